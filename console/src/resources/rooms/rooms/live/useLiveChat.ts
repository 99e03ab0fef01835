import { useEffect, useState } from 'react'
import type { ChatMessage } from '@spinroom/schemas'
import type { LiveDesk } from './useLiveConnection.ts'
import { addMessage, mergeHistory, removeMessage, updateMessage } from './chatFeed.ts'

/**
 * The room's chat as it happens: the history once joined (again after each rejoin), then every message, change and
 * deletion the room sends.
 */
export function useLiveChat({ client, room }: LiveDesk, roomUuid: string) {
  const [feed, setFeed] = useState<ChatMessage[]>([])
  const [error, setError] = useState<unknown>(null)
  useEffect(() => {
    let current = true
    let fetched = false
    const fetchHistory = () =>
      client.live.chatHistory({ roomUuid }).then(
        (history) => current && setFeed((f) => mergeHistory(f, history)),
        (failure: unknown) => current && setError(failure)
      )
    const stops = [
      room.on('rejoin', () => {
        fetched = false
      }),
      room.on('change', (state) => {
        if (state.status !== 'joined' || fetched) return
        fetched = true
        void fetchHistory()
      }),
      room.on('stateless', (m) => {
        if (m.roomUuid !== roomUuid) return
        if (m.name === 'chatMessage') setFeed((f) => addMessage(f, m.params))
        else if (m.name === 'updatedChatMessage') setFeed((f) => updateMessage(f, m.params))
        else if (m.name === 'deletedChatMessage') setFeed((f) => removeMessage(f, m.params.uuid))
        else if (m.name === 'chatCleared') setFeed([])
      })
    ]
    if (room.state.status === 'joined') {
      fetched = true
      void fetchHistory()
    }
    return () => {
      current = false
      stops.forEach((stop) => stop())
    }
  }, [client, room, roomUuid])
  return { feed, error, removed: (uuid: string) => setFeed((f) => removeMessage(f, uuid)) }
}
