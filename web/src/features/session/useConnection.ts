import { useSyncExternalStore } from 'react'
import { socket } from '../../api/client.ts'

function subscribe(onChange: () => void) {
  socket.on('connect', onChange)
  socket.on('disconnect', onChange)
  return () => {
    socket.off('connect', onChange)
    socket.off('disconnect', onChange)
  }
}

/** Whether the real-time connection to the server is up. */
export function useConnected(): boolean {
  return useSyncExternalStore(subscribe, () => socket.connected)
}
