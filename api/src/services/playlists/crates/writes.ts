import type { Knex } from 'knex'
import type { Crate } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { NotFound } from '../../../errors.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { cratesEntity, type CrateRow } from './entity.ts'
import { artworkOf, firstThumbnails } from './view.ts'

/** What a change of a crate's songs updates on the crate row. */
export interface Draft {
  songCount: number
  currentPosition: number
}

/** A crate row as a change left it, with the thumbnails of its first songs (read by the same statement). */
export type ChangedCrate = CrateRow & { firstThumbnails: (Record<string, string> | null)[] }

/**
 * A change of a crate's songs inside `trx`, holding the crate's row (so changes queue up and positions never collide;
 * each shift is one statement, at whose end the deferrable position constraint is checked); writes songCount and
 * currentPosition (clamped to the songs there are). The caller announces the row once committed (`announceCrate`).
 */
async function changeCrateIn<T>(
  trx: Knex.Transaction,
  crateId: string,
  change: (trx: Knex.Transaction, draft: Draft) => Promise<T>
): Promise<{ result: T; row: ChangedCrate }> {
  const locked: CrateRow | undefined = await trx('crates').where('id', crateId).forUpdate().first()
  if (!locked) throw new NotFound('Crate not found')
  const draft: Draft = { songCount: locked.songCount, currentPosition: locked.currentPosition }
  const result = await change(trx, draft)
  const [row]: ChangedCrate[] = await trx('crates')
    .where('id', crateId)
    .update({
      songCount: draft.songCount,
      currentPosition: Math.max(0, Math.min(draft.currentPosition, draft.songCount - 1)),
      updatedAt: new Date()
    })
    .returning(['*', trx.raw(`${firstThumbnails('crates.id')} as "firstThumbnails"`)])
  return { result, row }
}

/** Emits a committed change of a crate (`patched`, its owner's channel) and answers the crate as clients see it. */
export function announceCrate(app: Application, row: ChangedCrate): Crate {
  const thumbnails = artworkOf(row.firstThumbnails)
  emitEntityEvent(app, cratesEntity, 'patched', { ...row, thumbnails })
  return cratesEntity.external({ ...row, thumbnails })
}

/** `changeCrateIn` in a transaction of its own, announced once committed. */
export async function changeCrate<T>(
  app: Application,
  crateId: string,
  change: (trx: Knex.Transaction, draft: Draft) => Promise<T>
): Promise<{ result: T; crate: Crate }> {
  const { result, row } = await app.get('knex').transaction((trx) => changeCrateIn(trx, crateId, change))
  return { result, crate: announceCrate(app, row) }
}
