import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward'
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatEntry } from './chat-log.ts'

const NEAR_BOTTOM_PX = 64

/**
 * The scrolling list: it follows the newest message unless the user scrolled up, then counts what arrived below
 * ("new messages") until they come back down. The user's own new message always brings them down.
 */
export function MessageList({
  log,
  selfUuid,
  placeholder,
  children
}: {
  log: ChatEntry[]
  selfUuid: string
  /** Shown above the (empty) list: loading, error or "no messages yet". */
  placeholder?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  const scroller = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const atBottom = useRef(true)
  const lastUuid = useRef<string | null>(null)
  const [unseen, setUnseen] = useState(0)

  const toBottom = (smooth = false) => {
    const el = scroller.current
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: smooth ? 'smooth' : 'auto' })
    atBottom.current = true
    setUnseen(0)
  }

  useLayoutEffect(() => {
    const newest = log[log.length - 1]
    const previous = lastUuid.current
    lastUuid.current = newest?.uuid ?? null
    if (!newest || newest.uuid === previous) return
    if (atBottom.current || newest.userUuid === selfUuid) return toBottom()
    const from = log.findIndex((m) => m.uuid === previous)
    setUnseen((n) => n + (from === -1 ? 1 : log.length - 1 - from))
  }, [log, selfUuid])

  // Reactions, song cards and images change heights: stay at the bottom if there.
  useEffect(() => {
    const el = scroller.current
    if (!el || !list.current || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight
    })
    observer.observe(list.current)
    return () => observer.disconnect()
  }, [])

  return (
    <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label={t('chat.messages')}
        onScroll={(e) => {
          const el = e.currentTarget
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX
          if (atBottom.current && unseen) setUnseen(0)
        }}
        sx={{
          flex: 1,
          overflowY: 'auto',
          overscrollBehavior: 'contain',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 }
        }}
      >
        {placeholder}
        <Box component="ul" ref={list} sx={{ m: 0, p: 0, py: 0.5 }}>
          {children}
        </Box>
      </Box>
      {unseen > 0 && (
        <Chip
          color="primary"
          icon={<ArrowDownwardIcon />}
          label={t('chat.newMessages', { count: unseen })}
          onClick={() => toBottom(true)}
          data-testid="new-messages"
          sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)', boxShadow: 6 }}
        />
      )}
    </Box>
  )
}
