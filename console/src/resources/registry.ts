import type { ReactElement } from 'react'
import { currentCaller, pickRoute, type Caller } from '../auth/access.ts'
import { dialectOf } from '../data/paging.ts'
import { propertiesOf } from '../data/schema.ts'
import type { ResourceEntry, ResourceRoutes } from './types.ts'
import { accountsResources } from './accounts/registry.ts'
import { auditResources } from './audit/registry.ts'
import { paymentsResources } from './payments/registry.ts'
import { playlistsResources } from './playlists/registry.ts'
import { pointsResources } from './points/registry.ts'
import { roomsResources } from './rooms/registry.ts'
import { socialResources } from './social/registry.ts'
import { songsResources } from './songs/registry.ts'

/**
 * Every console resource by name, each domain's in menu order: the routes that serve it and its domain. Views import
 * it (who may open what), so it imports none: they are in views.ts.
 */
export const registry: Record<string, ResourceEntry> = {
  ...accountsResources,
  ...pointsResources,
  ...roomsResources,
  ...songsResources,
  ...socialResources,
  ...playlistsResources,
  ...paymentsResources,
  ...auditResources
}

/** The data-provider methods whose route decides each react-admin action, in order (show: a get, else the list). */
export const routeOfAction: Record<string, (keyof ResourceRoutes)[]> = {
  list: ['list'],
  export: ['list'],
  show: ['get', 'list'],
  create: ['create'],
  clone: ['create'],
  edit: ['update'],
  delete: ['delete']
}

/** Whether the caller may take a react-admin action (list, show, edit…) on a resource: may they call its route. */
export const canOpen = (entry: ResourceEntry, action: string, caller: Caller = currentCaller()): boolean => {
  const method = (routeOfAction[action] ?? []).find((m) => entry.routes[m])
  return !!method && !!pickRoute(entry.routes[method], caller)
}

/**
 * The filter inputs (keyed by their field) the list route serving the caller takes: the admin lists take any
 * (simple-rest), the moderators' searches only what their query declares.
 */
export function filtersTaken(resource: string, filters: ReactElement[], caller: Caller = currentCaller()) {
  const route = pickRoute(registry[resource]?.routes.list, caller)
  if (!route) return []
  const query = propertiesOf(route.query)
  return filters.filter((filter) => dialectOf(route) === 'simple-rest' || String(filter.key) in query)
}
