import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../../types.ts'
import crateImports from './index.ts'

/** Crates imported from provider playlists (in progress by default), with their owners. */
export const crateImportResources: Record<string, ResourceEntry> = {
  'crate-imports': { domain: 'playlists', routes: { list: routes.playlists.listCrateImports }, views: crateImports }
}
