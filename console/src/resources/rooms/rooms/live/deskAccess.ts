import { changeableRoomRoles, mayActOn, routes, type RoomUserRole } from '@spinroom/schemas'
import { currentCaller, useCanCall } from '../../../../auth/access.ts'

/** What the caller may do on a room's desk; each button shows only when its call would be allowed. */
export function useDeskAccess(roomId: string) {
  // The live actions (delete a message, kick) admit the same callers as the room's moderator routes.
  const moderate = useCanCall(routes.rooms.clearConversation, roomId)
  const grant = useCanCall(routes.rooms.grantRoomRole, roomId)
  const caller = currentCaller()
  const heldHere = caller.roomRoles?.[roomId]
  return {
    moderate,
    disableChat: grant && changeableRoomRoles(caller.roles, heldHere ? [heldHere] : []).includes('chatDisabled'),
    acts: useCanCall(routes.rooms.listRoomModerationActions, roomId)
  }
}

/**
 * Whom the caller may kick or silence from the desk: not themselves, not the room's owner, nobody who ranks above them
 * in the room (site roles of others are not in the live state: the API has the last word on those).
 */
export function deskTargets(roomId: string, roomRoles: readonly RoomUserRole[], selfUuid: string | null) {
  const caller = currentCaller()
  const heldHere = caller.roomRoles?.[roomId]
  const standing = { globalRoles: caller.roles, heldHere: heldHere ? [heldHere] : [] }
  return (uuid: string) => {
    const held = roomRoles.filter((r) => r.userUuid === uuid).map((r) => r.role)
    return uuid !== selfUuid && !held.includes('owner') && mayActOn(standing, { globalRoles: [], heldHere: held })
  }
}
