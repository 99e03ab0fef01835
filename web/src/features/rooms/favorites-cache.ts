import type { Room, RoomFavorite, RouteResult } from '@spinroom/schemas'
import { routes } from '@spinroom/schemas'
import { callKey } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { favoriteRoomsInput } from './room-lists.ts'

type Favorites = RouteResult<typeof routes.rooms.listRoomFavorites>

/** Every favorite of the caller (the API's largest page), read once: each list marks its cards from it. */
export const favoritesInput = { query: { limit: 1000 } }
export const favoritesKey = callKey(routes.rooms.listRoomFavorites, favoritesInput)
export const favoriteRoomsKey = callKey(routes.rooms.listFavoriteRooms, favoriteRoomsInput)

/** What the two caches held before an optimistic change, to put back when the server refuses it. */
export interface FavoritesSnapshot {
  favorites: Favorites | undefined
  rooms: Room[] | undefined
}

export async function snapshotFavorites(): Promise<FavoritesSnapshot> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: favoritesKey }),
    queryClient.cancelQueries({ queryKey: favoriteRoomsKey })
  ])
  return {
    favorites: queryClient.getQueryData<Favorites>(favoritesKey),
    rooms: queryClient.getQueryData<Room[]>(favoriteRoomsKey)
  }
}

export function restoreFavorites(snapshot: FavoritesSnapshot) {
  queryClient.setQueryData(favoritesKey, snapshot.favorites)
  queryClient.setQueryData(favoriteRoomsKey, snapshot.rooms)
}

/** Marks a room favorite (or not) in both caches at once, so every list shows it before the server answers. */
export function applyFavorite(room: Room, favorite: RoomFavorite | null) {
  queryClient.setQueryData<Favorites>(favoritesKey, (old) => {
    if (!old) return old
    const others = old.data.filter((f) => f.roomUuid !== room.uuid)
    const data = favorite ? [favorite, ...others] : others
    return { ...old, data, total: data.length }
  })
  queryClient.setQueryData<Room[]>(favoriteRoomsKey, (old) => {
    if (!old) return old
    const others = old.filter((r) => r.uuid !== room.uuid)
    return favorite ? [room, ...others] : others
  })
}

export const refreshFavorites = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: favoritesKey }),
    queryClient.invalidateQueries({ queryKey: favoriteRoomsKey })
  ])
