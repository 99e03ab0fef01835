import type { PlaybackSettings, SongProviderKey, UserMusicProvider } from '@spinroom/schemas'
import type { ProviderAccess } from './provider-access.ts'

/** What the choice knows of this listener and this server. */
export interface Listener {
  settings: PlaybackSettings
  /** What the account-bound providers found out (Spotify linked and Premium, MusicKit authorized). */
  access: Partial<Record<SongProviderKey, ProviderAccess>>
  isLoggedIn: boolean
  /** The listener's own provider list (seed 002 §9: the streaming-class one first). */
  preferred: readonly UserMusicProvider[]
  /** Providers that failed this song here (an embed the owner blocked, a region), with the driver's words. */
  failed: Partial<Record<SongProviderKey, string>>
  /** Seed 002 §5: false in a Discord activity unless the listener allows explicit audio. */
  explicitAllowed?: boolean
}

/** Why one provider cannot play the song for this listener. */
export interface Obstacle {
  provider: SongProviderKey
  access: Exclude<ProviderAccess, 'ready'> | 'failed'
  /** The driver's own words, for a failure. */
  message?: string
}

export type Choice =
  { provider: SongProviderKey; id: string | undefined } | { provider: null; obstacle: Obstacle | null; explicit?: true }

const toSongKey: Record<UserMusicProvider, SongProviderKey> = {
  apple: 'apple',
  spotify: 'spotify',
  youtube: 'youtube',
  soundcloud: 'soundCloudPublic',
  audius: 'audius',
  sevenDigital: 'sevenDigital'
}

/** Seed 002 §5: a song counts as playable on Apple Music with an apple, spotify or sevenDigital id. */
const appleIds: readonly SongProviderKey[] = ['apple', 'spotify', 'sevenDigital']

/** Whether the song can be played from this provider at all (has its id, or one Apple Music can find it by). */
export const songHas = (providers: Record<string, string>, provider: SongProviderKey) =>
  provider === 'apple' ? appleIds.some((key) => !!providers[key]) : !!providers[provider]

/** Whether this listener can play this provider here, or what stands in the way. */
export function accessOf(listener: Listener, provider: SongProviderKey): ProviderAccess {
  if (!listener.settings.providers[provider]?.configured) return 'notConfigured'
  if (provider === 'spotify') return listener.isLoggedIn ? (listener.access.spotify ?? 'notLinked') : 'signIn'
  if (provider === 'apple') return listener.access.apple ?? 'notAuthorized'
  return listener.access[provider] ?? 'ready'
}

/** Seed 002 §9: the brand's playback order, the listener's own streaming provider first. */
function orderOf(listener: Listener): readonly SongProviderKey[] {
  const own = listener.preferred.map((key) => toSongKey[key])[0]
  return own ? [own, ...listener.settings.order.filter((key) => key !== own)] : listener.settings.order
}

/** The provider most songs play on for this listener: the first of their order they can play. */
export const firstPlayable = (listener: Listener): SongProviderKey | null =>
  orderOf(listener).find((provider) => accessOf(listener, provider) === 'ready') ?? null

// Obstacles a listener can remove themselves come first when the stage says why.
const actionable: readonly Obstacle['access'][] = ['notLinked', 'notAuthorized', 'signIn', 'notPremium']

/**
 * Seed 002 §9 with §5: walk the brand's playback order, the listener's own streaming provider first, and take the first
 * provider the song has and this listener can play. None → the obstacle most worth telling the listener about.
 */
export function chooseProvider(providers: Record<string, string>, listener: Listener): Choice {
  const obstacles: Obstacle[] = []
  for (const provider of orderOf(listener)) {
    if (!songHas(providers, provider)) continue
    const failure = listener.failed[provider]
    if (failure !== undefined) {
      obstacles.push({ provider, access: 'failed', message: failure })
      continue
    }
    const access = accessOf(listener, provider)
    if (access === 'ready') return { provider, id: providers[provider] }
    obstacles.push({ provider, access })
  }
  const worth = obstacles.find((o) => actionable.includes(o.access)) ?? obstacles.find((o) => o.access === 'failed')
  return { provider: null, obstacle: worth ?? obstacles[0] ?? null }
}

/** The choice for the room's song: an explicit one is left out where explicit audio is not allowed (seed 002 §5). */
export function chooseForSong(
  song: { musicProviders: Record<string, string>; explicit?: boolean },
  listener: Listener
) {
  if (song.explicit && listener.explicitAllowed === false)
    return { provider: null, obstacle: null, explicit: true } as Choice
  return chooseProvider(song.musicProviders, listener)
}
