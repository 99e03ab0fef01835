import { Typography } from '@mui/material'
import { useRecordContext } from 'react-admin'
import type { ModerationAction } from '@spinroom/schemas'

const show = (value: unknown) =>
  Array.isArray(value)
    ? value.join(', ')
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value)
      : String(value)

/** The record's details (role, previousRoles, capability, badges, until…) as `key: value` lines. */
export const ModerationDetailsField = (_props: { label?: string; source?: string; sortable?: boolean }) => {
  const details = useRecordContext<ModerationAction>()?.details ?? {}
  const entries = Object.entries(details)
  if (!entries.length) return <span>—</span>
  return (
    <Typography component="div" variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
      {entries.map(([key, value]) => (
        <div key={key}>
          {key}: {show(value)}
        </div>
      ))}
    </Typography>
  )
}
