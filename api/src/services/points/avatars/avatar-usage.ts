import type { Knex } from 'knex'
import type { AvatarUsageReason, User } from '@spinroom/schemas'
import { BadRequest, Forbidden } from '../../../errors.ts'
import type { AvatarRow } from './entity.ts'
import { isSubscriber } from '../../accounts/users/subscriber.ts'

/** What the usage rule needs to know of a user. */
export interface AvatarHolder {
  id: string
  subscriber: boolean
  hasDiscord: boolean
  /** Ids of the avatars assigned to the user. */
  assigned: ReadonlySet<string>
}

/** The facts about a user that decide which avatars they may use; undefined when there is no such user. */
export async function avatarHolder(knex: Knex, userUuid: string): Promise<AvatarHolder | undefined> {
  const user: (Pick<User, 'id' | 'badges'> & { subscriptionLevel: string | null }) | undefined = await knex('users')
    .where('id', userUuid)
    .first('id', 'badges', 'subscriptionLevel')
  if (!user) return undefined
  const discord = await knex('external_identities').where({ provider: 'discord', userUuid }).first('userUuid')
  const assigned: { avatarId: string }[] = await knex('avatar_assignments')
    .where('userUuid', userUuid)
    .select('avatarId')
  return {
    id: user.id,
    subscriber: isSubscriber(user),
    hasDiscord: !!discord,
    assigned: new Set(assigned.map((a) => a.avatarId))
  }
}

type UsageFields = Pick<AvatarRow, 'id' | 'avatarStatus' | 'discordOnly'>

/**
 * The one rule of who may use an avatar: a Discord link first when the avatar asks for it, then assignment, then its
 * status.
 */
export function avatarUsage(
  avatar: UsageFields,
  holder: AvatarHolder
): { allowed: boolean; reason: AvatarUsageReason } {
  if (avatar.discordOnly && !holder.hasDiscord) return { allowed: false, reason: 'discord account required' }
  if (holder.assigned.has(avatar.id)) return { allowed: true, reason: 'assigned' }
  if (avatar.avatarStatus === 'PUBLIC') return { allowed: true, reason: 'public' }
  if (avatar.avatarStatus === 'SUBSCRIBER_ONLY')
    return holder.subscriber ? { allowed: true, reason: 'subscriber' } : { allowed: false, reason: 'subscribers only' }
  return { allowed: false, reason: 'not assigned' }
}

/**
 * For a profile change of `avatarId`: 400 for an unknown slug, 403 when the user may not use it; null clears and always
 * passes.
 */
export async function assertMayUseAvatar(knex: Knex, userUuid: string, slug: string | null | undefined): Promise<void> {
  if (slug === null || slug === undefined) return
  const avatar: AvatarRow | undefined = await knex('avatars').where('slug', slug).first()
  if (!avatar) throw new BadRequest('Avatar not found', { errors: [{ field: 'avatarId', message: 'names no avatar' }] })
  const holder = await avatarHolder(knex, userUuid)
  // An unknown user is the caller's to report (404 from the profile change).
  if (holder && !avatarUsage(avatar, holder).allowed) throw new Forbidden('You may not use this avatar')
}
