import { routeGroup } from '../route.ts'
import { CrateExportResultSchema, CrateExportSchema } from './export.ts'

const errors = { 403: 'You can only export your own crates', 404: 'Crate not found' } as const

export const exportRoutes = routeGroup({
  exportToSpotify: {
    method: 'POST',
    path: '/exports/spotify',
    access: 'user',
    summary: 'export a crate to Spotify',
    description:
      'Creates a private playlist on the caller’s linked Spotify account (POST /spotify/exchange-code links it) and adds the crate’s songs that have a Spotify id, in crate order. The user token is refreshed and the call retried once on a 401.',
    tags: ['exports'],
    body: CrateExportSchema,
    result: CrateExportResultSchema,
    status: 201,
    forbidden: errors[403],
    errors
  },
  exportToApple: {
    method: 'POST',
    path: '/exports/apple',
    access: 'user',
    summary: 'export a crate to Apple Music',
    description:
      'Creates a playlist in the caller’s Apple Music library (with the Music-User-Token stored by POST /apple/user-token) holding the crate’s songs that have an Apple Music id, in crate order.',
    tags: ['exports'],
    body: CrateExportSchema,
    result: CrateExportResultSchema,
    status: 201,
    forbidden: errors[403],
    errors
  }
})
