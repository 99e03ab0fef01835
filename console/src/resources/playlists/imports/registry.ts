import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../../types.ts'

/** Crates imported from provider playlists (in progress by default), with their owners. */
export const crateImportResources = {
  'crate-imports': { domain: 'playlists', routes: { list: routes.playlists.listCrateImports } }
} satisfies Record<string, ResourceEntry>
