import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import type { ModerationComment, ModerationCommentCreate } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { NotFound } from '../../../errors.ts'
import { findUserById } from '../users/entity.ts'

const DEFAULT_LIMIT = 50

// The author's nickname is read at answer time, so a renamed moderator shows under their current name.
const withAuthor = (knex: Knex) =>
  knex('moderation_comments as c')
    .leftJoin('users as a', 'a.id', 'c.authorUuid')
    .select('c.id', 'c.userUuid', 'c.authorUuid', 'a.nickname as authorNickname', 'c.text', 'c.createdAt')

const toComment = (row: Record<string, unknown>): ModerationComment => ({
  ...(row as Omit<ModerationComment, 'createdAt'>),
  createdAt: (row.createdAt as Date).toISOString()
})

async function assertUserExists(knex: Knex, id: string) {
  if (!(await findUserById(knex, id))) throw new NotFound('User not found')
}

/** A moderator's note on a user. */
export async function addModerationComment(call: Call<unknown, unknown, ModerationCommentCreate>) {
  const knex = call.app.get('knex')
  await assertUserExists(knex, call.body.userUuid)
  const id = randomUUID()
  await knex('moderation_comments').insert({
    id,
    userUuid: call.body.userUuid,
    authorUuid: call.caller!.id,
    text: call.body.text
  })
  return toComment(await withAuthor(knex).where('c.id', id).first())
}

/** Newest first, `limit`/`offset` paged. */
export async function listModerationComments(call: Call<{ userId: string }, { limit?: number; offset?: number }>) {
  const knex = call.app.get('knex')
  await assertUserExists(knex, call.params.userId)
  const limit = call.query.limit ?? DEFAULT_LIMIT
  const offset = call.query.offset ?? 0
  const [{ total }] = await knex('moderation_comments')
    .where('userUuid', call.params.userId)
    .count<{ total: string | number }[]>({ total: '*' })
  const rows = await withAuthor(knex)
    .where('c.userUuid', call.params.userId)
    .orderBy([
      { column: 'c.createdAt', order: 'desc' },
      { column: 'c.id', order: 'desc' }
    ])
    .limit(limit)
    .offset(offset)
  return { data: rows.map(toComment), total: Number(total), limit, offset }
}
