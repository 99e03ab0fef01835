import { routes, routeUrl, type SongProviderKey } from '@spinroom/schemas'
import { isDiscordActivity } from '../../api/activity-origin.ts'

// Below the features, so that every screen showing artwork may ask (a Discord activity reaches only its own origin).
export { artworkSrc, isDiscordActivity } from '../../api/activity-origin.ts'

/** Seed 002 §5: in a Discord activity explicit audio is left out unless the user's allowExplicitAudio is on. */
export const explicitAllowed = (allowExplicitAudio: boolean | undefined) =>
  !isDiscordActivity() || allowExplicitAudio === true

/**
 * Seed 002 §2: in a Discord activity, Audius and SoundCloud are reached through our proxy paths (an activity's page
 * may only call its own origin); null for other providers, or outside an activity.
 */
export function proxiedStream(provider: SongProviderKey, trackId: string): string | null {
  if (!isDiscordActivity()) return null
  // Our own origin's paths (as the REST client builds them), without its module: it opens the socket when loaded.
  if (provider === 'audius') return routeUrl(routes.playlists.proxyAudiusStream, { trackId })
  if (provider === 'soundCloudPublic') return routeUrl(routes.playlists.proxySoundCloudStream, { trackId })
  return null
}
