import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { Room } from '@spinroom/schemas'
import { LoadState } from '../shared/LoadState.tsx'
import { RoomGrid } from './RoomGrid.tsx'
import type { Loadable } from './loadable.ts'

/** One titled room list: its loading and error states, then its cards (at most `limit` of them). */
export function RoomSection({
  id,
  title,
  query,
  rooms,
  empty,
  limit,
  action
}: {
  id: string
  title: string
  query: Loadable
  rooms: Room[]
  empty: string
  limit?: number
  action?: ReactNode
}) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} data-testid={`rooms-${id}`}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' } }}>
          {title}
        </Typography>
        {action}
      </Box>
      <LoadState query={query}>
        <RoomGrid rooms={limit === undefined ? rooms : rooms.slice(0, limit)} empty={empty} />
      </LoadState>
    </Box>
  )
}
