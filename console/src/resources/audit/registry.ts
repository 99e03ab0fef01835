import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'

const r = routes.audit

/** The audit domain's resources, in menu order. */
export const auditResources = {
  'audit-events': { domain: 'audit', routes: { list: r.listAuditEvents } },
  'moderation-actions': {
    domain: 'audit',
    routes: {
      list: r.listModerationActions,
      get: r.getModerationAction,
      create: r.createModerationAction,
      update: r.replaceModerationAction,
      delete: r.removeModerationAction
    }
  }
} satisfies Record<string, ResourceEntry>
