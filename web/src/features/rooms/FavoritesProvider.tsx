import { createContext, use, useMemo, useState, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { useMutation, useMutationState } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { routes, type Room, type RoomFavorite } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { describeError } from '../../api/errors.ts'
import { useCall } from '../../api/queries.ts'
import { useIdentity } from '../session/useSession.ts'
import {
  applyFavorite,
  favoritesInput,
  refreshFavorites,
  restoreFavorites,
  snapshotFavorites,
  type FavoritesSnapshot
} from './favorites-cache.ts'

export interface Favorites {
  /** Guests have no favorites: their cards show no toggle. */
  enabled: boolean
  isFavorite(room: Room): boolean
  isPending(room: Room): boolean
  toggle(room: Room): void
}

const FavoritesContext = createContext<Favorites>({
  enabled: false,
  isFavorite: () => false,
  isPending: () => false,
  toggle: () => undefined
})

export const useFavorites = () => use(FavoritesContext)

interface Toggle {
  room: Room
  /** The favorite to remove; none: add one. */
  current: RoomFavorite | undefined
}
const mutationKey = ['rooms', 'toggleFavorite']

/** Favorites of a signed-in user for every room list below it: toggled optimistically, rolled back with a message. */
export function FavoritesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const identity = useIdentity()
  const [failure, setFailure] = useState<string | null>(null)
  const favorites = useCall(routes.rooms.listRoomFavorites, favoritesInput, {
    enabled: identity.isLoggedIn,
    staleTime: 60_000
  })
  const pending = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Toggle).room.uuid
  })
  const { mutate } = useMutation<unknown, Error, Toggle, FavoritesSnapshot>({
    mutationKey,
    mutationFn: ({ room, current }) =>
      current
        ? api.call(routes.rooms.deleteRoomFavorite, { params: { id: current.id } })
        : api.call(routes.rooms.createRoomFavorite, { body: { roomUuid: room.uuid } }),
    onMutate: async ({ room, current }) => {
      const snapshot = await snapshotFavorites()
      const now = new Date().toISOString()
      applyFavorite(
        room,
        current ? null : { id: `pending-${room.uuid}`, roomUuid: room.uuid, userUuid: identity.id, createdAt: now }
      )
      return snapshot
    },
    // The real favorite replaces the placeholder at once, so toggling it off again names the right one.
    onSuccess: (result, { room, current }) => {
      if (!current) applyFavorite(room, result as RoomFavorite)
    },
    onError: (error, _toggle, snapshot) => {
      if (snapshot) restoreFavorites(snapshot)
      const described = describeError(error)
      const message = described.kind === 'server' ? described.message : t(`rooms.${described.kind}`)
      setFailure(t('rooms.favoriteFailed', { message }))
    },
    onSettled: refreshFavorites
  })

  const value = useMemo<Favorites>(() => {
    const byRoom = new Map((favorites.data?.data ?? []).map((f) => [f.roomUuid, f]))
    return {
      enabled: identity.isLoggedIn && favorites.isSuccess,
      isFavorite: (room) => byRoom.has(room.uuid),
      isPending: (room) => pending.includes(room.uuid),
      toggle: (room) => mutate({ room, current: byRoom.get(room.uuid) })
    }
  }, [favorites.data, favorites.isSuccess, identity.isLoggedIn, pending, mutate])

  return (
    <FavoritesContext value={value}>
      {children}
      <Snackbar
        open={failure !== null}
        autoHideDuration={6000}
        onClose={() => setFailure(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" variant="filled" onClose={() => setFailure(null)} data-testid="favorite-error">
          {failure}
        </Alert>
      </Snackbar>
    </FavoritesContext>
  )
}
