import { routeGroup } from '../route.ts'
import { AuditEventCreateSchema, AuditEventSchema } from './kinesis.ts'

const tags = ['audit']

/** Seed 002 §Audit: events (topic, record, device data) the clients record, e.g. play tracking. */
export const kinesisRoutes = routeGroup({
  recordAuditEvent: {
    method: 'POST',
    path: '/kinesis',
    access: 'any',
    summary: 'record an audit event (topic + record + device data)',
    description:
      'Guests too. The record is capped in size (400); each caller may record so many events a minute (the auditEvents rate limit, RATE_LIMIT_AUDIT_EVENTS, 429 beyond). Events are only ever appended.',
    tags,
    body: AuditEventCreateSchema,
    result: AuditEventSchema,
    status: 201,
    rateLimit: 'auditEvents'
  }
})
