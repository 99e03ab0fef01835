import type { Call } from '../../../lib/endpoint.ts'
import { adminList } from '../../../lib/list.ts'
import { NotFound } from '../../../errors.ts'
import { findUserById, usersEntity } from './entity.ts'
import { emailsEntity } from '../emails/entity.ts'

/** Every account, in the admin list-query language or simple-rest. */
export const listUsers = (call: Call) => adminList(call, usersEntity)

export async function getUser({ app, params }: Call<{ id: string }>) {
  const user = await findUserById(app.get('knex'), params.id)
  if (!user) throw new NotFound('User not found')
  return usersEntity.external(user)
}

/** Every address of a user, deleted ones included, for account support. */
export async function userEmails({ app, params }: Call<{ id: string }>) {
  if (!(await findUserById(app.get('knex'), params.id))) throw new NotFound('User not found')
  return (await app.get('knex')('user_emails').where('userUuid', params.id).orderBy('createdAt')).map(
    emailsEntity.external
  )
}
