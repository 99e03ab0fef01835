import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'

const s = routes.social

/** The social domain's resources, in menu order. */
export const socialResources = {
  djs: { domain: 'social', routes: { list: s.listDjs, get: s.getDj } },
  notifications: { domain: 'social', routes: { list: s.listNotifications } }
} satisfies Record<string, ResourceEntry>
