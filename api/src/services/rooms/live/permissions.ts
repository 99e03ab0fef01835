import type { Knex } from 'knex'
import { isModerator, roomManagerRoles, type DjType, type LiveUser, type RoomRole } from '@spinroom/schemas'
import type { Caller } from '../../../declarations.ts'
import { Forbidden, NotFound } from '../../../errors.ts'
import { isSubscriber } from '../../accounts/users/subscriber.ts'
import { activeRoomRoles, currentRoles } from '../room-roles/current.ts'
import { findRoom, roomKey, type RoomRow } from '../room-lookup.ts'
import { isGuestKicked } from './guest-kicks.ts'

/** Who acts in a live room and what they may do there, settled before the room's row is locked. */
export interface Actor {
  uuid: string
  caller: Caller
  roles: RoomRole[]
  isModerator: boolean
  live: LiveUser
}

const tokenRoleOrder = [
  'superUser',
  'admin',
  'globalModerator',
  'moderator',
  'staff',
  'promoter',
  'bot',
  'user'
] as const
const roomRoleOrder: RoomRole[] = ['owner', 'coOwner', 'moderator', 'dj']

function tokenRole(caller: Caller): LiveUser['tokenRole'] {
  if (caller.type === 'guest') return 'guest'
  if (caller.type === 'bot') return 'bot'
  return tokenRoleOrder.find((role) => caller.roles.includes(role)) ?? 'user'
}

/** Why a user may not DJ in a room, or null when they may (djType rules, guests, djDisabled). */
export function djRefusal(djType: DjType, caller: Caller, roles: RoomRole[]): string | null {
  if (caller.type === 'guest') return 'Guests cannot DJ'
  if (roles.includes('djDisabled')) return 'You are not allowed to DJ in this room'
  switch (djType) {
    case 'INVITE_ONLY':
      return roles.some((r) => r === 'dj' || roomManagerRoles.includes(r))
        ? null
        : 'Only invited DJs may DJ in this room'
    case 'PRO_PLAN_OWNER':
      // Seed 001 §6: "only the owner with a pro plan".
      return roles.includes('owner') && caller.user && isSubscriber(caller.user)
        ? null
        : 'Only the room owner with a pro plan may DJ in this room'
    case 'VERIFIED_ONLY':
      return caller.user?.badges?.includes('VERIFIED') ? null : 'Only verified users may DJ in this room'
    default:
      return null
  }
}

/**
 * The caller's roles in a room now; a guest's kick is no room role (roles belong to accounts) but keeps them out the
 * same way.
 */
async function rolesIn(knex: Knex, roomId: number, caller: Caller, address?: string): Promise<RoomRole[]> {
  if (caller.type === 'user' || caller.type === 'bot') return activeRoomRoles(knex, roomId, caller.id)
  return caller.type === 'guest' && (await isGuestKicked(knex, roomId, caller.id, address)) ? ['kicked'] : []
}

/** The caller as a live room sees them (from `address`, if known): roles there, moderation rights, allUsers entry. */
export async function actorIn(knex: Knex, room: RoomRow, caller: Caller, address?: string): Promise<Actor> {
  return actorWith(room, caller, await rolesIn(knex, room.id, caller, address))
}

/** The room of `key` and the caller in it, read in one query for an account's call (a vote, a chat message). */
export async function roomAndActor(
  knex: Knex,
  key: string,
  caller: Caller,
  address?: string
): Promise<{ room: RoomRow; actor: Actor }> {
  if (caller.type !== 'user' && caller.type !== 'bot') {
    const room = await findRoom(knex, key)
    return { room, actor: await actorIn(knex, room, caller, address) }
  }
  const { column, value } = roomKey(key)
  const roles = currentRoles(knex)
    .where({ userUuid: caller.id })
    .where('room_user_roles.roomId', knex.ref('rooms.id'))
    .select(knex.raw('role::text'))
  const row: (RoomRow & { callerRoles: RoomRole[] }) | undefined = await knex('rooms')
    .where(`rooms.${column}`, value)
    .first('rooms.*', knex.raw('array(?) as "callerRoles"', [roles]))
  if (!row) throw new NotFound('Room not found')
  const { callerRoles, ...room } = row
  return { room, actor: actorWith(room, caller, callerRoles) }
}

function actorWith(room: RoomRow, caller: Caller, roles: RoomRole[]): Actor {
  const token = tokenRole(caller)
  const moderator = isModerator(caller.roles) || roles.some((r) => roomManagerRoles.includes(r))
  const highestRole = roomRoleOrder.find((r) => roles.includes(r)) ?? token
  return {
    uuid: caller.id,
    caller,
    roles,
    isModerator: moderator,
    live: { uuid: caller.id, tokenRole: token, highestRole, canDj: djRefusal(room.djType, caller, roles) === null }
  }
}

/** Banned and kicked users stay out while the role lasts: out of the room, its actions and its purchases. */
export function assertMayEnter(actor: Actor): void {
  if (actor.roles.includes('banned')) throw new Forbidden('You are banned from this room')
  if (actor.roles.includes('kicked')) throw new Forbidden('You were kicked from this room')
}

/** A purchase made in a room: the room exists (404 naming it) and the buyer is neither kicked nor banned from it. */
export async function assertMayBuyIn(knex: Knex, roomUuid: string, caller: Caller): Promise<void> {
  const room: RoomRow | undefined = await knex('rooms').where('uuid', roomUuid).first()
  if (!room) throw new NotFound(`Room ${roomUuid} not found`)
  assertMayEnter(await actorIn(knex, room, caller))
}

export function assertModerator(actor: Actor): void {
  if (!actor.isModerator) throw new Forbidden('Only moderators of this room may do this')
}
