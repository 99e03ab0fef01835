import { useMutation } from '@tanstack/react-query'
import { routes, type Crate, type CrateAddResult, type CrateSongInput } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { callKey } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'
import { patchCrate, refreshCrates, restoreSnapshot, snapshotCrates, type CacheSnapshot } from './crate-cache.ts'

/** Where a song goes: the queue, likes, one of my crates, or a crate made for it (named by the API). */
export type AddTarget = { kind: 'queue' } | { kind: 'likes' } | { kind: 'crate'; crateUuid: string } | { kind: 'new' }

async function addSong(target: AddTarget, song: CrateSongInput): Promise<CrateAddResult> {
  const body = { songs: [song] }
  switch (target.kind) {
    case 'queue':
      return api.call(routes.playlists.addQueueSongs, { body })
    case 'likes':
      return api.call(routes.playlists.addLikesSongs, { body })
    case 'crate':
      return api.call(routes.playlists.addCrateSongs, { params: { crateUuid: target.crateUuid }, body })
    case 'new': {
      const crate = await api.call(routes.playlists.createCrate, { body: {} })
      return api.call(routes.playlists.addCrateSongs, { params: { crateUuid: crate.crateUuid }, body })
    }
  }
}

/** The uuid of the cached queue or likes crate, when it has been read. */
function cachedUuid(target: AddTarget): string | undefined {
  if (target.kind === 'crate') return target.crateUuid
  if (target.kind === 'new') return undefined
  const route = target.kind === 'queue' ? routes.playlists.getQueueCrate : routes.playlists.getLikesCrate
  return queryClient.getQueryData<Crate>(callKey(route))?.crateUuid
}

/** Adds one song; the crate's count goes up at once and back down if the server refuses. */
export function useAddSong(options: { onSuccess: (result: CrateAddResult) => void; onError: (error: Error) => void }) {
  return useMutation<CrateAddResult, Error, { target: AddTarget; song: CrateSongInput }, CacheSnapshot>({
    mutationFn: ({ target, song }) => addSong(target, song),
    onMutate: async ({ target }) => {
      const snapshot = await snapshotCrates()
      const crateUuid = cachedUuid(target)
      if (crateUuid) patchCrate(crateUuid, (crate) => ({ ...crate, crateSongsNumber: crate.crateSongsNumber + 1 }))
      return snapshot
    },
    onError: (error, _input, snapshot) => {
      restoreSnapshot(snapshot)
      options.onError(error)
    },
    onSuccess: options.onSuccess,
    onSettled: refreshCrates
  })
}
