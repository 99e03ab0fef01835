import type { ResourceViews } from '../types.ts'
import type { socialResources } from './registry.ts'
import dj from './djs/index.ts'
import notification from './notifications/index.ts'

/** The social domain's screens: resource name → its views (a menu entry and pages). */
export const socialViews: Partial<Record<keyof typeof socialResources, ResourceViews>> = {
  djs: dj,
  notifications: notification
}
