import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { HandlePoints, PointsChange, RankingStatus, ServicePoints } from '@spinroom/schemas'
import type { Application, Caller } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { BadRequest, Conflict, NotFound } from '../../../errors.ts'
import type { SeasonRow } from '../seasons/entity.ts'
import { lifetimeStatusEntity, rankingStatusEntity, type RankingStatusRow } from '../rankings/entity.ts'
import { rankedStatus, rankedStatuses } from '../rankings/ranks.ts'

interface Applied {
  season: RankingStatusRow[]
  lifetime: RankingStatusRow[]
}

/** Who made a change, as the ledger records it. */
const sourceOf = (caller: Caller) =>
  caller.type === 'service' ? `service:${caller.apiKey?.name ?? caller.id}` : `admin:${caller.id}`

const nonZero = (points: number, field: string) => {
  if (points === 0)
    throw new BadRequest(`Invalid body: '${field}' must not be 0`, { errors: [{ field, message: 'must not be 0' }] })
}

/** The season running now, share-locked so it cannot be deleted under the change. */
const runningSeason = (trx: Knex.Transaction): Promise<SeasonRow | undefined> =>
  trx('seasons').where('seasonStart', '<=', trx.fn.now()).where('seasonEnd', '>', trx.fn.now()).forShare().first()

/** The running season; 409 when none. */
async function lockRunningSeason(trx: Knex.Transaction): Promise<SeasonRow> {
  const season = await runningSeason(trx)
  if (!season) throw new Conflict('No season is running')
  return season
}

/**
 * Adds each user's net change to their season and lifetime balances in one upsert each, so concurrent adds never
 * lose an update; rows go in user order so concurrent batches lock them in the same order. Refuses a negative season
 * balance.
 */
async function addToBalances(trx: Knex.Transaction, season: SeasonRow, changes: PointsChange[]): Promise<Applied> {
  const net = new Map<string, number>()
  for (const c of changes) net.set(c.userUuid, (net.get(c.userUuid) ?? 0) + c.points)
  const users = [...net.keys()].sort()
  const seasonRows: RankingStatusRow[] = await trx('ranking_status')
    .insert(users.map((userUuid) => ({ id: randomUUID(), userUuid, seasonId: season.id, balance: net.get(userUuid) })))
    .onConflict(['seasonId', 'userUuid'])
    .merge({ balance: trx.raw('ranking_status.balance + excluded.balance'), updatedAt: trx.fn.now() })
    .returning('*')
  const negative = seasonRows.find((row) => Number(row.balance) < 0)
  if (negative) {
    throw new Conflict(
      `User '${negative.userUuid}' would have ${negative.balance} points in season '${season.seasonName}': balances cannot go below 0`,
      { userUuid: negative.userUuid }
    )
  }
  const lifetime: RankingStatusRow[] = await trx('ranking_status_lifetime')
    .insert(users.map((userUuid) => ({ id: randomUUID(), userUuid, balance: net.get(userUuid) })))
    .onConflict(['userUuid'])
    .merge({ balance: trx.raw('ranking_status_lifetime.balance + excluded.balance'), updatedAt: trx.fn.now() })
    .returning('*')
  return { season: seasonRows, lifetime }
}

/**
 * Ranks the new statuses (one statement per scope for the whole batch), tells their users, and answers the season ones
 * (in user order).
 */
async function announce(app: Application, applied: Applied, seasonId: string): Promise<RankingStatus[]> {
  const knex = app.get('knex')
  const [season, lifetime] = await Promise.all([
    rankedStatuses(knex, applied.season, seasonId),
    rankedStatuses(knex, applied.lifetime, null)
  ])
  for (const status of season) emitEntityEvent(app, rankingStatusEntity, 'patched', status)
  for (const status of lifetime) emitEntityEvent(app, lifetimeStatusEntity, 'patched', status)
  return season
}

/** Points another domain awards inside its own transaction, once per (source, idempotencyKey). */
export interface Award extends PointsChange {
  source: string
  idempotencyKey: string
}

