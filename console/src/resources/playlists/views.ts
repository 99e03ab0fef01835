import type { ResourceViews } from '../types.ts'
import type { playlistsResources } from './registry.ts'
import crates from './crates/index.ts'
import crateImports from './imports/index.ts'

/** The playlists domain's screens: resource name → its views (a menu entry and pages). */
export const playlistsViews: Partial<Record<keyof typeof playlistsResources, ResourceViews>> = {
  crates,
  'crate-imports': crateImports
}
