import { changeableRoomRoles, routes } from '@spinroom/schemas'
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
