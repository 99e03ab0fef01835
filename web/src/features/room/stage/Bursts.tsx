import { useEffect, useRef, useState } from 'react'
import Box from '@mui/material/Box'
import { keyframes } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import type { LiveRoomState } from '@spinroom/schemas'
import { room } from '../../../api/room.ts'
import { memberOf } from '../live-users.ts'

interface Burst {
  id: number
  text: string
  left: number
}

const rise = keyframes`
  0% { transform: translateY(0) scale(0.6); opacity: 0; }
  15% { opacity: 1; transform: translateY(-20px) scale(1.15); }
  100% { transform: translateY(-220px) scale(1); opacity: 0; }
`
const lifetimeMs = 2400
let nextId = 0

/** One-time animations (`playedOneTimeAnimation`): each rises over the stage once, then goes. */
export function Bursts({ live }: { live: LiveRoomState }) {
  const { t } = useTranslation()
  const [bursts, setBursts] = useState<Burst[]>([])
  // The state is copied on every patch: the listener reads the latest through a ref instead of resubscribing.
  const latest = useRef(live)
  useEffect(() => {
    latest.current = live
  })

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>()
    const off = room.on('stateless', (message) => {
      if (message.name !== 'playedOneTimeAnimation') return
      const { animation, emoji, userUuid } = message.params
      const text =
        animation === 'emoji' && emoji
          ? emoji
          : t('room.animations.jumped', { nickname: memberOf(latest.current, userUuid).nickname })
      const burst = { id: nextId++, text, left: 10 + Math.random() * 75 }
      setBursts((all) => [...all, burst])
      const timer = setTimeout(() => {
        timers.delete(timer)
        setBursts((all) => all.filter((b) => b.id !== burst.id))
      }, lifetimeMs)
      timers.add(timer)
    })
    return () => {
      off()
      timers.forEach(clearTimeout)
    }
  }, [t])

  return (
    <Box aria-hidden sx={{ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: 1 }} data-testid="bursts">
      {bursts.map((burst) => (
        <Box
          key={burst.id}
          sx={{
            position: 'absolute',
            bottom: 24,
            left: `${burst.left}%`,
            fontSize: burst.text.length > 4 ? '1rem' : '2.4rem',
            fontWeight: 800,
            whiteSpace: 'nowrap',
            animation: `${rise} ${lifetimeMs}ms ease-out forwards`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' }
          }}
        >
          {burst.text}
        </Box>
      ))}
    </Box>
  )
}
