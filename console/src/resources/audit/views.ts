import EventNoteIcon from '@mui/icons-material/EventNote'
import { consolePaths, routes } from '@spinroom/schemas'
import type { PageEntry, ResourceViews } from '../types.ts'
import type { auditResources } from './registry.ts'
import auditEvent from './audit-events/index.ts'
import { EventNamesPage } from './event-names/EventNamesPage.tsx'
import moderationAction from './moderation-actions/index.ts'

/** The audit domain's screens: resource name → its views (a menu entry and pages). */
export const auditViews: Partial<Record<keyof typeof auditResources, ResourceViews>> = {
  'audit-events': auditEvent,
  'moderation-actions': moderationAction
}

/** The audit topics and real-time event names, read from the API. */
export const auditPages: PageEntry[] = [
  {
    domain: 'audit',
    path: consolePaths.eventNames,
    label: 'spinroom.event_names.menu',
    icon: EventNoteIcon,
    route: routes.audit.listSocketEventNames,
    element: EventNamesPage
  }
]
