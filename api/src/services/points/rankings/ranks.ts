import type { Knex } from 'knex'
import type { RankingStatus } from '@spinroom/schemas'
import { NotFound } from '../../../errors.ts'
import type { RankingStatusRow } from './entity.ts'

/** The statuses of one season, or the lifetime ones when seasonId is null. */
export const scoped = (knex: Knex, seasonId: string | null) =>
  seasonId ? knex('ranking_status').where('seasonId', seasonId) : knex('ranking_status_lifetime')

/** Competition rank of a balance: one more than the statuses above it, counted on the leaderboard index. */
export async function rankOf(knex: Knex, seasonId: string | null, balance: number): Promise<number> {
  const row = await scoped(knex, seasonId).where('balance', '>', balance).count('* as n').first()
  return Number(row?.n ?? 0) + 1
}

/** The external status of a row whose rank is known. */
export const toStatus = (row: RankingStatusRow, seasonId: string | null, rank: number): RankingStatus => ({
  id: row.id,
  userUuid: row.userUuid,
  seasonId,
  balance: Number(row.balance),
  rank,
  hasCurrentRankingStatus: true,
  updatedAt: new Date(row.updatedAt).toISOString()
})

export const rankedStatus = async (knex: Knex, row: RankingStatusRow, seasonId: string | null) =>
  toStatus(row, seasonId, await rankOf(knex, seasonId, Number(row.balance)))

/**
 * Competition ranks of many balances in one statement: the statuses above the lowest balance are read once along the
 * leaderboard index and counted per balance, and a running sum gives each balance one more than the statuses above it.
 */
export async function ranksOf(knex: Knex, seasonId: string | null, balances: number[]): Promise<Map<number, number>> {
  if (!balances.length) return new Map()
  const [table, inScope, scope] = seasonId
    ? ['ranking_status', '"seasonId" = ?', [seasonId]]
    : ['ranking_status_lifetime', 'true', []]
  const { rows } = (await knex.raw(
    `with wanted as (select distinct balance from unnest(?::bigint[]) as w(balance)),
     counted as (select balance, count(*) as n from ${table} where ${inScope} and balance > (select min(balance) from wanted) group by balance),
     merged as (select balance, sum(n) as n from (select balance, n from counted union all select balance, 0 from wanted) u group by balance),
     ranked as (select balance, 1 + coalesce(sum(n) over (order by balance desc rows between unbounded preceding and 1 preceding), 0) as rank from merged)
     select balance, rank from ranked where balance in (select balance from wanted)`,
    [balances, ...scope]
  )) as { rows: { balance: number | string; rank: number | string }[] }
  return new Map(rows.map((row) => [Number(row.balance), Number(row.rank)]))
}

/** The external statuses of many rows of one season (or lifetime), ranked together. */
export async function rankedStatuses(
  knex: Knex,
  rows: RankingStatusRow[],
  seasonId: string | null
): Promise<RankingStatus[]> {
  const ranks = await ranksOf(
    knex,
    seasonId,
    rows.map((row) => Number(row.balance))
  )
  return rows.map((row) => toStatus(row, seasonId, ranks.get(Number(row.balance))!))
}

/** The status of a user without points: balance 0 and no rank. */
export const noStatus = (userUuid: string, seasonId: string | null): RankingStatus => ({
  id: null,
  userUuid,
  seasonId,
  balance: 0,
  rank: null,
  hasCurrentRankingStatus: false,
  updatedAt: null
})

/** A user's status in a season (or lifetime). */
export async function statusOf(knex: Knex, userUuid: string, seasonId: string | null): Promise<RankingStatus> {
  const row: RankingStatusRow | undefined = await scoped(knex, seasonId).where('userUuid', userUuid).first()
  if (!row) return noStatus(userUuid, seasonId)
  return rankedStatus(knex, row, seasonId)
}

/** Throws 404 'User not found' unless the user exists. */
export async function assertUser(knex: Knex, userUuid: string): Promise<void> {
  if (!(await knex('users').where('id', userUuid).first('id'))) throw new NotFound('User not found')
}
