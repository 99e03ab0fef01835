import type { roomFavoriteRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { addFavorite, favoriteOwner, listFavorites, removeFavorite } from './favorites.ts'

export const roomFavoriteHandlers: Handlers<typeof roomFavoriteRoutes> = {
  createRoomFavorite: addFavorite,
  listRoomFavorites: listFavorites,
  deleteRoomFavorite: { handler: removeFavorite, owner: favoriteOwner }
}
