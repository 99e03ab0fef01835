import { Box, Typography } from '@mui/material'
import { useRecordContext } from 'react-admin'
import type { AuditEvent } from '@spinroom/schemas'
import { AuditRecordSummary } from './AuditRecordSummary.tsx'

/** An event's record in words; the whole of it as JSON in the tooltip and the CSV export. */
export const AuditRecordField = (_props: { label?: string; sortable?: boolean }) => {
  const event = useRecordContext<AuditEvent>()
  if (!event) return null
  return (
    <Box component="span" title={JSON.stringify(event.record)}>
      <AuditRecordSummary record={event.record} />
    </Box>
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
