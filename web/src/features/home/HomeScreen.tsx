import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { Room } from '@spinroom/schemas'
import { FavoritesProvider } from '../rooms/FavoritesProvider.tsx'
import { usePromotedRooms, usePublicRooms } from '../rooms/room-lists.ts'
import { useIdentity } from '../session/useSession.ts'
import { UserAvatar } from '../session/UserAvatar.tsx'
import { LiveRooms } from './LiveRooms.tsx'
import { MoreRooms } from './MoreRooms.tsx'

const unique = (rooms: Room[]) => [...new Map(rooms.map((room) => [room.uuid, room])).values()]

/** The landing: a short hello, the rooms playing now with a Join, then the other rooms in short. */
export default function HomeScreen() {
  const { t } = useTranslation()
  const identity = useIdentity()
  const promoted = usePromotedRooms()
  const publicRooms = usePublicRooms(0)
  const rooms = unique([...(promoted.data ?? []), ...(publicRooms.data?.data ?? [])])
  // Either list is enough to show rooms; both failing is an error.
  const query = {
    isPending: promoted.isPending && publicRooms.isPending,
    error: promoted.error && publicRooms.error,
    refetch: () => Promise.all([promoted.refetch(), publicRooms.refetch()])
  }
  const greeting = identity.isLoggedIn
    ? t('home.greetingUser', { nickname: identity.nickname })
    : t('home.greetingGuest', { nickname: identity.nickname })
  return (
    <FavoritesProvider>
      <Container maxWidth="lg" sx={{ py: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: { xs: 3, sm: 4 }, minWidth: 0 }}>
          <UserAvatar identity={identity} size={44} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              variant="h5"
              component="h1"
              sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
              data-testid="greeting"
            >
              {greeting}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {identity.isLoggedIn ? t('home.leadUser') : t('home.leadGuest')}
            </Typography>
          </Box>
          <Chip
            size="small"
            variant="outlined"
            color={identity.isLoggedIn ? 'primary' : 'default'}
            label={t(`tokenType.${identity.type}`)}
            data-testid="identity-type"
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          />
        </Box>
        <Stack spacing={{ xs: 4, sm: 5 }}>
          <LiveRooms rooms={rooms} query={query} />
          <MoreRooms rooms={rooms} query={query} />
        </Stack>
      </Container>
    </FavoritesProvider>
  )
}
