import type { Knex } from 'knex'
import type { RankingStatus } from '@spinroom/schemas'
import { NotFound } from '../../errors.ts'
import type { RankingStatusRow } from './ranking-status.entity.ts'

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

export const rankedStatus = async (knex: Knex, row: RankingStatusRow, seasonId: string | null) => toStatus(row, seasonId, await rankOf(knex, seasonId, Number(row.balance)))

/** The status of a user without points: balance 0 and no rank. */
export const noStatus = (userUuid: string, seasonId: string | null): RankingStatus => ({ id: null, userUuid, seasonId, balance: 0, rank: null, hasCurrentRankingStatus: false, updatedAt: null })

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
