import type { Knex } from 'knex'
import type { RankingStatus } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { adminList } from '../../../lib/list.ts'
import { NotFound } from '../../../errors.ts'
import { lifetimeStatusEntity, rankingStatusEntity, type RankingStatusRow } from './entity.ts'
import { rankedStatus } from './ranks.ts'

type Item = Partial<RankingStatus> & { id: string }
type Filters = { userUuid?: string; seasonId?: string; balance?: number }

/** Ranks of listed statuses in one query: per row, one more than the statuses of its season above it. */
async function withRanks(knex: Knex, lifetime: boolean, items: Item[]): Promise<Item[]> {
  if (!items.length) return items
  const table = lifetime ? 'ranking_status_lifetime' : 'ranking_status'
  const [seasonOf, sameScope] = lifetime ? ['null', ''] : ['r."seasonId"', 'and h."seasonId" = r."seasonId"']
  const { rows } = await knex.raw(
    `select r.id, ${seasonOf} as "seasonId", (select count(*) from ${table} h where h.balance > r.balance ${sameScope}) + 1 as rank
     from ${table} r where r.id = any(?)`,
    [items.map((i) => i.id)]
  )
  const byId = new Map<string, { rank: number; seasonId: string | null }>(
    rows.map((r: { id: string; rank: number; seasonId: string | null }) => [r.id, r])
  )
  return items.map((item) => ({
    ...item,
    seasonId: byId.get(item.id)?.seasonId ?? null,
    rank: Number(byId.get(item.id)?.rank),
    hasCurrentRankingStatus: true
  }))
}

/**
 * An admin list of statuses: the list-query language or simple-rest, plus the seed's plain filters, each row ranked.
 */
const listStatuses = (lifetime: boolean) => async (call: Call<unknown, Filters>) => {
  const { userUuid, seasonId, balance, ...rest } = call.query
  const where = Object.fromEntries(
    Object.entries({ userUuid, seasonId: lifetime ? undefined : seasonId, balance }).filter(([, v]) => v !== undefined)
  )
  const entity = lifetime ? lifetimeStatusEntity : rankingStatusEntity
  const result = (await adminList({ ...call, query: rest }, entity, where)) as Item[] | { data: Item[] }
  const knex = call.app.get('knex')
  if (Array.isArray(result)) return withRanks(knex, lifetime, result)
  return { ...result, data: await withRanks(knex, lifetime, result.data) }
}

const getStatus = (lifetime: boolean) => async (call: Call<{ id: string }>) => {
  const knex = call.app.get('knex')
  const row: RankingStatusRow | undefined = await knex(lifetime ? 'ranking_status_lifetime' : 'ranking_status')
    .where('id', call.params.id)
    .first()
  if (!row) throw new NotFound('Ranking status not found')
  return rankedStatus(knex, row, lifetime ? null : row.seasonId!)
}

export const listRankingStatuses = listStatuses(false)
export const listLifetimeStatuses = listStatuses(true)
export const getRankingStatus = getStatus(false)
export const getLifetimeStatus = getStatus(true)
