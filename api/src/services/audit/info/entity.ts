import { AuditEventSchema, auditEventListFields } from '@spinroom/schemas'
import { defineEntity } from '../../../lib/entity.ts'

/** Recorded audit events, for the admin list; written only by POST /kinesis and never changed. */
export const auditEventsEntity = defineEntity({
  table: 'audit_events',
  path: 'api/audit-service/events',
  resource: 'audit-events',
  schema: AuditEventSchema,
  listFields: auditEventListFields,
  searchFields: [],
  defaultSort: { createdAt: -1 }
})
