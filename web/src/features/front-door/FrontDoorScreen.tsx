import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { PREVIEW_SONGS_THRESHOLD, roomPage, type LiveRoomCard } from '@spinroom/schemas'
import { LanguageSwitch } from '../language/LanguageSwitch.tsx'
import { useAttempt } from '../session/useAttempt.ts'
import { useSession } from '../session/useSession.ts'
import { LoadState } from '../shared/LoadState.tsx'
import { LiveHeading } from '../rooms/LiveHeading.tsx'
import { FrontDoorHeader } from './FrontDoorHeader.tsx'
import { JoinInvite } from './JoinInvite.tsx'
import { LiveRoomTile } from './LiveRoomTile.tsx'
import { useLiveRoomCards } from './useLiveRoomCards.ts'

/**
 * The player's `/` before any sign-in: the rooms playing now, each one tap from listening as a guest (the tap is the
 * gesture that lets the browser play sound).
 */
export default function FrontDoorScreen() {
  const { t } = useTranslation()
  const { continueAsGuest } = useSession()
  const cards = useLiveRoomCards()
  const open = useAttempt<string>()
  const rooms = cards.data ?? []
  const listen = (room: LiveRoomCard) => void open.attempt(room.slug, () => continueAsGuest(roomPage(room.slug)))

  return (
    <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
      <FrontDoorHeader />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, flex: 1 }}>
        <LiveHeading level="h1" fontSize={{ xs: '1.6rem', sm: '2.2rem' }}>
          {t('frontDoor.title')}
        </LiveHeading>
        <Typography color="text.secondary" sx={{ mb: { xs: 2, sm: 3 } }}>
          {rooms.length || cards.isPending
            ? t('frontDoor.lead', { count: PREVIEW_SONGS_THRESHOLD })
            : t('frontDoor.noneLive')}
        </Typography>
        {open.error && (
          <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }}>
            {open.error}
          </Alert>
        )}
        <LoadState query={cards}>
          <Box
            component="ul"
            aria-label={t('frontDoor.rooms')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }
            }}
          >
            {rooms.map((room) => (
              <li key={room.uuid}>
                <LiveRoomTile
                  room={room}
                  opening={open.pending === room.slug}
                  disabled={open.pending !== null}
                  onListen={listen}
                />
              </li>
            ))}
          </Box>
        </LoadState>
        <JoinInvite />
        <Box sx={{ display: { xs: 'flex', sm: 'none' }, justifyContent: 'center', mt: 3 }}>
          <LanguageSwitch />
        </Box>
      </Container>
    </Box>
  )
}
