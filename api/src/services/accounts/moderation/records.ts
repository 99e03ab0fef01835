import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { ModerationAction, ModerationActionType } from '@spinroom/schemas'
import type { Application, Caller } from '../../../declarations.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { moderationActionsEntity } from './entity.ts'

/** One moderation act to record: every act, account-wide or in a room, writes this one record. */
export interface ModerationRecord {
  actionType: ModerationActionType
  targetUserUuid: string
  moderatorUuid: string | null
  roomUuid?: string | null
  reason?: string | null
  /** Seed 002's role and previousRole: the role granted or removed, and the one held before. */
  role?: string | null
  previousRole?: string | null
  details?: Record<string, unknown>
}

/** Who a record names as the moderator: an account; an API key has no users row to point at. */
export const moderatorUuidOf = (caller: Caller) => (caller.user ? caller.id : null)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The targets that are accounts: a guest has no users row for a record to point at, so their acts go unrecorded. */
async function accountsAmong(db: Knex | Knex.Transaction, uuids: string[]): Promise<Set<string>> {
  // Checked before the query: a malformed uuid would abort the act's transaction in PostgreSQL.
  const candidates = [...new Set(uuids.filter((u) => UUID.test(u)))]
  if (!candidates.length) return new Set()
  const rows: { id: string }[] = await db('users').whereIn('id', candidates).select('id')
  return new Set(rows.map((r) => r.id))
}

/**
 * Writes the records with `db`, the transaction of the act itself, so an act and its record commit or fail together;
 * the console hears of them once that transaction has committed.
 */
export async function recordModeration(
  app: Application,
  db: Knex | Knex.Transaction,
  records: ModerationRecord[]
): Promise<ModerationAction[]> {
  const accounts = await accountsAmong(
    db,
    records.map((r) => r.targetUserUuid)
  )
  const rows = records
    .filter((r) => accounts.has(r.targetUserUuid))
    .map((r) => ({
      id: randomUUID(),
      actionType: r.actionType,
      targetUserUuid: r.targetUserUuid,
      moderatorUuid: r.moderatorUuid,
      roomUuid: r.roomUuid ?? null,
      reason: r.reason ?? null,
      role: r.role ?? null,
      previousRole: r.previousRole ?? null,
      details: JSON.stringify(r.details ?? {})
    }))
  if (!rows.length) return []
  const written: ModerationAction[] = await db('moderation_actions').insert(rows).returning('*')
  const announce = () => written.forEach((row) => emitEntityEvent(app, moderationActionsEntity, 'created', row))
  if ('executionPromise' in db && db.isTransaction) db.executionPromise.then(announce, () => undefined)
  else announce()
  return written
}
