import type { Knex } from 'knex'
import { postgresCrashesOf } from '../../../lib/postgres-crashes.ts'

/**
 * How far a room's numbers jump at its first change after a crash of PostgreSQL: past any number the crash may have
 * lost (changes that did not wait for the WAL's flush, a fraction of a second of them) and clients may have seen.
 */
export const CRASH_RENUMBERING = 1_000_000

/** A room's row as its change locks it. */
export interface NumberedHead {
  seq: number | string
  /** The start of the server the room was last numbered under. */
  numberedUnder: Date
  /** The start of the server now. */
  serverStartedAt: Date
}

/** What the head query selects besides the room's own columns. */
export const serverStart = (knex: Knex) => knex.raw('pg_postmaster_start_time() as "serverStartedAt"')

/**
 * The number a change continues from, and the column it writes when the server started since the room's last change:
 * a clean restart keeps the numbering, a crash jumps it, so that no number is given twice (a client would take the
 * new message for one it had and miss it) and the jump shows clients a gap, after which they join again. The verdict is
 * the pool's (`knex`), read through the transaction.
 */
export async function numbering(
  knex: Knex,
  trx: Knex.Transaction,
  head: NumberedHead
): Promise<{ seq: number; columns: { numberedUnder?: Date } }> {
  const seq = Number(head.seq)
  const startedAt = head.serverStartedAt.getTime()
  if (head.numberedUnder.getTime() === startedAt) return { seq, columns: {} }
  const crashed = await postgresCrashesOf(knex).crashedBefore(trx, startedAt)
  return { seq: crashed ? seq + CRASH_RENUMBERING : seq, columns: { numberedUnder: head.serverStartedAt } }
}
