import type { roomRoleRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { roomOfRoomId } from '../room-lookup.ts'
import { joinRoomChat, syncRoomChat } from './chat.ts'
import {
  adminRoomRoles,
  changeRoomOwner,
  grantRoomRole,
  listRoomRoles,
  noDancefloorUsers,
  removeRoomRole,
  userRoomRoles
} from './user-roles.ts'

export const roomRoleHandlers: Handlers<typeof roomRoleRoutes> = {
  listRoomUserRoles: adminRoomRoles,
  grantRoomRole,
  removeRoomRole,
  listRoomRoles,
  listUserRoomRoles: userRoomRoles,
  changeRoomOwner: { handler: changeRoomOwner, room: roomOfRoomId },
  listNoDancefloorUsers: noDancefloorUsers,
  syncRoomChat,
  joinRoomChat
}
