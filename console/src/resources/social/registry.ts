import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'
import notification from './notification/index.ts'

/** The social domain's resources, in menu order. */
export const socialResources: Record<string, ResourceEntry> = {
  notifications: { domain: 'social', routes: { list: routes.social.listNotifications }, views: notification }
}
