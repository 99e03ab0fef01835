import { randomUUID } from 'node:crypto'
import {
  MAX_AUDIT_EVENTS_PER_MINUTE,
  MAX_AUDIT_RECORD_BYTES,
  type AuditEvent,
  type AuditEventCreate
} from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest, TooManyRequests } from '../../../errors.ts'

interface AuditEventRow extends Omit<AuditEvent, 'createdAt'> {
  createdAt: Date
}

const toEvent = (row: AuditEventRow): AuditEvent => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })

/**
 * Records one event for its caller (user, guest or API key). The row is written first and counted, so racing requests
 * never exceed the minute's limit.
 */
export async function recordAuditEvent(call: Call<unknown, unknown, AuditEventCreate>): Promise<AuditEvent> {
  const { topic, record, device } = call.body
  const size = Buffer.byteLength(JSON.stringify(record))
  if (size > MAX_AUDIT_RECORD_BYTES)
    throw new BadRequest(`Invalid body: 'record' is larger than ${MAX_AUDIT_RECORD_BYTES} bytes`, {
      errors: [{ field: 'record', message: `is ${size} bytes, at most ${MAX_AUDIT_RECORD_BYTES}` }]
    })
  const knex = call.app.get('knex')
  const userUuid = call.caller?.id ?? null
  const [row] = (await knex('audit_events')
    .insert({
      id: randomUUID(),
      topic,
      record: JSON.stringify(record),
      device: JSON.stringify(device),
      userUuid,
      createdAt: new Date()
    })
    .returning('*')) as AuditEventRow[]
  if (userUuid) {
    const since = new Date(Date.now() - 60_000)
    const counted = await knex('audit_events')
      .where('userUuid', userUuid)
      .andWhere('createdAt', '>', since)
      .count({ n: '*' })
      .first()
    if (Number(counted?.n ?? 0) > MAX_AUDIT_EVENTS_PER_MINUTE) {
      await knex('audit_events').where('id', row.id).delete()
      throw new TooManyRequests(`Too many events: at most ${MAX_AUDIT_EVENTS_PER_MINUTE} a minute. Try again later.`)
    }
  }
  return toEvent(row)
}
