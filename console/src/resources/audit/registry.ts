import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'
import moderationAction from './moderation-action/index.ts'

const r = routes.audit

/** The audit domain's resources, in menu order. */
export const auditResources: Record<string, ResourceEntry> = {
  'moderation-actions': {
    domain: 'audit',
    routes: {
      list: r.listModerationActions,
      get: r.getModerationAction,
      create: r.createModerationAction,
      update: r.replaceModerationAction,
      delete: r.removeModerationAction
    },
    views: moderationAction
  }
}
