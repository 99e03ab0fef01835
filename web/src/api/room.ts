import { useSyncExternalStore } from 'react'
import { RoomConnection, type RoomConnectionState } from '@spinroom/client'
import { api } from './client.ts'

/** The player's one live-room connection: joining a room drops the previous one (seed 002, "Room connection"). */
export const room = new RoomConnection({ live: api.live, onReconnect: api.onReconnect })

/** The room connection's state, re-rendering on every change. */
export function useRoomState(): RoomConnectionState {
  return useSyncExternalStore(room.subscribe, () => room.state)
}
