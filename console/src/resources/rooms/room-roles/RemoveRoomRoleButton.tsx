import RemoveCircleIcon from '@mui/icons-material/RemoveCircle'
import { changeableRoomRoles, routes, type RoomUserRole } from '@spinroom/schemas'
import { ConfirmedCallButton } from '../../../actions/ConfirmedCallButton.tsx'
import { currentCaller } from '../../../auth/access.ts'

const mayRemove = (role: RoomUserRole) => {
  const caller = currentCaller()
  const held = caller.roomRoles?.[String(role.roomId)]
  return changeableRoomRoles(caller.roles, held ? [held] : []).includes(role.role)
}

/** Removes the shown room role, with a reason; shown only where the caller may remove that role in that room. */
export const RemoveRoomRoleButton = () => (
  <ConfirmedCallButton<RoomUserRole>
    route={routes.rooms.removeRoomRole}
    roomId={(role) => String(role.roomId)}
    shown={mayRemove}
    reason="optional"
    call={(role, p, reason) =>
      p.call(routes.rooms.removeRoomRole, {
        params: { roomId: String(role.roomId) },
        body: { userUuid: role.userUuid, role: role.role, reason }
      })
    }
    name={(role) => role.role}
    label="spinroom.room_roles.remove"
    icon={<RemoveCircleIcon />}
    color="error"
    confirmTitle="spinroom.room_roles.remove_title"
    confirmContent="spinroom.room_roles.remove_content"
    done="spinroom.room_roles.removed"
  />
)
