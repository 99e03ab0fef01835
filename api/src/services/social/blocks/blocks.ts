import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import { isAdmin, type BlockCreate, type BlockedUser, type BlockedUsersQueryType } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { BadRequest, Forbidden, NotFound } from '../../../errors.ts'
import { assertUser, offsetPage, removeRecord, withUser } from '../records.ts'
import { blockedUsersEntity } from './entity.ts'

type Row = Record<string, unknown> & { id: string }

/** The users who blocked `userUuid`: they do not get that user's chat messages. */
export const blockersOf = (knex: Knex, userUuid: string): Promise<string[]> =>
  knex('blocked_users').where('blockedUserUuid', userUuid).pluck('userUuid')

/** A subquery of the users `userUuid` blocked. */
export const blockedBy = (knex: Knex, userUuid: string) =>
  knex('blocked_users').where('userUuid', userUuid).select('blockedUserUuid')

/** Whether `blocker` blocked `blocked`. */
export const hasBlocked = async (knex: Knex, blocker: string, blocked: string) =>
  !!(await knex('blocked_users').where({ userUuid: blocker, blockedUserUuid: blocked }).first('id'))

const blocks = (knex: Knex) =>
  withUser(knex('blocked_users as b').select('b.*'), 'b.blockedUserUuid', 'blockedUser')
    .orderBy('b.createdAt', 'desc')
    .orderBy('b.id')

const external = (row: Row) => blockedUsersEntity.external(row) as BlockedUser

async function findBlock(knex: Knex, id: string): Promise<Row> {
  const row: Row | undefined = await blocks(knex).where('b.id', id).first()
  if (!row) throw new NotFound('Block not found')
  return row
}

/** Idempotent: blocking twice answers the same block. */
export async function blockUser(call: Call<unknown, unknown, BlockCreate>): Promise<BlockedUser> {
  const knex = call.app.get('knex')
  const me = call.caller!.id
  const target = call.body.blockedUserUuid
  if (target === me)
    throw new BadRequest("You cannot block yourself ('blockedUserUuid')", {
      errors: [{ field: 'blockedUserUuid', message: 'is you' }]
    })
  await assertUser(knex, target)
  const inserted = await knex('blocked_users')
    .insert({ id: randomUUID(), userUuid: me, blockedUserUuid: target })
    .onConflict(['userUuid', 'blockedUserUuid'])
    .ignore()
    .returning('id')
  const row: Row = await blocks(knex).where({ 'b.userUuid': me, 'b.blockedUserUuid': target }).first()
  if (inserted.length) emitEntityEvent(call.app, blockedUsersEntity, 'created', row)
  return external(row)
}

export const listBlocks = (call: Call<unknown, BlockedUsersQueryType>) => {
  const { blockedUserUuid, userUuid = call.caller!.id } = call.query
  if (userUuid !== call.caller!.id && !isAdmin(call.caller!.roles))
    throw new Forbidden("Only administrators may read another user's blocks")
  const query = blocks(call.app.get('knex'))
    .where('b.userUuid', userUuid)
    .modify((q) => (blockedUserUuid ? q.where('b.blockedUserUuid', blockedUserUuid) : q))
  return offsetPage(query, call.query, external)
}

export const blockOwner = async (call: Call<{ id: string }>) =>
  (await call.app.get('knex')('blocked_users').where('id', call.params.id).first('userUuid'))?.userUuid as
    string | undefined

export const getBlock = async (call: Call<{ id: string }>) =>
  external(await findBlock(call.app.get('knex'), call.params.id))

export const unblock = async (call: Call<{ id: string }>) =>
  removeRecord<BlockedUser>(call.app, blockedUsersEntity, await findBlock(call.app.get('knex'), call.params.id))
