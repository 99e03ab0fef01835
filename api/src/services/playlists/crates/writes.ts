import type { Knex } from 'knex'
import type { Crate } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { NotFound } from '../../../errors.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { cratesEntity, type CrateRow } from './entity.ts'
import { crateView } from './view.ts'

/** What a change of a crate's songs updates on the crate row. */
export interface Draft {
  songCount: number
  currentPosition: number
}

/**
 * Runs a change of a crate's songs in one transaction that holds the crate's row (so two clients' changes queue up and
 * positions never collide), with the position constraint checked at commit; writes songCount and currentPosition
 * (clamped to the songs there are) and emits `patched` once committed.
 */
export async function changeCrate<T>(
  app: Application,
  crateId: string,
  change: (trx: Knex.Transaction, draft: Draft) => Promise<T>
): Promise<{ result: T; crate: Crate }> {
  const knex = app.get('knex')
  const { result, row } = await knex.transaction(async (trx) => {
    const locked: CrateRow | undefined = await trx('crates').where('id', crateId).forUpdate().first()
    if (!locked) throw new NotFound('Crate not found')
    await trx.raw('set constraints crate_songs_position_unique deferred')
    const draft: Draft = { songCount: locked.songCount, currentPosition: locked.currentPosition }
    const result = await change(trx, draft)
    const [row]: CrateRow[] = await trx('crates')
      .where('id', crateId)
      .update({
        songCount: draft.songCount,
        currentPosition: Math.max(0, Math.min(draft.currentPosition, draft.songCount - 1)),
        updatedAt: new Date()
      })
      .returning('*')
    return { result, row }
  })
  const crate = await crateView(knex, row)
  emitEntityEvent(app, cratesEntity, 'patched', { ...row, thumbnails: crate.thumbnails })
  return { result, crate }
}
