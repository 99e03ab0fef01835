import type { roomListRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { favoriteRooms } from '../favorites/favorites.ts'
import {
  getRoom,
  getRoomByUuid,
  guildRooms,
  multipleRooms,
  myRooms,
  ownedRooms,
  privateCount,
  promotedRooms,
  publicRooms,
  roomsByPassword,
  serviceRooms
} from './lists.ts'
import { liveRoomCards } from './live-cards.ts'
import { recentlyVisitedRooms, recentRooms, recordVisit } from './visits.ts'

export const roomListHandlers: Handlers<typeof roomListRoutes> = {
  listPublicRooms: publicRooms,
  listLiveRoomCards: liveRoomCards,
  listPromotedRooms: promotedRooms,
  countPrivateRooms: privateCount,
  getRoom,
  getRoomByUuid,
  listRoomsByKeys: multipleRooms,
  listMyRooms: myRooms,
  listOwnedRooms: ownedRooms,
  listRoomsByPassword: roomsByPassword,
  listServiceRooms: serviceRooms,
  getServiceRoom: getRoom,
  listGuildRooms: guildRooms,
  listFavoriteRooms: favoriteRooms,
  recordRoomVisit: recordVisit,
  listRecentRooms: recentRooms,
  listRecentlyVisitedRooms: recentlyVisitedRooms
}
