import type { Knex } from 'knex'
import type { CommunityMember, CommunityMembership } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { planOffsetList } from '../../../lib/list-query.ts'
import { NotFound } from '../../../errors.ts'
import { communitiesEntity } from './entity.ts'
import { findCommunity } from './communities.ts'

type Paging = { limit?: number; offset?: number; page?: number }

/** Limit and offset of a `limit`/`offset` (or `page`) list. */
export const pagingOf = (query: Paging) => {
  const plan = planOffsetList(communitiesEntity, query)
  return { limit: plan.limit, offset: plan.skip }
}

/** Makes a user a member or not; doing it twice changes nothing. */
async function setMembership(
  knex: Knex,
  communityKey: string,
  userUuid: string,
  member: boolean
): Promise<CommunityMembership> {
  const community = await findCommunity(knex, communityKey)
  if (member) {
    if (!(await knex('users').where('id', userUuid).first('id'))) throw new NotFound('User not found')
    await knex('community_members')
      .insert({ communityId: community.id, userUuid })
      .onConflict(['communityId', 'userUuid'])
      .ignore()
  } else {
    await knex('community_members').where({ communityId: community.id, userUuid }).delete()
  }
  return { communityId: community.id, userUuid, member }
}

/** Members, first joined first, with their nickname and avatar. */
export async function communityMembers({ app, params, query }: Call<{ id: string }, Paging>) {
  const knex = app.get('knex')
  const community = await findCommunity(knex, params.id)
  const { limit, offset } = pagingOf(query)
  const members = knex('community_members').where('communityId', community.id)
  const [{ total }] = await members.clone().count<{ total: number }[]>('* as total')
  const rows: (Omit<CommunityMember, 'joinedAt'> & { joinedAt: Date })[] = await members
    .clone()
    .join('users', 'users.id', 'community_members.userUuid')
    .orderBy([{ column: 'community_members.joinedAt' }, { column: 'community_members.userUuid' }])
    .limit(limit)
    .offset(offset)
    .select(
      'community_members.communityId',
      'community_members.userUuid',
      'users.nickname',
      'users.avatarId',
      'community_members.joinedAt'
    )
  return { data: rows.map((r) => ({ ...r, joinedAt: r.joinedAt.toISOString() })), total: Number(total), limit, offset }
}

export const joinCommunity = ({ app, params, caller }: Call<{ id: string }>) =>
  setMembership(app.get('knex'), params.id, caller!.id, true)
export const leaveCommunity = ({ app, params, caller }: Call<{ id: string }>) =>
  setMembership(app.get('knex'), params.id, caller!.id, false)
export const addCommunityMember = ({ app, params }: Call<{ id: string; userId: string }>) =>
  setMembership(app.get('knex'), params.id, params.userId, true)
export const removeCommunityMember = ({ app, params }: Call<{ id: string; userId: string }>) =>
  setMembership(app.get('knex'), params.id, params.userId, false)

/** The communities the caller is in, latest joined first. */
export async function userCommunities({ app, query, caller }: Call<unknown, Paging>) {
  const knex = app.get('knex')
  const { limit, offset } = pagingOf(query)
  const mine = knex('community_members').where('community_members.userUuid', caller!.id)
  const [{ total }] = await mine.clone().count<{ total: number }[]>('* as total')
  const rows = await mine
    .clone()
    .join('communities', 'communities.id', 'community_members.communityId')
    .orderBy([{ column: 'community_members.joinedAt', order: 'desc' }, { column: 'communities.id' }])
    .limit(limit)
    .offset(offset)
    .select('communities.*')
  return { data: rows.map(communitiesEntity.external), total: Number(total), limit, offset }
}
