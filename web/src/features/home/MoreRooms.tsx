import Button from '@mui/material/Button'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router-dom'
import { playerPaths, type Room } from '@spinroom/schemas'
import { RoomSection } from '../rooms/RoomSection.tsx'
import { isPlaying } from '../rooms/room-live.ts'
import { useFavoriteRooms } from '../rooms/room-lists.ts'
import { useIdentity } from '../session/useSession.ts'
import type { Loadable } from '../rooms/loadable.ts'

/** Seed 002 lists in short on the landing: four cards each, the rest on /rooms. */
const SHORT = 4

/** After the live rooms: the user's favorites, then the other rooms, in short (a room shows once). */
export function MoreRooms({ rooms, query }: { rooms: Room[]; query: Loadable }) {
  const { t } = useTranslation()
  const { isLoggedIn } = useIdentity()
  const favorites = useFavoriteRooms(isLoggedIn)
  const favoriteUuids = new Set((favorites.data ?? []).map((room) => room.uuid))
  const allRooms = (
    <Button component={RouterLink} to={playerPaths.rooms} endIcon={<ArrowForwardIcon />}>
      {t('rooms.landing.allRooms')}
    </Button>
  )
  return (
    <>
      {isLoggedIn && (favorites.data?.length ?? 0) > 0 && (
        <RoomSection
          id="home-favorites"
          title={t('rooms.favorites')}
          query={favorites}
          rooms={favorites.data ?? []}
          empty={t('rooms.noFavorites')}
          limit={SHORT}
        />
      )}
      <RoomSection
        id="home-more"
        title={t('rooms.landing.more')}
        query={query}
        rooms={rooms.filter((room) => !isPlaying(room) && !favoriteUuids.has(room.uuid))}
        empty={t('rooms.noPublic')}
        limit={SHORT}
        action={allRooms}
      />
    </>
  )
}
