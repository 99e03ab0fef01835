import type { AccessLevel } from '@spinroom/schemas'
import type { ResourceEntry } from './types.ts'
import { accountsResources } from './accounts/registry.ts'
import { auditResources } from './audit/registry.ts'
import { playlistsResources } from './playlists/registry.ts'
import { pointsResources } from './points/registry.ts'
import { roomsResources } from './rooms/registry.ts'
import { songsResources } from './songs/registry.ts'

/** Every console resource by name, each domain's in menu order: the routes that serve it, its domain and views. */
export const registry: Record<string, ResourceEntry> = {
  ...accountsResources,
  ...pointsResources,
  ...roomsResources,
  ...songsResources,
  ...playlistsResources,
  ...auditResources
}

/** The resources with views (a menu entry and pages); the others are data shown inside those. */
export const resourceNames = Object.keys(registry).filter((name) => registry[name]!.views)

/** Who may open a resource: the strictest access among the routes it calls (`admin`, else `mod`). */
export const accessOf = (entry: ResourceEntry): AccessLevel => {
  const levels = [...Object.values(entry.routes), ...(entry.actions ?? [])].map((route) => route.access)
  // Of the console's users, only administrators pass `service` routes.
  return levels.includes('admin') || levels.includes('service') ? 'admin' : 'mod'
}
