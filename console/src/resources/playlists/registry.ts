import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'
import { crateImportResources } from './imports/registry.ts'

const p = routes.playlists

/** The playlists domain's resources, in menu order. */
export const playlistsResources = {
  // A page, not a list: every user's crates (the service lists), a crate's songs, and removing one.
  crates: {
    domain: 'playlists',
    routes: { list: p.listAllCratesService }
  },
  ...crateImportResources
} satisfies Record<string, ResourceEntry>
