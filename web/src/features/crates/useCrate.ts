import { routes, type Crate } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'
import { IMPORT_POLL_MS } from './import-poll.ts'

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Seed 002 §4: a crate still importing is read again every 5 s until it is done. */
const pollWhileImporting = {
  refetchInterval: (query: { state: { data?: Crate } }) =>
    query.state.data?.importStatus === 'IN_PROGRESS' ? IMPORT_POLL_MS : false
}

/**
 * The crate of a crate page's id (below `playerPaths.crates`): `queue`, `likes` or a crate's uuid; `invalid` for
 * anything else.
 */
export function useCrate(id: string, enabled: boolean) {
  const queue = useCall(routes.playlists.getQueueCrate, undefined, { enabled: enabled && id === 'queue' })
  const likes = useCall(routes.playlists.getLikesCrate, undefined, { enabled: enabled && id === 'likes' })
  const plain = useCall(
    routes.playlists.getCrate,
    { params: { crateId: id } },
    { enabled: enabled && uuidPattern.test(id), ...pollWhileImporting }
  )
  if (id === 'queue') return { query: queue, invalid: false }
  if (id === 'likes') return { query: likes, invalid: false }
  return { query: plain, invalid: !uuidPattern.test(id) }
}
