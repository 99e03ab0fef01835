import { useEffect, useState } from 'react'

/** The server's clock, read again every second while `active` (and at once when it turns on). */
export function useTicker(active: boolean, now: () => number): number {
  const [time, setTime] = useState(now)
  useEffect(() => {
    setTime(now())
    if (!active) return
    const timer = setInterval(() => setTime(now()), 1000)
    return () => clearInterval(timer)
  }, [active, now])
  return time
}
