import { Typography } from '@mui/material'
import { useRecordContext } from 'react-admin'
import type { AuditEvent } from '@spinroom/schemas'

const MAX = 160

/** An event's record as one line of JSON, cut short; the whole of it goes into the CSV export. */
export const AuditRecordField = (_props: { label?: string; sortable?: boolean }) => {
  const event = useRecordContext<AuditEvent>()
  if (!event) return null
  const text = JSON.stringify(event.record)
  return (
    <Typography
      component="span"
      variant="body2"
      title={text}
      sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' }}
    >
      {text.length > MAX ? `${text.slice(0, MAX)}…` : text}
    </Typography>
  )
}

/** The device an event came from: platform, and whether signed in and in Discord. */
export const AuditDeviceField = (_props: { label?: string; sortable?: boolean }) => {
  const event = useRecordContext<AuditEvent>()
  if (!event) return null
  const { platform, isLoggedIn, isDiscord } = event.device
  return (
    <Typography component="span" variant="body2">
      {[platform, isLoggedIn ? '✓' : '–', isDiscord ? 'Discord' : ''].filter(Boolean).join(' · ')}
    </Typography>
  )
}
