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
      'Guests too. The record is capped in size (400) and a caller may record a limited number of events a minute (429).',
    tags,
    body: AuditEventCreateSchema,
    result: AuditEventSchema,
    status: 201
  }
})
