import { routes, type PlaybackSettings } from '@spinroom/schemas'
import { api } from '../../api/client.ts'
import { callKey, useCall } from '../../api/queries.ts'
import { queryClient } from '../../api/query-client.ts'

const route = routes.playlists.getPlaybackSettings
// The brand and the addresses change only when the server restarts: one read a visit is enough.
const staleTime = 10 * 60_000

/** The server's playback settings (brand order, configured providers, SDK addresses), read once and shared. */
export const loadPlaybackSettings = (): Promise<PlaybackSettings> =>
  queryClient.fetchQuery({ queryKey: callKey(route), queryFn: () => api.call(route), staleTime })

/** The same, for screens. */
export const usePlaybackSettings = () => useCall(route, undefined, { staleTime })
