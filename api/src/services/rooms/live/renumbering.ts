import type { Knex } from 'knex'

/**
 * How far a room's numbers jump at its first change after a crash of PostgreSQL: past any number the crash may have
 * lost (changes that did not wait for the WAL's flush, a fraction of a second of them) and clients may have seen.
 */
export const CRASH_RENUMBERING = 1_000_000

/** A room's row as its change locks it. */
export interface NumberedHead {
  seq: number | string
  /** The crash epoch the room was last numbered under. */
  numberedUnder: Date
  /** The server's crash epoch now. */
  crashEpoch: Date
}

/**
 * The server's crash epoch, the time its statistics were last reset. The recovery from any crash resets them, a crash
 * of one server process too (the postmaster's start stays); a clean restart keeps them. A reset by hand numbers every
 * room on.
 */
export const CRASH_EPOCH = 'coalesce((pg_stat_get_archiver()).stats_reset, to_timestamp(0))'

/** What the head query selects besides the room's own columns: the crash epoch. */
export const crashEpoch = (knex: Knex) => knex.raw(`${CRASH_EPOCH} as "crashEpoch"`)

/**
 * The number a change continues from, and the column it writes when the server crashed since the room's last change:
 * the numbering jumps, so that no number is given twice (a client would take the new message for one it had and miss
 * it) and the jump shows clients a gap, after which they join again.
 */
export function numbering(head: NumberedHead): { seq: number; columns: { numberedUnder?: Date } } {
  const seq = Number(head.seq)
  if (head.numberedUnder.getTime() === head.crashEpoch.getTime()) return { seq, columns: {} }
  return { seq: seq + CRASH_RENUMBERING, columns: { numberedUnder: head.crashEpoch } }
}
