import EventNoteIcon from '@mui/icons-material/EventNote'
import { consolePaths, routes } from '@spinroom/schemas'
import type { PageEntry, ResourceEntry } from '../types.ts'
import auditEvent from './audit-event/index.ts'
import { EventNamesPage } from './event-names/EventNamesPage.tsx'
import moderationAction from './moderation-action/index.ts'

const r = routes.audit

/** The audit domain's resources, in menu order. */
export const auditResources: Record<string, ResourceEntry> = {
  'audit-events': { domain: 'audit', routes: { list: r.listAuditEvents }, views: auditEvent },
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

/** The audit topics and real-time event names, read from the API. */
export const auditPages: PageEntry[] = [
  {
    domain: 'audit',
    path: consolePaths.eventNames,
    label: 'spinroom.event_names.menu',
    icon: EventNoteIcon,
    route: r.listSocketEventNames,
    element: EventNamesPage
  }
]
