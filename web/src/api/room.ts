import { useSyncExternalStore } from 'react'
import { RoomConnection, type RoomConnectionState } from '@spinroom/client'
import { api } from './client.ts'
import { dancefloorStore } from './player-storage.ts'

/**
 * The player's one live-room connection: joining a room drops the previous one (seed 002, "Room connection"); the room
 * it is in is kept as `currentDancefloor`, so that a reload goes back in.
 */
export const room = new RoomConnection({ live: api.live, onReconnect: api.onReconnect }, { store: dancefloorStore })

/** The room connection's state, re-rendering on every change. */
export function useRoomState(): RoomConnectionState {
  return useSyncExternalStore(room.subscribe, () => room.state)
}
