import { ModeratedUserSchema, type moderationRoutes } from '@spinroom/schemas'
import type { CallOf } from '../../../lib/domain.ts'
import { picker } from '../../../lib/entity.ts'
import { feathersList } from '../../../lib/list.ts'
import { textSearch } from '../../../lib/list-query.ts'
import { NotFound } from '../../../errors.ts'
import { findUserById, usersEntity } from '../users/entity.ts'

type Routes = typeof moderationRoutes
const moderatedUser = picker(ModeratedUserSchema)

// The sign-in address and every other one the user holds (a report may name a payments or work address).
const searchedFields = ['nickname', 'email', 'emailAddresses']

/** Users whose nickname or an address holds `q` (case-insensitive), newest first, in the fields a moderator needs. */
export async function searchUsersAsModerator(call: CallOf<Routes['searchUsersAsModerator']>) {
  const search = call.query.q?.trim()
  const where = search ? textSearch(searchedFields, search) : {}
  const page = await feathersList(call, usersEntity, where)
  return { ...page, data: page.data.map(moderatedUser) }
}

export async function getUserAsModerator({ app, params }: CallOf<Routes['getUserAsModerator']>) {
  const user = await findUserById(app.get('knex'), params.id)
  if (!user) throw new NotFound('User not found')
  return moderatedUser(usersEntity.external(user))
}
