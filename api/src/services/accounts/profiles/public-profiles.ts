import { profileRoutes, PublicProfileSchema, type ProfilesQueryType } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { picker } from '../../../lib/entity.ts'
import { takeSkipList } from '../../../lib/list.ts'
import { NotFound } from '../../../errors.ts'
import { findUserById, usersEntity, type UserRow } from '../users/entity.ts'

const publicFields = picker(PublicProfileSchema)

export const profileNotFound = () => new NotFound(profileRoutes.getPublicProfile.errors[404])

/** What anyone may see of an account. */
export const toPublicProfile = (user: Record<string, unknown>) => publicFields({ ...user, uuid: user.id })

/** Accounts banned for good or deactivated have no public profile; a temporary ban hides nothing. */
export const hasPublicProfile = (user: UserRow) =>
  user.status === 'active' || (user.status === 'banned' && !!user.bannedUntil)

/** An existing account by id, whatever its state; 404 'User profile not found' otherwise. */
export async function existingUser(app: Application, id: string): Promise<UserRow> {
  const user = await findUserById(app.get('knex'), id)
  if (!user) throw profileNotFound()
  return user
}

export async function publicProfile({ app, params }: Call<{ id: string }>) {
  const user = await existingUser(app, params.id)
  if (!hasPublicProfile(user)) throw profileNotFound()
  return toPublicProfile(user)
}

/** The whole account, whatever its state, for other services. */
export const serviceProfile = async ({ app, params }: Call<{ id: string }>) =>
  usersEntity.external(await existingUser(app, params.id))

/**
 * The public profiles of up to 150 accounts, in the order asked; unknown or hidden
 * ones are left out.
 */
export async function profilesBatch({ app, query }: Call<unknown, ProfilesQueryType>) {
  const ids = [...new Set(query.users)]
  if (!ids.length) return []
  const rows: UserRow[] = await app.get('knex')('users').whereIn('id', ids)
  const byId = new Map(rows.filter(hasPublicProfile).map((u) => [u.id, u]))
  return ids.flatMap((id) => (byId.has(id) ? [toPublicProfile(byId.get(id)!)] : []))
}

// The same table and fields as the users entity, newest change first.
const byUpdate = { ...usersEntity, defaultSort: { updatedAt: -1 as const } }

/** Public profiles of active accounts, recently updated first (SEO). */
export async function updatedProfiles(call: Call<unknown, { take?: number; skip?: number }>) {
  const page = await takeSkipList(call, byUpdate, { status: 'active' })
  return { ...page, data: page.data.map(toPublicProfile) }
}
