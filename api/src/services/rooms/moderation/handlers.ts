import type { roomModerationRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { roomOfId } from '../room-lookup.ts'
import { getModeratedRoom, listModeratedRooms, listRoomModerationActions } from './moderated-rooms.ts'

export const roomModerationHandlers: Handlers<typeof roomModerationRoutes> = {
  listModeratedRooms,
  getModeratedRoom: { handler: getModeratedRoom, room: roomOfId },
  listRoomModerationActions: { handler: listRoomModerationActions, room: roomOfId }
}
