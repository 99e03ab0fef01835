import type { roomAdminRoutes, roomRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { getRoom } from '../room-lists/lists.ts'
import { roomOfId } from '../room-lookup.ts'
import { clearGuestPassword, listRooms, setGuestPassword } from './admin.ts'
import { deletePoster, pinMessages, uploadPoster } from './media.ts'
import { createGuildRoom, createRoomHandler, deleteRoom, deleteUserRooms, patchUserRooms, updateRoom } from './rooms.ts'

const userSelf = (call: { params: { userId: string } }) => call.params.userId
const onRoom = <H>(handler: H) => ({ handler, room: roomOfId })

export const roomHandlers: Handlers<typeof roomRoutes> = {
  createRoom: createRoomHandler,
  createGuildRoom,
  updateRoom: onRoom(updateRoom),
  updateRoomInfrastructure: onRoom(updateRoom),
  deleteRoom: onRoom(deleteRoom),
  updateRoomAdmin: updateRoom,
  promoteRoom: updateRoom,
  setRoomDjType: onRoom(updateRoom),
  setRoomLiveAudio: onRoom(updateRoom),
  setRoomLiveState: onRoom(updateRoom),
  setRoomDjSeats: onRoom(updateRoom),
  uploadRoomPoster: onRoom(uploadPoster),
  deleteRoomPoster: onRoom(deletePoster),
  setRoomExternalUrl: onRoom(updateRoom),
  pinMessages: onRoom(pinMessages),
  deleteUserRooms: { handler: deleteUserRooms, owner: userSelf },
  updateUserRooms: { handler: patchUserRooms, owner: userSelf }
}

export const roomAdminHandlers: Handlers<typeof roomAdminRoutes> = {
  listAdminRooms: listRooms,
  getAdminRoom: getRoom,
  setGuestPassword,
  clearGuestPassword
}
