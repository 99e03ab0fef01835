import { currentCaller, type Caller } from '../auth/access.ts'
import { canOpen, registry } from './registry.ts'
import type { PageEntry, ResourceViews } from './types.ts'
import { accountsViews } from './accounts/views.ts'
import { auditPages, auditViews } from './audit/views.ts'
import { paymentsViews } from './payments/views.ts'
import { playlistsViews } from './playlists/views.ts'
import { pointsViews } from './points/views.ts'
import { roomsViews } from './rooms/views.ts'
import { socialViews } from './social/views.ts'
import { songsViews } from './songs/views.ts'

/** The screens of the resources that have one, by name; the other resources are data shown inside these. */
export const resourceViews: Record<string, ResourceViews> = {
  ...accountsViews,
  ...pointsViews,
  ...roomsViews,
  ...songsViews,
  ...socialViews,
  ...playlistsViews,
  ...paymentsViews,
  ...auditViews
}

/** Pages that are not resources, each in its domain's menu. */
export const pages: PageEntry[] = [...auditPages]

/** The resources with views (a menu entry and pages), in the registry's order. */
export const resourceNames = Object.keys(registry).filter((name) => resourceViews[name])

/**
 * Whether the caller may take a react-admin action on a resource: as `canOpen` for those with views; a resource
 * without is data others show (whoever shows it decides), and a name outside the registry is not the console's.
 */
export const canAccess = (resource: string, action: string, caller: Caller = currentCaller()): boolean => {
  const entry = registry[resource]
  return !entry || !resourceViews[resource] || canOpen(entry, action, caller)
}
