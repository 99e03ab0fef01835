import {
  mayGrantRole,
  moderationRoutes,
  type AddRole,
  type AdminProfilePatch,
  type ChangeBadges,
  type KickResult,
  type ModerationTarget,
  type TemporaryBan,
  type UserRole,
  type userCapabilities
} from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest, Conflict, Forbidden, NotFound } from '../../../errors.ts'
import { moderate } from './moderation.ts'
import { closeUserSockets } from './sessions.ts'
import { usersEntity } from '../users/entity.ts'
import { assertNicknameFree, writingNickname } from '../users/nicknames.ts'
import { revokeTokensNow } from '../users/revocation.ts'
import { endBotSessions } from '../entry/bots.ts'
import { BOT_OWNER_BANNED } from '../../../auth/strategies.ts'
import { profileChecks } from '../users/profile-checks.ts'

/** Closes the user's open sockets (each is told why first); the account stays usable. */
export async function kick(call: Call<unknown, unknown, ModerationTarget>): Promise<KickResult> {
  const { userUuid, reason } = call.body
  await moderate(call as Call, userUuid, () => ({ records: [{ actionType: 'globalKick', reason }] }))
  const disconnected = closeUserSockets(call.app, userUuid, 'kicked', { reason: reason ?? null, until: null })
  return { userUuid, disconnected }
}

async function banUntil(call: Call, userUuid: string, until: Date | null, reason: string | undefined) {
  const user = await moderate(call, userUuid, (target) => ({
    // Revoked, not only refused while banned: the tokens stay dead after the ban is lifted.
    changes: { status: 'banned', bannedUntil: until, ...revokeTokensNow() },
    records: [
      until
        ? { actionType: 'temporaryBan', reason, details: { until: until.toISOString(), previousStatus: target.status } }
        : { actionType: 'globalBan', reason, details: { previousStatus: target.status } }
    ]
  }))
  closeUserSockets(call.app, userUuid, 'banned', { reason: reason ?? null, until: until?.toISOString() ?? null })
  await endBotSessions(call.app, userUuid, 'banned', { reason: BOT_OWNER_BANNED, until: until?.toISOString() ?? null })
  return usersEntity.external(user)
}

/** Banned until unbanned; existing tokens stop working at once and open sockets are closed. */
export const ban = (call: Call<unknown, unknown, ModerationTarget>) =>
  banUntil(call as Call, call.body.userUuid, null, call.body.reason)

/** Like a ban, lapsing by itself at `until`. */
export function temporaryBan(call: Call<unknown, unknown, TemporaryBan>) {
  const until = new Date(call.body.until)
  if (until.getTime() <= Date.now())
    throw new BadRequest("Invalid body: 'until' must be in the future", {
      errors: [{ field: 'until', message: 'must be in the future' }]
    })
  return banUntil(call as Call, call.body.userUuid, until, call.body.reason)
}

/** Lifts a ban, lapsed or not. */
export async function unban(call: Call<unknown, unknown, ModerationTarget>) {
  const { userUuid, reason } = call.body
  const user = await moderate(call as Call, userUuid, (target) => {
    if (target.status !== 'banned') throw new Conflict('This user is not banned')
    return { changes: { status: 'active', bannedUntil: null }, records: [{ actionType: 'globalUnBan', reason }] }
  })
  return usersEntity.external(user)
}

async function grantRole(call: Call, userUuid: string, role: UserRole, reason: string | undefined) {
  if (!mayGrantRole(role, call.caller!.roles)) throw new Forbidden(`Only administrators may grant the ${role} role`)
  const user = await moderate(call, userUuid, (target) => {
    if (target.roles.includes(role)) throw new Forbidden(moderationRoutes.addRole.errors[403])
    return {
      changes: { roles: [...target.roles, role] },
      records: [{ actionType: 'grantRole', reason, role, details: { previousRoles: target.roles } }]
    }
  })
  return usersEntity.external(user)
}

export const addRole = (call: Call<unknown, unknown, AddRole>) =>
  grantRole(call as Call, call.body.userUuid, call.body.role, call.body.reason)

/** Administrators only, like every privileged role. */
export const addGlobalModeratorRole = (call: Call<unknown, unknown, ModerationTarget>) =>
  grantRole(call as Call, call.body.userUuid, 'globalModerator', call.body.reason)

type CapabilityCall = Call<{ id: string; capability: (typeof userCapabilities)[number] }>

/** 403 'This user has already this role' when it is held. */
export async function addCapability(call: CapabilityCall) {
  const { id, capability } = call.params
  const user = await moderate(call as Call, id, (target) => {
    if (target.capabilities.includes(capability)) throw new Forbidden(moderationRoutes.addCapability.errors[403])
    return {
      changes: { capabilities: [...target.capabilities, capability] },
      records: [{ actionType: 'grantRole', details: { capability } }]
    }
  })
  return usersEntity.external(user)
}

export async function removeCapability(call: CapabilityCall) {
  const { id, capability } = call.params
  const user = await moderate(call as Call, id, (target) => {
    if (!target.capabilities.includes(capability)) throw new NotFound('This user does not have this capability')
    return {
      changes: { capabilities: target.capabilities.filter((c) => c !== capability) },
      records: [{ actionType: 'removeRole', details: { capability } }]
    }
  })
  return usersEntity.external(user)
}

/**
 * Sets the badges; what was added is recorded as a grant, what was taken away as a
 * removal.
 */
export async function changeBadges(call: Call<unknown, unknown, ChangeBadges>) {
  const { userUuid, badges, reason } = call.body
  const user = await moderate(call as Call, userUuid, (target) => {
    const added = badges.filter((b) => !target.badges.includes(b))
    const removed = target.badges.filter((b) => !badges.includes(b))
    if (!added.length && !removed.length) return { records: [] }
    return {
      changes: { badges },
      records: [
        ...(added.length ? [{ actionType: 'grantRole' as const, reason, details: { badges: added } }] : []),
        ...(removed.length ? [{ actionType: 'removeRole' as const, reason, details: { badges: removed } }] : [])
      ]
    }
  })
  return usersEntity.external(user)
}

/**
 * A moderator corrects someone's profile (a nickname, a picture id, an offensive text).
 */
export async function updateProfileAsModerator(call: Call<unknown, unknown, AdminProfilePatch>) {
  const { userUuid, ...profile } = call.body
  await assertNicknameFree(call.app.get('knex'), profile.nickname, userUuid)
  await profileChecks.run(call.app, call.app.get('knex'), userUuid, profile)
  const user = moderate(call as Call, userUuid, () => ({ changes: profile, records: [] }))
  return usersEntity.external(await writingNickname(profile.nickname, user))
}
