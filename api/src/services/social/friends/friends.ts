import type { Knex } from 'knex'
import type { Friend } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { NotFound } from '../../../errors.ts'
import { offsetPage, withUser } from '../records.ts'
import { friendsEntity } from './entity.ts'

export type FriendRow = Record<string, unknown> & { id: string; userUuid: string; friendUuid: string }

export const friendExternal = (row: FriendRow) => friendsEntity.external(row) as Friend

export const friendRows = (knex: Knex) =>
  withUser(knex('friends as fr').select('fr.*'), 'fr.friendUuid', 'friend')
    .orderBy('fr.createdAt', 'desc')
    .orderBy('fr.id')

export const areFriends = async (knex: Knex, a: string, b: string) =>
  !!(await knex('friends').where({ userUuid: a, friendUuid: b }).first('id'))

async function findFriend(knex: Knex, id: string): Promise<FriendRow> {
  const row: FriendRow | undefined = await friendRows(knex).where('fr.id', id).first()
  if (!row) throw new NotFound('Friendship not found')
  return row
}

/** Either of the two friends owns a side of their friendship. */
export async function friendOwners(call: Call<{ id: string }>) {
  const row = await call.app.get('knex')('friends').where('id', call.params.id).first('userUuid', 'friendUuid')
  return row ? [row.userUuid as string, row.friendUuid as string] : undefined
}

export const getFriend = async (call: Call<{ id: string }>) =>
  friendExternal(await findFriend(call.app.get('knex'), call.params.id))

/** Both sides go, whichever of the two asks. */
export async function unfriend(call: Call<{ id: string }>): Promise<Friend> {
  const knex = call.app.get('knex')
  const row = await findFriend(knex, call.params.id)
  const sides: FriendRow[] = await friendRows(knex).where((q) =>
    q
      .where({ 'fr.userUuid': row.userUuid, 'fr.friendUuid': row.friendUuid })
      .orWhere({ 'fr.userUuid': row.friendUuid, 'fr.friendUuid': row.userUuid })
  )
  await knex('friends')
    .whereIn(
      'id',
      sides.map((side) => side.id)
    )
    .delete()
  for (const side of sides) emitEntityEvent(call.app, friendsEntity, 'removed', side)
  return friendExternal(row)
}

export const listFriends = (call: Call<{ id: string }, { limit?: number; offset?: number; page?: number }>) =>
  offsetPage(friendRows(call.app.get('knex')).where('fr.userUuid', call.params.id), call.query, friendExternal)
