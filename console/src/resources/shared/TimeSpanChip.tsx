import { Chip } from '@mui/material'
import { useTranslate } from 'react-admin'

/**
 * Where a span of time (a season, an event) stands now, as a chip labelled `<labels>.past`, `<labels>.upcoming` or,
 * in green, `<labels>.<now>`.
 */
export const TimeSpanChip = ({
  start,
  end,
  labels,
  now
}: {
  start: string
  end: string
  labels: string
  now: string
}) => {
  const translate = useTranslate()
  const at = Date.now()
  const state = Date.parse(end) <= at ? 'past' : Date.parse(start) > at ? 'upcoming' : now
  return (
    <Chip
      size="small"
      variant="outlined"
      color={state === now ? 'success' : 'default'}
      label={translate(`${labels}.${state}`)}
    />
  )
}
