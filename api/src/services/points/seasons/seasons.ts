import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { SeasonCreate, SeasonPatch } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { BadRequest, Conflict, NotFound } from '../../../errors.ts'
import { seasons, seasonsEntity, type SeasonRow } from './entity.ts'
import { lifetimeStatusEntity, type RankingStatusRow } from '../rankings/entity.ts'
import { rankedStatus } from '../rankings/ranks.ts'

const day = (d: Date) => d.toISOString().slice(0, 10)

/**
 * Checks a season's span against the others under a table lock, so two concurrent writes cannot both pass:
 * the end must follow the start, and [start, end) may not overlap another season.
 */
async function assertFits(
  trx: Knex.Transaction,
  span: { seasonName: string; seasonStart: Date; seasonEnd: Date },
  exceptId?: string
) {
  if (span.seasonEnd <= span.seasonStart)
    throw new BadRequest("Invalid body: 'seasonEnd' must be after 'seasonStart'", {
      errors: [{ field: 'seasonEnd', message: 'must be after seasonStart' }]
    })
  await trx.raw('lock table seasons in share row exclusive mode')
  const clash: SeasonRow | undefined = await trx('seasons')
    .where('seasonStart', '<', span.seasonEnd)
    .where('seasonEnd', '>', span.seasonStart)
    .modify((q) => (exceptId ? q.whereNot('id', exceptId) : q))
    .first()
  if (clash) {
    throw new BadRequest(
      `Season '${span.seasonName}' overlaps season '${clash.seasonName}' (${day(clash.seasonStart)} to ${day(clash.seasonEnd)})`,
      { conflictsWith: clash.id }
    )
  }
  const named = await trx('seasons')
    .where('seasonName', span.seasonName)
    .modify((q) => (exceptId ? q.whereNot('id', exceptId) : q))
    .first('id')
  if (named) throw new Conflict(`A season is already named '${span.seasonName}'`, { field: 'seasonName' })
}

export async function createSeason(call: Call<unknown, unknown, SeasonCreate>) {
  const knex = call.app.get('knex')
  const span = {
    seasonName: call.body.seasonName.trim(),
    seasonStart: new Date(call.body.seasonStart),
    seasonEnd: new Date(call.body.seasonEnd)
  }
  const row = await knex.transaction(async (trx) => {
    await assertFits(trx, span)
    // Each body field is the column of its name, so a new field needs no line here; the span is worked out.
    const [created] = await trx('seasons')
      .insert({ id: randomUUID(), ...call.body, ...span })
      .returning('*')
    return created as SeasonRow
  })
  emitEntityEvent(call.app, seasonsEntity, 'created', row)
  return seasonsEntity.external(row)
}

export async function updateSeason(call: Call<{ id: string }, unknown, SeasonPatch>) {
  const knex = call.app.get('knex')
  const row = await knex.transaction(async (trx) => {
    const season = await seasons.find(trx, call.params.id)
    const span = {
      seasonName: call.body.seasonName?.trim() ?? season.seasonName,
      seasonStart: call.body.seasonStart ? new Date(call.body.seasonStart) : new Date(season.seasonStart),
      seasonEnd: call.body.seasonEnd ? new Date(call.body.seasonEnd) : new Date(season.seasonEnd)
    }
    await assertFits(trx, span, season.id)
    const [updated] = await trx('seasons')
      .where('id', season.id)
      .update({ ...call.body, ...span, updatedAt: new Date() })
      .returning('*')
    return updated as SeasonRow
  })
  emitEntityEvent(call.app, seasonsEntity, 'patched', row)
  return seasonsEntity.external(row)
}

/** A season with points goes only with `?confirm=true`, taking its ledger and statuses and lowering lifetimes. */
export async function deleteSeason(call: Call<{ id: string }, { confirm?: boolean }>) {
  const knex = call.app.get('knex')
  const { season, lifetimes } = await knex.transaction(async (trx) => {
    // Locked so no points land in the season while it goes (adding points takes a share lock on it).
    const season: SeasonRow | undefined = await trx('seasons').where('id', call.params.id).forUpdate().first()
    if (!season) throw new NotFound('Season not found')
    const users = Number((await trx('ranking_status').where('seasonId', season.id).count('* as n').first())?.n ?? 0)
    if (users && !call.query.confirm) {
      throw new Conflict(
        `Season '${season.seasonName}' has points for ${users} users; delete with ?confirm=true to remove them`,
        { users }
      )
    }
    let lifetimes: RankingStatusRow[] = []
    if (users) {
      const affected = trx('ranking_status').where('seasonId', season.id).select('userUuid')
      // Rows locked in user order, the order every points change takes them in, so the two cannot deadlock.
      await trx('ranking_status_lifetime').whereIn('userUuid', affected).orderBy('userUuid').forUpdate().select('id')
      lifetimes = (
        await trx.raw(
          `update ranking_status_lifetime l set balance = l.balance - s.balance, "updatedAt" = now()
           from ranking_status s where s."seasonId" = ? and s."userUuid" = l."userUuid" returning l.*`,
          [season.id]
        )
      ).rows
      await trx('points_ledger').where('seasonId', season.id).delete()
      await trx('ranking_status').where('seasonId', season.id).delete()
      await trx('ranking_totals').where('scope', season.id).delete()
    }
    await trx('seasons').where('id', season.id).delete()
    return { season, lifetimes }
  })
  emitEntityEvent(call.app, seasonsEntity, 'removed', season)
  for (const row of lifetimes)
    emitEntityEvent(call.app, lifetimeStatusEntity, 'patched', await rankedStatus(knex, row, null))
  return seasonsEntity.external(season)
}

/** The season running now, if any. */
export const runningSeason = (knex: Knex): Promise<SeasonRow | undefined> =>
  knex('seasons').where('seasonStart', '<=', knex.fn.now()).where('seasonEnd', '>', knex.fn.now()).first()

/** The season running now, or 404. */
export async function currentSeason({ app }: Call) {
  const season = await runningSeason(app.get('knex'))
  if (!season) throw new NotFound('No season is running')
  return seasonsEntity.external(season)
}
