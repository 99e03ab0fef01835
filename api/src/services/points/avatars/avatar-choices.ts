import type { Knex } from 'knex'
import type { Call } from '../../../lib/endpoint.ts'
import { NotFound } from '../../../errors.ts'
import { avatars, toAvatar, type AvatarRow } from './entity.ts'
import { avatarHolder, avatarUsage } from './avatar-usage.ts'

const byName = (q: Knex.QueryBuilder) => q.orderBy('name').orderBy('slug')

/** By the same rule as a profile change. */
export async function usableAvatars(call: Call) {
  const knex = call.app.get('knex')
  const holder = (await avatarHolder(knex, call.caller!.id))!
  const candidates: AvatarRow[] = await knex('avatars')
    .where((q) => q.whereIn('avatarStatus', ['PUBLIC', 'SUBSCRIBER_ONLY']).orWhereIn('id', [...holder.assigned]))
    .modify(byName)
  return candidates.filter((avatar) => avatarUsage(avatar, holder).allowed).map(toAvatar)
}

const withStatus = async (call: Call, status: AvatarRow['avatarStatus']) =>
  ((await call.app.get('knex')('avatars').where('avatarStatus', status).modify(byName)) as AvatarRow[]).map(toAvatar)

export const subscriberAvatars = (call: Call) => withStatus(call, 'SUBSCRIBER_ONLY')

export const publicAvatars = (call: Call) => withStatus(call, 'PUBLIC')

export async function avatarUsageOf(call: Call<{ slug: string; uuid: string }>) {
  const knex = call.app.get('knex')
  const avatar = await avatars.find(knex, call.params.slug)
  const holder = await avatarHolder(knex, call.params.uuid)
  if (!holder) throw new NotFound('User not found')
  return { slug: avatar.slug, userUuid: holder.id, ...avatarUsage(avatar, holder) }
}
