import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { MAX_AUDIT_RECORD_BYTES, type AuditEvent, type AuditEventCreate } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest } from '../../../errors.ts'

interface AuditEventRow {
  id: string
  topic: string
  record: string
  device: string
  userUuid: string | null
  createdAt: Date
}

/** Most rows one INSERT takes: beyond, a statement's parameters (7 a row) would near PostgreSQL's limit anyway. */
const MAX_BATCH = 1000

interface Pending {
  row: AuditEventRow
  done(error?: unknown): void
}

/**
 * Gathers the events of one turn of the event loop into one multi-row INSERT: under load many calls share a
 * statement, alone each is its own. A call is answered once its row is committed.
 */
class EventWriter {
  private queue: Pending[] = []
  private scheduled = false

  constructor(private knex: Knex) {}

  write(row: AuditEventRow): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, done: (error) => (error ? reject(error) : resolve()) })
      if (!this.scheduled) {
        this.scheduled = true
        setImmediate(() => this.flush())
      }
    })
  }

  private flush(): void {
    this.scheduled = false
    while (this.queue.length) {
      const batch = this.queue.splice(0, MAX_BATCH)
      this.knex('audit_events')
        .insert(batch.map((p) => p.row))
        .then(
          () => batch.forEach((p) => p.done()),
          (error: unknown) => batch.forEach((p) => p.done(error))
        )
    }
  }
}

const writers = new WeakMap<Application, EventWriter>()
const writerOf = (app: Application) => {
  let writer = writers.get(app)
  if (!writer) writers.set(app, (writer = new EventWriter(app.get('knex'))))
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
    createdAt: new Date()
  }
  await writerOf(call.app).write(row)
  return { id: row.id, topic, record, device, userUuid: row.userUuid, createdAt: row.createdAt.toISOString() }
}
