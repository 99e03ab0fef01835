import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { routes, type Crate, type CrateImport, type CrateImportStarted, type RouteResult } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { routeKey } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { patchCrate, refreshCrates, restoreSnapshot, snapshotCrates, type CacheSnapshot } from './crate-cache.ts'
import { nextNewCrateName } from './new-crate-name.ts'
import type { Notice } from './useNotice.tsx'

type CratePage = RouteResult<typeof routes.playlists.listMyCrates>

/** Puts a crate first in the cached first page of my crates (newest first, as the API lists them). */
function prependCrate(crate: Crate) {
  queryClient.setQueriesData<CratePage>({ queryKey: routeKey(routes.playlists.listMyCrates) }, (page) =>
    page && page.offset === 0
      ? { ...page, data: [crate, ...page.data].slice(0, page.limit || undefined), total: page.total + 1 }
      : page && { ...page, total: page.total + 1 }
  )
}

function dropCrate(crateUuid: string) {
  queryClient.setQueriesData<CratePage>({ queryKey: routeKey(routes.playlists.listMyCrates) }, (page) =>
    page && page.data.some((crate) => crate.crateUuid === crateUuid)
      ? { ...page, data: page.data.filter((crate) => crate.crateUuid !== crateUuid), total: page.total - 1 }
      : page
  )
}

const cachedNames = () =>
  queryClient
    .getQueriesData<CratePage>({ queryKey: routeKey(routes.playlists.listMyCrates) })
    .flatMap(([, page]) => page?.data.map((crate) => crate.crateName) ?? [])

const draftCrate = (fields: Pick<Crate, 'crateUuid' | 'crateName' | 'userUuid'> & Partial<Crate>): Crate => {
  const now = new Date().toISOString()
  return {
    shortId: '',
    description: null,
    special: null,
    thumbnails: [],
    crateSongsNumber: 0,
    currentPosition: 0,
    importStatus: null,
    createdAt: now,
    updatedAt: now,
    ...fields
  }
}

/**
 * Create, rename, delete, copy and import, each shown at once (TanStack `onMutate`), put back with the server's message
 * when refused, and refetched once settled.
 */
export function useCrateMutations(ownerUuid: string, notify: (notice: Notice) => void) {
  const { t } = useTranslation()
  const failed = (snapshot: CacheSnapshot | undefined, error: Error) => {
    restoreSnapshot(snapshot)
    notify({ severity: 'error', text: t('crates.failed', { message: error.message }) })
  }
  const settled = { onSettled: refreshCrates }

  const create = useMutation<Crate, Error, void, CacheSnapshot>({
    mutationFn: () => api.call(routes.playlists.createCrate, { body: {} }),
    onMutate: async () => {
      const snapshot = await snapshotCrates()
      prependCrate(
        draftCrate({ crateUuid: crypto.randomUUID(), crateName: nextNewCrateName(cachedNames()), userUuid: ownerUuid })
      )
      return snapshot
    },
    onError: (error, _input, snapshot) => failed(snapshot, error),
    onSuccess: (crate) => notify({ severity: 'success', text: t('crates.created', { name: crate.crateName }) }),
    ...settled
  })

  const rename = useMutation<Crate, Error, { crateUuid: string; crateName: string }, CacheSnapshot>({
    mutationFn: ({ crateUuid, crateName }) =>
      api.call(routes.playlists.updateCrate, { params: { crateUuid }, body: { crateName } }),
    onMutate: async ({ crateUuid, crateName }) => {
      const snapshot = await snapshotCrates()
      patchCrate(crateUuid, (crate) => ({ ...crate, crateName }))
      return snapshot
    },
    onError: (error, _input, snapshot) => failed(snapshot, error),
    ...settled
  })

  const remove = useMutation<Crate, Error, Crate, CacheSnapshot>({
    mutationFn: ({ crateUuid }) => api.call(routes.playlists.deleteCrate, { params: { crateUuid } }),
    onMutate: async ({ crateUuid }) => {
      const snapshot = await snapshotCrates()
      dropCrate(crateUuid)
      return snapshot
    },
    onError: (error, _input, snapshot) => failed(snapshot, error),
    onSuccess: (crate) => notify({ severity: 'success', text: t('crates.deleted', { name: crate.crateName }) }),
    ...settled
  })

  // The copy's uuid is chosen here, so the copy shows before the answer and a repeated call answers the same copy.
  const copy = useMutation<Crate, Error, { source: Crate; crateName: string; crateId: string }, CacheSnapshot>({
    mutationFn: ({ source, crateName, crateId }) =>
      api.call(routes.playlists.copyCrate, { params: { crateId }, body: { srcCrateId: source.crateUuid, crateName } }),
    onMutate: async ({ source, crateName, crateId }) => {
      const snapshot = await snapshotCrates()
      prependCrate(
        draftCrate({
          crateUuid: crateId,
          crateName,
          userUuid: ownerUuid,
          thumbnails: source.thumbnails,
          crateSongsNumber: source.crateSongsNumber
        })
      )
      return snapshot
    },
    onError: (error, _input, snapshot) => failed(snapshot, error),
    onSuccess: (crate) => notify({ severity: 'success', text: t('crates.copied', { name: crate.crateName }) }),
    ...settled
  })

  const importPlaylist = useMutation<CrateImportStarted, Error, CrateImport, CacheSnapshot>({
    mutationFn: (body) => api.call(routes.playlists.importCrate, { body }),
    onMutate: async (body) => {
      const snapshot = await snapshotCrates()
      prependCrate(
        draftCrate({
          crateUuid: crypto.randomUUID(),
          crateName: body.crateName ?? t('crates.import.draftName'),
          userUuid: ownerUuid,
          importStatus: 'IN_PROGRESS'
        })
      )
      return snapshot
    },
    onError: (error, _input, snapshot) => failed(snapshot, error),
    onSuccess: (started) => notify({ severity: 'info', text: t('crates.import.started', { name: started.crateName }) }),
    ...settled
  })

  return { create, rename, remove, copy, importPlaylist }
}
