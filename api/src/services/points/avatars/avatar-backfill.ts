import type { Knex } from 'knex'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { NotFound } from '../../../errors.ts'
import { avatarAssignmentsEntity, type AssignmentRow, type AvatarRow } from './entity.ts'

const DEFAULT_LIMIT = 1000

/** Rows of `ranking_status as rs` whose user lacks the avatar whose id is in `avatarId` (a column or a value). */
const withoutAvatar = (knex: Knex, q: Knex.QueryBuilder, avatarId: Knex.Raw) =>
  q.whereNotExists(
    knex('avatar_assignments as a')
      .where('a.avatarId', avatarId)
      .whereRaw('a."userUuid" = rs."userUuid"')
      .select(knex.raw('1'))
  )

/**
 * Gives each SEASON_AWARD avatar of the season to the users whose balance reached its threshold, at most `limit` in
 * all, highest balances first; running it again creates only what is missing.
 */
export async function backfillAchievedAvatars(call: Call<{ seasonId: string }, { limit?: number }>) {
  const knex = call.app.get('knex')
  const { seasonId } = call.params
  if (!(await knex('seasons').where('id', seasonId).first('id'))) throw new NotFound('Season not found')
  const avatars: Pick<AvatarRow, 'id' | 'pointsThreshold'>[] = await knex('avatars')
    .where({ seasonId, avatarStatus: 'SEASON_AWARD' })
    .orderBy('pointsThreshold', 'desc')
    .orderBy('id')
    .select('id', 'pointsThreshold')
  let budget = call.query.limit ?? DEFAULT_LIMIT
  let created = 0
  for (const avatar of avatars) {
    if (budget === 0) break
    const avatarId = knex.raw('?::uuid', [avatar.id])
    const earners = withoutAvatar(knex, knex('ranking_status as rs'), avatarId)
      .where('rs.seasonId', seasonId)
      .where('rs.balance', '>=', avatar.pointsThreshold!)
      .orderBy('rs.balance', 'desc')
      .orderBy('rs.userUuid')
      .limit(budget)
      .select(knex.raw('gen_random_uuid()'), avatarId, 'rs.userUuid', knex.raw("'SEASON_AWARD'"), knex.fn.now())
    // Concurrent runs may pick the same users: the unique (avatarId, userUuid) keeps one and the other skips it.
    const rows: AssignmentRow[] = await knex
      .into(knex.raw('avatar_assignments ("id", "avatarId", "userUuid", "assignmentType", "createdAt")'))
      .insert(earners)
      .onConflict(['avatarId', 'userUuid'])
      .ignore()
      .returning('*')
    for (const row of rows) emitEntityEvent(call.app, avatarAssignmentsEntity, 'created', row)
    created += rows.length
    budget -= rows.length
  }
  const [{ n }] = await withoutAvatar(knex, knex('ranking_status as rs'), knex.raw('??', ['av.id']))
    .join('avatars as av', (j) => j.on('av.seasonId', 'rs.seasonId').andOn('rs.balance', '>=', 'av.pointsThreshold'))
    .where('rs.seasonId', seasonId)
    .where('av.avatarStatus', 'SEASON_AWARD')
    .count<{ n: string | number }[]>('* as n')
  return { created, remaining: Number(n) }
}
