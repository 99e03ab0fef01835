import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { routes, type Crate, type CrateEntry, type RouteResult } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import {
  patchCrate,
  patchCrateSongs,
  refreshCrates,
  restoreSnapshot,
  snapshotCrates,
  type CacheSnapshot
} from './crate-cache.ts'
import type { Notice } from './useNotice.tsx'

type SongsPage = RouteResult<typeof routes.playlists.listCrateSongs>

/** Positions stay dense and 0-based, counted from the page's offset. */
const renumber = (page: SongsPage, data: CrateEntry[]): SongsPage => ({
  ...page,
  data: data.map((entry, index) => ({ ...entry, position: page.offset + index }))
})

export function moveWithin<T>(list: T[], from: number, to: number): T[] {
  const next = [...list]
  const [moved] = next.splice(from, 1)
  if (moved !== undefined) next.splice(to, 0, moved)
  return next
}

function shuffled<T>(list: T[]): T[] {
  const next = [...list]
  for (let i = next.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[next[i], next[j]] = [next[j]!, next[i]!]
  }
  return next
}

/** Move, remove, shuffle and clear a crate's songs: shown at once, put back with the server's message if refused. */
export function useCrateSongMutations(crate: Crate, notify: (notice: Notice) => void) {
  const { t } = useTranslation()
  const { crateUuid, special } = crate
  const failed = (error: Error, _input: unknown, snapshot: CacheSnapshot | undefined) => {
    restoreSnapshot(snapshot)
    notify({ severity: 'error', text: t('crates.failed', { message: error.message }) })
  }
  const optimistic = <I>(change: (input: I) => void) => ({
    onMutate: async (input: I) => {
      const snapshot = await snapshotCrates()
      change(input)
      return snapshot
    },
    onError: failed,
    onSettled: refreshCrates
  })

  const move = useMutation<CrateEntry, Error, { entry: CrateEntry; newPosition: number }, CacheSnapshot>({
    mutationFn: ({ entry, newPosition }) =>
      api.call(routes.playlists.moveCrateSong, {
        params: { crateUuid, crateSongUuid: entry.crateSongUuid },
        body: { newPosition }
      }),
    ...optimistic(({ entry, newPosition }) =>
      patchCrateSongs(crateUuid, special, (page) => {
        const from = page.data.findIndex((item) => item.crateSongUuid === entry.crateSongUuid)
        const to = newPosition - page.offset
        return from < 0 || to < 0 || to >= page.data.length ? page : renumber(page, moveWithin(page.data, from, to))
      })
    )
  })

  const remove = useMutation<CrateEntry, Error, CrateEntry, CacheSnapshot>({
    mutationFn: (entry) =>
      api.call(routes.playlists.removeCrateSong, { params: { crateUuid, crateSongUuid: entry.crateSongUuid } }),
    ...optimistic((entry: CrateEntry) => {
      patchCrateSongs(crateUuid, special, (page) => ({
        ...renumber(
          page,
          page.data.filter((item) => item.crateSongUuid !== entry.crateSongUuid)
        ),
        count: Math.max(0, page.count - 1),
        total: Math.max(0, page.total - 1)
      }))
      patchCrate(crateUuid, (current) => ({ ...current, crateSongsNumber: Math.max(0, current.crateSongsNumber - 1) }))
    })
  })

  const shuffle = useMutation<Crate, Error, void, CacheSnapshot>({
    mutationFn: () => api.call(routes.playlists.shuffleCrate, { params: { crateUuid } }),
    ...optimistic(() => {
      patchCrateSongs(crateUuid, special, (page) => renumber(page, shuffled(page.data)))
      patchCrate(crateUuid, (current) => ({ ...current, currentPosition: 0 }))
    }),
    onSuccess: () => notify({ severity: 'success', text: t('crates.shuffled') })
  })

  const clear = useMutation<Crate, Error, void, CacheSnapshot>({
    mutationFn: () => api.call(special === 'likes' ? routes.playlists.clearLikes : routes.playlists.clearQueue),
    ...optimistic(() => {
      patchCrateSongs(crateUuid, special, (page) => ({ ...page, data: [], count: 0, total: 0 }))
      patchCrate(crateUuid, (current) => ({ ...current, crateSongsNumber: 0, currentPosition: 0, thumbnails: [] }))
    })
  })

  return { move, remove, shuffle, clear }
}
