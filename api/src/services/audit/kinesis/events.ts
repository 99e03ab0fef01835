import { randomUUID } from 'node:crypto'
import { MAX_AUDIT_RECORD_BYTES, type AuditEvent, type AuditEventCreate, type TokenType } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest } from '../../../errors.ts'
import { turnBatch } from '../../../lib/turn-batch.ts'

interface AuditEventRow {
  id: string
  topic: string
  record: string
  device: string
  userUuid: string | null
  callerType: TokenType | null
  createdAt: Date
}

/** Most rows one INSERT takes: beyond, a statement's parameters (7 a row) would near PostgreSQL's limit anyway. */
const MAX_BATCH = 1000

const writers = new WeakMap<Application, (row: AuditEventRow) => Promise<void>>()

/** The app's audit writer: the events of one turn share one multi-row INSERT; each call answers once committed. */
function writerOf(app: Application) {
  let writer = writers.get(app)
  if (!writer) {
    const knex = app.get('knex')
    writer = turnBatch(MAX_BATCH, (rows: AuditEventRow[]) =>
      knex('audit_events')
        .insert(rows)
        .then(() => rows.map(() => undefined))
    )
    writers.set(app, writer)
  }
  return writer
}

/** Records one event for its caller (user, guest or API key); the auditEvents rate limit was spent before. */
export async function recordAuditEvent(call: Call<unknown, unknown, AuditEventCreate>): Promise<AuditEvent> {
  const { topic, record, device } = call.body
  const json = JSON.stringify(record)
  const size = Buffer.byteLength(json)
  if (size > MAX_AUDIT_RECORD_BYTES)
    throw new BadRequest(`Invalid body: 'record' is larger than ${MAX_AUDIT_RECORD_BYTES} bytes`, {
      errors: [{ field: 'record', message: `is ${size} bytes, at most ${MAX_AUDIT_RECORD_BYTES}` }]
    })
  const row: AuditEventRow = {
    id: randomUUID(),
    topic,
    record: json,
    device: JSON.stringify(device),
    userUuid: call.caller?.id ?? null,
    callerType: call.caller?.type ?? null,
    createdAt: new Date()
  }
  await writerOf(call.app)(row)
  return {
    id: row.id,
    topic,
    record,
    device,
    userUuid: row.userUuid,
    callerType: row.callerType,
    createdAt: row.createdAt.toISOString()
  }
}
