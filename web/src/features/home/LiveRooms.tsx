import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { playerPaths, type Room } from '@spinroom/schemas'
import { LoadState } from '../shared/LoadState.tsx'
import { LiveRoomCard } from '../rooms/LiveRoomCard.tsx'
import { LiveHeading } from '../rooms/LiveHeading.tsx'
import { liveRooms } from '../rooms/room-live.ts'
import { useDjNames } from '../rooms/useDjNames.ts'
import type { Loadable } from '../rooms/loadable.ts'

/** The landing's first block: rooms where music plays now, the biggest audience first, each with a Join. */
export function LiveRooms({ rooms, query }: { rooms: Room[]; query: Loadable }) {
  const { t } = useTranslation()
  const live = liveRooms(rooms)
  const djNames = useDjNames(live)
  return (
    <Box component="section" aria-labelledby="live-title" data-testid="rooms-live">
      <LiveHeading level="h2" id="live-title" fontSize={{ xs: '1.5rem', sm: '1.9rem' }}>
        {t('rooms.landing.liveNow')}
      </LiveHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {live.length ? t('rooms.landing.liveLead') : t('rooms.landing.noneLive')}
      </Typography>
      <LoadState query={query}>
        {live.length ? (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', lg: live.length > 1 ? '1fr 1fr' : '1fr' }
            }}
          >
            {live.map((room) => (
              <li key={room.uuid}>
                <LiveRoomCard room={room} djNames={djNames} />
              </li>
            ))}
          </Box>
        ) : (
          <Button component={RouterLink} to={playerPaths.rooms} variant="contained" size="large">
            {t('rooms.landing.browse')}
          </Button>
        )}
      </LoadState>
    </Box>
  )
}
