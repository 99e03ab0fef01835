import { useEffect, useState } from 'react'
import { room } from '../../api/room.ts'

/** The server's clock (ms), refreshed every `everyMs`: for progress bars and time left. */
export function useServerClock(everyMs = 500): number {
  const [now, setNow] = useState(() => room.serverNow())
  useEffect(() => {
    const timer = setInterval(() => setNow(room.serverNow()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}
