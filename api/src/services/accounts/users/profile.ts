import { PublicProfileSchema, type UserProfilePatch } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { picker } from '../../../lib/entity.ts'
import { takeSkipList } from '../../../lib/list.ts'
import { usersEntity, usersService } from './entity.ts'
import { assertNicknameFree, writingNickname } from './nicknames.ts'
import { profileChecks } from './profile-checks.ts'

/** The caller's own account. */
export const ownProfile = async ({ caller }: Call) => usersEntity.external(caller!.user!)

/** The caller updates their own profile; the change reaches their sockets and admins. */
export async function updateOwnProfile({ app, caller, body }: Call<unknown, unknown, UserProfilePatch>) {
  const knex = app.get('knex')
  await assertNicknameFree(knex, body.nickname, caller!.id)
  await profileChecks.run(app, knex, caller!.id, body)
  const updated = await writingNickname(
    body.nickname,
    usersService(app).patch(caller!.id, { ...body, updatedAt: new Date() })
  )
  return usersEntity.external(updated)
}

const publicFields = picker(PublicProfileSchema)
const toPublic = (user: Record<string, unknown>) => publicFields({ ...user, uuid: user.id })

/** Public profiles of active accounts, `take`/`skip` paged (SEO). */
export async function allProfiles(call: Call<unknown, { take?: number; skip?: number }>) {
  const page = await takeSkipList(call, usersEntity, { status: 'active' })
  return { ...page, data: page.data.map(toPublic) }
}
