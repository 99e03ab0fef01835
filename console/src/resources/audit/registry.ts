import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'
import moderationAction from './moderation-action/index.ts'

/** The audit domain's resources, in menu order. */
export const auditResources: Record<string, ResourceEntry> = {
  // Served by the user service until the audit service takes the records over.
  'moderation-actions': {
    domain: 'audit',
    routes: { list: routes.accounts.listModerationActions },
    views: moderationAction
  }
}
