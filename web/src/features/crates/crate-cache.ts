import type { QueryKey } from '@tanstack/react-query'
import { routes, type Crate, type RouteResult } from '@spinroom/schemas'
import { queryClient } from '../../api/query-client.ts'
import { routeKey } from '../../api/queries.ts'

type CratePage = RouteResult<typeof routes.playlists.listMyCrates>
type SongsPage = RouteResult<typeof routes.playlists.listCrateSongs>

/** Every cached read that holds one crate (plain or special), by route. */
const singleCrateRoutes = [
  routes.playlists.getCrate,
  routes.playlists.getQueueCrate,
  routes.playlists.getLikesCrate
] as const
const songRoutes = [
  routes.playlists.listCrateSongs,
  routes.playlists.listQueueSongs,
  routes.playlists.listLikesSongs
] as const

/** What a set of cache entries held before an optimistic change, to put back on error. */
export type CacheSnapshot = [QueryKey, unknown][]

const snapshotOf = (keys: QueryKey[]): CacheSnapshot =>
  keys.flatMap((key) => queryClient.getQueriesData({ queryKey: key }))

/** Stops the refetches that would overwrite an optimistic change, then remembers what is cached. */
export async function snapshotCrates(): Promise<CacheSnapshot> {
  const keys = [routeKey(routes.playlists.listMyCrates), ...[...singleCrateRoutes, ...songRoutes].map(routeKey)]
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })))
  return snapshotOf(keys)
}

export function restoreSnapshot(snapshot: CacheSnapshot | undefined) {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data)
}

/** Changes one crate wherever it is cached: in my crate lists and in its own reads. */
export function patchCrate(crateUuid: string, change: (crate: Crate) => Crate) {
  queryClient.setQueriesData<CratePage>(
    { queryKey: routeKey(routes.playlists.listMyCrates) },
    (page) =>
      page && { ...page, data: page.data.map((crate) => (crate.crateUuid === crateUuid ? change(crate) : crate)) }
  )
  for (const route of singleCrateRoutes)
    queryClient.setQueriesData<Crate>({ queryKey: routeKey(route) }, (crate) =>
      crate && crate.crateUuid === crateUuid ? change(crate) : crate
    )
}

/** Changes the cached song pages of one crate (read by uuid or, for the queue and likes, by their own routes). */
export function patchCrateSongs(crateUuid: string, special: Crate['special'], change: (page: SongsPage) => SongsPage) {
  queryClient.setQueriesData<SongsPage>(
    {
      queryKey: routeKey(routes.playlists.listCrateSongs),
      predicate: (query) => (query.queryKey[2] as { params?: { crateUuid?: string } })?.params?.crateUuid === crateUuid
    },
    (page) => page && change(page)
  )
  const own =
    special === 'queue' ? routes.playlists.listQueueSongs : special === 'likes' ? routes.playlists.listLikesSongs : null
  if (own) queryClient.setQueriesData<SongsPage>({ queryKey: routeKey(own) }, (page) => page && change(page))
}

/** Refetches every crate read once a change is settled (the server's answer wins). */
export function refreshCrates() {
  for (const route of [routes.playlists.listMyCrates, ...singleCrateRoutes, ...songRoutes])
    void queryClient.invalidateQueries({ queryKey: routeKey(route) })
}
