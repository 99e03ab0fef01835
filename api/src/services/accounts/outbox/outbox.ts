import { randomUUID } from 'node:crypto'
import type { OutboxChannel } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { entityService } from '../../../lib/entity.ts'
import { adminList } from '../../../lib/list.ts'
import { outboxEntity } from './entity.ts'

export interface OutboxEntry {
  channel: OutboxChannel
  to: string
  subject: string | null
  body: string
}

/** Keeps a message in the outbox; administrators connected by socket see it arrive. */
export async function writeOutbox(app: Application, entry: OutboxEntry): Promise<void> {
  await entityService(app, outboxEntity).create({ id: randomUUID(), ...entry, createdAt: new Date() })
}

/** What was sent, newest first. */
export const listOutbox = (call: Call) => adminList(call, outboxEntity)
