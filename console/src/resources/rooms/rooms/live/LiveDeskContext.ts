import { createContext, useContext, useSyncExternalStore } from 'react'
import type { RoomConnectionState } from '@spinroom/client'
import type { LiveDesk } from './useLiveConnection.ts'

export const LiveDeskContext = createContext<LiveDesk | null>(null)

/** The desk's socket and room connection; the desk renders its parts only once it has them. */
export function useLiveDesk(): LiveDesk {
  const desk = useContext(LiveDeskContext)
  if (!desk) throw new Error('useLiveDesk outside the live desk')
  return desk
}

/** The live room's connection state, re-rendering on every change. */
export function useLiveState(room: LiveDesk['room']): RoomConnectionState {
  return useSyncExternalStore(room.subscribe, () => room.state)
}
