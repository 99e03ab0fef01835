import { useEffect } from 'react'
import { routes } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'

/** Rooms change songs every minute or so: read them again this often, and when a song shown ends. */
const REFRESH_MS = 15_000
/** After a song's end, the next one needs a moment to be written. */
const AFTER_END_MS = 1500
const input = { query: { limit: 12 } }

/** The front door's live rooms, kept fresh: read again every 15 s and right after the first song shown ends. */
export function useLiveRoomCards() {
  const cards = useCall(routes.rooms.listLiveRoomCards, input, { refetchInterval: REFRESH_MS })
  const { refetch } = cards
  const ends = (cards.data ?? []).flatMap((room) => (room.endTime && room.endTime > Date.now() ? [room.endTime] : []))
  const nextEnd = ends.length ? Math.min(...ends) : null
  useEffect(() => {
    if (nextEnd === null) return
    const timer = setTimeout(() => void refetch(), nextEnd - Date.now() + AFTER_END_MS)
    return () => clearTimeout(timer)
  }, [nextEnd, refetch])
  return cards
}
