import { useState } from 'react'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import type { Room } from '@spinroom/schemas'
import { useIdentity } from '../session/useSession.ts'
import { CommunityRooms } from './CommunityRooms.tsx'
import { FavoritesProvider } from './FavoritesProvider.tsx'
import { GuildRooms } from './GuildRooms.tsx'
import { PrivateRoomCount } from './PrivateRoomCount.tsx'
import { PublicRooms } from './PublicRooms.tsx'
import { RoomSearchField } from './RoomSearchField.tsx'
import { RoomSection } from './RoomSection.tsx'
import { useFavoriteRooms, useOwnedRooms, usePromotedRooms, usePublicRooms, useRecentRooms } from './room-lists.ts'
import { useDebounced } from './useDebounced.ts'

/** Discord servers whose rooms to list: the one the page was opened for (`?guild=`), then those of rooms seen. */
function guildIds(opened: string | null, lists: (Room[] | undefined)[]): string[] {
  const seen = lists.flatMap((rooms) => (rooms ?? []).flatMap((room) => room.discordGuildId ?? []))
  return [...new Set([...(opened && /^\d+$/.test(opened) ? [opened] : []), ...seen])]
}

function RoomLists() {
  const { t } = useTranslation()
  const { isLoggedIn } = useIdentity()
  const [params] = useSearchParams()
  const promoted = usePromotedRooms()
  const favorites = useFavoriteRooms(isLoggedIn)
  const recent = useRecentRooms(isLoggedIn)
  const owned = useOwnedRooms(isLoggedIn)
  const firstPublicPage = usePublicRooms(0)
  const guilds = guildIds(params.get('guild'), [
    promoted.data,
    favorites.data,
    recent.data,
    owned.data,
    firstPublicPage.data?.data
  ])
  return (
    <>
      <RoomSection
        id="promoted"
        title={t('rooms.promoted')}
        query={promoted}
        rooms={promoted.data ?? []}
        empty={t('rooms.noPromoted')}
      />
      {isLoggedIn && (
        <>
          <RoomSection
            id="favorites"
            title={t('rooms.favorites')}
            query={favorites}
            rooms={favorites.data ?? []}
            empty={t('rooms.noFavorites')}
          />
          <RoomSection
            id="recent"
            title={t('rooms.recent')}
            query={recent}
            rooms={recent.data ?? []}
            empty={t('rooms.noRecent')}
          />
          <RoomSection
            id="owned"
            title={t('rooms.owned')}
            query={owned}
            rooms={owned.data ?? []}
            empty={t('rooms.noOwned')}
          />
        </>
      )}
      <PublicRooms search="" />
      {guilds.map((guildId, index) => (
        <GuildRooms key={guildId} guildId={guildId} index={index} />
      ))}
      {isLoggedIn && <CommunityRooms />}
    </>
  )
}

/** The rooms page (`playerPaths.rooms`): every list of rooms a player may see, and a search by name. */
export default function RoomsScreen() {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const settled = useDebounced(search.trim())
  return (
    <FavoritesProvider>
      <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            justifyContent: 'space-between',
            gap: 2,
            mb: { xs: 3, sm: 4 }
          }}
        >
          <Box>
            <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '1.8rem', sm: '2.4rem' } }}>
              {t('rooms.title')}
            </Typography>
            <Typography color="text.secondary">{t('rooms.lead')}</Typography>
          </Box>
          <Box sx={{ width: { xs: '100%', md: 360 } }}>
            <RoomSearchField value={search} onChange={setSearch} />
          </Box>
        </Box>
        <Stack spacing={{ xs: 4, sm: 5 }}>
          {settled ? <PublicRooms search={settled} /> : <RoomLists />}
          <PrivateRoomCount />
        </Stack>
      </Container>
    </FavoritesProvider>
  )
}
