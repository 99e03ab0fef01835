import { useEffect, useState } from 'react'
import { createSocketClient, RoomConnection, type SocketClient } from '@spinroom/client'
import { readToken } from '../../../../auth/storage.ts'

/** The desk's socket and its connection to the shown live room. */
export interface LiveDesk {
  client: SocketClient
  room: RoomConnection
}

/** The socket's copy of the token lives in memory: the console keeps its login under its own key. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key)
  }
}

/**
 * Joins the live room as the signed-in moderator over a socket of its own, so its state, chat and audience come as they
 * happen; leaves when the desk closes. `failure`: why signing the socket in failed.
 */
export function useLiveConnection(roomUuid: string | undefined): { desk: LiveDesk | null; failure: unknown } {
  const [desk, setDesk] = useState<LiveDesk | null>(null)
  const [failure, setFailure] = useState<unknown>(null)
  useEffect(() => {
    if (!roomUuid) return
    const client = createSocketClient({ storage: memoryStorage() })
    const room = new RoomConnection({ live: client.live, onReconnect: client.onReconnect })
    let open = true
    setDesk({ client, room })
    setFailure(null)
    client
      .authenticate(readToken() ?? '')
      .then(async () => {
        if (open) await room.join(roomUuid, { observe: true })
      })
      // A refused join is in the room's state; a refused token is reported here.
      .catch((error: unknown) => {
        if (open && !room.state.error) setFailure(error)
      })
    return () => {
      open = false
      setDesk(null)
      void room.leave().finally(() => {
        room.close()
        client.close()
      })
    }
  }, [roomUuid])
  return { desk, failure }
}
