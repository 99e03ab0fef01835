import type { Knex } from 'knex'
import { changeableRoomRoles, isModerator, mayActOn, type RoomRole } from '@spinroom/schemas'
import type { Caller } from '../../../declarations.ts'
import { Forbidden } from '../../../errors.ts'
import { activeRoomRoles } from './current.ts'

/**
 * Who may grant or remove a room role: a global moderator or admin, or the room's owner or co-owner, any role;
 * the room's moderator, restriction roles only (banned, kicked, chatDisabled, djDisabled). The owner role is
 * never granted or removed this way, only moved by change-owner.
 */
export function assertMayChangeRole(caller: Caller, callerRoomRoles: readonly RoomRole[], role: RoomRole): void {
  if (role === 'owner') throw new Forbidden('The owner role cannot be granted or removed: use change-owner')
  if (changeableRoomRoles(caller.roles, callerRoomRoles).includes(role)) return
  if (callerRoomRoles.includes('moderator')) {
    throw new Forbidden(
      'Room moderators may only grant or remove restrictions (banned, kicked, chatDisabled, djDisabled)'
    )
  }
  throw new Forbidden("Only the room's owners and moderators may change its roles")
}

/** Who may run a room's chat group (sync its members): as above, any of the room's managers. */
export function assertMayManageRoom(caller: Caller, callerRoomRoles: readonly RoomRole[]): void {
  if (isModerator(caller.roles)) return
  if (callerRoomRoles.some((r) => r === 'owner' || r === 'coOwner' || r === 'moderator')) return
  throw new Forbidden("Only the room's owners and moderators may do this")
}

/** Refuses a kick, ban or role change aimed at someone who ranks above the caller in the room (mayActOn). */
export async function assertMayActOn(
  knex: Knex,
  roomId: number,
  caller: Caller,
  callerRoomRoles: readonly RoomRole[],
  targetUuid: string
): Promise<void> {
  const user: { roles: string[] | null } | undefined = await knex('users')
    .where('id', targetUuid)
    .first('roles')
    .catch(() => undefined)
  const target = {
    globalRoles: user?.roles ?? [],
    heldHere: user ? await activeRoomRoles(knex, roomId, targetUuid) : []
  }
  if (!mayActOn({ globalRoles: caller.roles, heldHere: callerRoomRoles }, target))
    throw new Forbidden('You cannot act on someone who ranks above you in this room')
}
