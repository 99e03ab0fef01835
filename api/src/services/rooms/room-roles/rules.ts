import { changeableRoomRoles, isModerator, type RoomRole } from '@spinroom/schemas'
import type { Caller } from '../../../declarations.ts'
import { Forbidden } from '../../../errors.ts'

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
