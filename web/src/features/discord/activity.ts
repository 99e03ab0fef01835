import { routes, type SongProviderKey } from '@spinroom/schemas'
import { rest } from '../../api/client.ts'

const storageKey = 'spinroom-discord-activity'

/**
 * Whether the player runs as a Discord activity: Discord opens an embedded activity with a `frame_id` in the page's
 * query. Kept for the tab's session, since moving between screens drops the query.
 */
export function isDiscordActivity(): boolean {
  const opened = new URLSearchParams(window.location.search).has('frame_id')
  try {
    if (opened) sessionStorage.setItem(storageKey, '1')
    return opened || sessionStorage.getItem(storageKey) === '1'
  } catch {
    return opened
  }
}

/** Seed 002 §5: in a Discord activity explicit audio is left out unless the user's allowExplicitAudio is on. */
export const explicitAllowed = (allowExplicitAudio: boolean | undefined) =>
  !isDiscordActivity() || allowExplicitAudio === true

/**
 * Seed 002 §2: in a Discord activity, Audius and SoundCloud are reached through our proxy paths (an activity's page
 * may only call its own origin); null for other providers, or outside an activity.
 */
export function proxiedStream(provider: SongProviderKey, trackId: string): string | null {
  if (!isDiscordActivity()) return null
  if (provider === 'audius') return rest.url(routes.playlists.proxyAudiusStream, { params: { trackId } })
  if (provider === 'soundCloudPublic') return rest.url(routes.playlists.proxySoundCloudStream, { params: { trackId } })
  return null
}
