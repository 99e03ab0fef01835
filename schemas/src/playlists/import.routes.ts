import { routeGroup } from '../route.ts'
import {
  CrateImportListQuery,
  CrateImportPage,
  CrateImportSchema,
  CrateImportStartedSchema,
  IMPORT_NOT_IN_CATALOG,
  IMPORT_NO_PROVIDER,
  TrackImportResultSchema,
  TrackImportSchema
} from './import.ts'

export const importRoutes = routeGroup({
  importTrack: {
    method: 'POST',
    path: '/api/v1/track-import',
    access: 'user',
    summary: 'import a track into the catalogue (musicProvider, providerId)',
    description:
      'Reads the track from its provider and puts it in the catalogue; its ids on the providers ahead of it in the import preference (seven-digital, SoundCloud, Spotify, Apple Music, upload) are found by ISRC. Only those five providers can be imported from. Answers 201 with the song and the provider it is imported from.',
    tags: ['imports'],
    body: TrackImportSchema,
    result: TrackImportResultSchema,
    status: 201,
    errors: { 400: IMPORT_NO_PROVIDER, 404: IMPORT_NOT_IN_CATALOG }
  },
  importCrate: {
    method: 'POST',
    path: '/crate/import',
    access: 'user',
    summary: 'import a provider playlist as a new crate (ours)',
    description:
      'Ours: the seed names crate import as a client operation without a path. Creates the caller’s crate with importStatus IN_PROGRESS and answers 202 at once; the playlist’s tracks are read off the request path, put in the catalogue and added in their order without duplicates, then the crate is COMPLETE (or FAILED, with the reason in importSource.error). Poll GET /crate/{crateId} every 5 s.',
    tags: ['imports'],
    body: CrateImportSchema,
    result: CrateImportStartedSchema,
    status: 202
  },
  listCrateImports: {
    method: 'GET',
    path: '/crate/imports',
    access: 'admin',
    summary: 'crates imported from provider playlists, with their owners (console)',
    description:
      'Every crate that came from a provider playlist, newest change first by default, with its owner’s nickname; importStatus filters (IN_PROGRESS: the imports running now).',
    tags: ['imports'],
    query: CrateImportListQuery,
    result: CrateImportPage
  }
})