/**
 * Adds an award to the running season inside `trx` (the ledger row and both balances), so it commits or rolls back
 * with the caller's change. Nothing happens when no season runs, the user is gone, or the key was used; otherwise
 * the answer tells the user after the commit.
 */
export async function awardPoints(
  trx: Knex.Transaction,
  award: Award
): Promise<((app: Application) => Promise<RankingStatus[]>) | null> {
  const { userUuid, points, reason, source, idempotencyKey } = award
  const season = await runningSeason(trx)
  // Key-share-locked, so the account cannot be deleted between this check and the ledger row that references it.
  if (!season || !(await trx('users').where('id', userUuid).forKeyShare().first('id'))) return null
  const inserted = await trx('points_ledger')
    .insert({ userUuid, seasonId: season.id, amount: points, reason, source, idempotencyKey })
    .onConflict(['source', 'idempotencyKey'])
    .ignore()
    .returning('id')
  if (!inserted.length) return null
  const applied = await addToBalances(trx, season, [{ userUuid, points, reason }])
  return (app) => announce(app, applied, season.id)
}

/** One change for the season running now; a repeated idempotencyKey answers without adding again. */
export async function servicePoints(call: Call<unknown, unknown, ServicePoints>): Promise<RankingStatus> {
  const { userUuid, points, reason, idempotencyKey } = call.body
  nonZero(points, 'points')
  const knex = call.app.get('knex')
  const source = sourceOf(call.caller!)
  type Outcome = { replay: RankingStatusRow; seasonId: string } | { applied: Applied; seasonId: string }
  const outcome = await knex.transaction(async (trx): Promise<Outcome> => {
    const season = await lockRunningSeason(trx)
    if (!(await trx('users').where('id', userUuid).first('id'))) throw new NotFound('User not found')
    const entry = {
      userUuid,
      seasonId: season.id,
      amount: points,
      reason,
      source,
      idempotencyKey: idempotencyKey ?? null
    }
    // A concurrent twin waits on the unique (source, idempotencyKey) entry, then finds it taken.
    const inserted = await trx('points_ledger')
      .insert(entry)
      .onConflict(['source', 'idempotencyKey'])
      .ignore()
      .returning('id')
    if (!inserted.length) {
      const original: { userUuid: string; seasonId: string } = await trx('points_ledger')
        .where({ source, idempotencyKey })
        .first('userUuid', 'seasonId')
      const row: RankingStatusRow = await trx('ranking_status').where(original).first()
      return { replay: row, seasonId: original.seasonId }
    }
    return { applied: await addToBalances(trx, season, [{ userUuid, points, reason }]), seasonId: season.id }
  })
  if ('replay' in outcome) return rankedStatus(knex, outcome.replay, outcome.seasonId)
  const [status] = await announce(call.app, outcome.applied, outcome.seasonId)
  return status
}

/** A batch for the season running now, all or nothing. */
export async function handlePoints(call: Call<unknown, unknown, HandlePoints>): Promise<RankingStatus[]> {
  const { changes } = call.body
  changes.forEach((c, i) => nonZero(c.points, `changes[${i}].points`))
  const knex = call.app.get('knex')
  const source = sourceOf(call.caller!)
  const { applied, seasonId } = await knex.transaction(async (trx) => {
    const season = await lockRunningSeason(trx)
    const known = new Set(
      (
        await trx('users')
          .whereIn('id', [...new Set(changes.map((c) => c.userUuid))])
          .select('id')
      ).map((u: { id: string }) => u.id)
    )
    const unknown = changes.findIndex((c) => !known.has(c.userUuid))
    if (unknown >= 0) {
      const field = `changes[${unknown}].userUuid`
      throw new BadRequest(`Invalid body: '${field}' is not a known user`, {
        errors: [{ field, message: 'is not a known user' }]
      })
    }
    await trx('points_ledger').insert(
      changes.map((c) => ({ userUuid: c.userUuid, seasonId: season.id, amount: c.points, reason: c.reason, source }))
    )
    return { applied: await addToBalances(trx, season, changes), seasonId: season.id }
  })
  return announce(call.app, applied, seasonId)
}
