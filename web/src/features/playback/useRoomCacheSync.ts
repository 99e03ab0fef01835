import { useEffect } from 'react'
import { routes } from '@spinroom/schemas'
import { routeKey } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { room } from '../../api/room.ts'

/**
 * Seed 002, "Room connection": new room settings refresh the cached room; a played song refreshes the room's recent
 * songs (the one that ended is recorded now) and the caller's queue (a DJ's played song moves to its end).
 */
export function useRoomCacheSync(): void {
  useEffect(() => {
    const offSettings = room.on('updatedRoomSettings', () => {
      void queryClient.invalidateQueries({ queryKey: routeKey(routes.rooms.getRoom) })
    })
    const offPlayed = room.on('playedSong', () => {
      void queryClient.invalidateQueries({ queryKey: routeKey(routes.playlists.recentSongs) })
      void queryClient.invalidateQueries({ queryKey: routeKey(routes.playlists.listQueueSongs) })
    })
    return () => {
      offSettings()
      offPlayed()
    }
  }, [])
}
