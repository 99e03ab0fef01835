import type { Knex } from 'knex'
import type { CrateSong } from '@spinroom/schemas'
import { entries, positionColumn, type EntryRow } from './view.ts'
import { moveEntry } from './songs.ts'
import type { ChangedCrate } from './writes.ts'

const queueOf = (trx: Knex.Transaction, userId: string) =>
  trx('crates').where({ userId, special: 'queue' }).first('id') as Promise<{ id: string } | undefined>

/** The song at the head of a user's queue, as the live room plays it (with its crateSongUuid), or null. */
export async function queueHead(trx: Knex.Transaction, userId: string): Promise<CrateSong | null> {
  const queue = await queueOf(trx, userId)
  if (!queue) return null
  // A song of no length cannot be played: the live room needs a duration above zero.
  const head: EntryRow | undefined = await entries(trx, queue.id)
    .select(positionColumn(trx))
    .where('s.duration', '>', 0)
    .orderBy('cs.rank')
    .first()
  if (!head) return null
  return {
    artistName: head.artistName,
    trackName: head.trackName,
    genre: head.genre,
    duration: Number(head.duration),
    isrc: head.isrc,
    explicit: head.explicit,
    musicProviders: head.musicProviders as Record<string, string>,
    thumbnails: head.thumbnails,
    songId: head.songId,
    songShortId: head.songShortId,
    crateSongUuid: head.crateSongUuid,
    status: head.status,
    position: head.position
  }
}

/**
 * A song of the user's queue has played: it goes to the end of the queue, inside the caller's transaction. Answers
 * the crate row to announce after commit, or null when the song is not (or no longer) in their queue.
 */
export async function requeuePlayed(
  trx: Knex.Transaction,
  userId: string,
  crateSongUuid: string
): Promise<ChangedCrate | null> {
  const queue = await queueOf(trx, userId)
  // A song the client named from elsewhere (another crate's entry) leaves the queue alone.
  if (!queue || !(await trx('crate_songs').where({ id: crateSongUuid, crateId: queue.id }).first('id'))) return null
  const { row } = await moveEntry(trx, queue.id, crateSongUuid, Number.MAX_SAFE_INTEGER)
  return row
}
