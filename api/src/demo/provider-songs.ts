import { sameSong, type SongData, type SongProviderKey } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import { configuredProviders } from '../services/songs/providers/registry.ts'
import type { MusicProvider, ProviderTrack } from '../services/songs/providers/provider.ts'

/** Providers whose songs any listener hears without an account there (Spotify and Apple Music need the listener's). */
const OPEN_TO_ALL: SongProviderKey[] = ['audius', 'soundCloudPublic', 'youtube', 'sevenDigital']
/** Songs taken from each provider's answer. */
const PER_PROVIDER = 3
/** How long the first start waits for the providers' answers, all searched at once, before going on without them. */
export const DEMO_SEARCH_MS = 4000

/** Songs the demo DJs found at the configured providers, and those providers' names. */
export interface ProviderFinds {
  names: string[]
  songs: SongData[]
}

/**
 * The providers the demo DJs search: configured ones any listener can hear. Audius needs no key, so it counts once the
 * deployment names its API (`AUDIUS_API_HOST`): a first start never calls out to a provider nobody set up.
 */
function demoProviders(app: Application): MusicProvider[] {
  const settings = app.get('config').providers
  return configuredProviders(app).filter(
    (provider) => OPEN_TO_ALL.includes(provider.key) && (provider.key !== 'audius' || !!settings.AUDIUS_API_HOST)
  )
}

const songData = ({ provider: _provider, providerId: _id, ...song }: ProviderTrack): SongData => song

/** One provider's first few playable songs for the search words; none when it fails or refuses. */
async function search(provider: MusicProvider, q: string): Promise<SongData[]> {
  const tracks = await provider
    .search({ q, limit: PER_PROVIDER * 2, offset: 0, country: 'US', explicit: false })
    .catch(() => [])
  return tracks
    .filter((track) => track.duration > 0 && !track.explicit)
    .slice(0, PER_PROVIDER)
    .map(songData)
}

/**
 * Searches every demo provider for `DEMO_PROVIDER_SONGS` at once; what has not answered within DEMO_SEARCH_MS is left
 * out, so a demo made offline (or with a provider down) has the offline demo songs only, and no error.
 */
export async function findProviderSongs(app: Application): Promise<ProviderFinds> {
  const q = app.get('config').demoProviderSearch
  const providers = q ? demoProviders(app) : []
  if (!q || !providers.length) return { names: [], songs: [] }
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<SongData[]>((resolve) => (timer = setTimeout(() => resolve([]), DEMO_SEARCH_MS)))
  try {
    const found = await Promise.all(providers.map((provider) => Promise.race([search(provider, q), deadline])))
    const names = providers.filter((_, i) => found[i]!.length).map((provider) => provider.name)
    return { names, songs: merged(found.flat()) }
  } finally {
    clearTimeout(timer)
  }
}

/** One song for each recording (seed 002's song equality), with the ids, pictures and links of every provider's. */
function merged(songs: SongData[]): SongData[] {
  const out: SongData[] = []
  for (const song of songs) {
    const i = out.findIndex((kept) => sameSong(kept, song))
    const kept = out[i]
    if (!kept) out.push(song)
    else
      out[i] = {
        ...kept,
        musicProviders: { ...song.musicProviders, ...kept.musicProviders },
        thumbnails: { ...song.thumbnails, ...kept.thumbnails },
        links: { ...song.links, ...kept.links }
      }
  }
  return out
}

/** Puts one found song after every two of `queue`'s, in turn, then the rest at its end. */
export function interleave<T>(queue: T[], found: T[]): T[] {
  const out: T[] = []
  const rest = [...found]
  queue.forEach((song, i) => {
    out.push(song)
    if (i % 2 === 1 && rest.length) out.push(rest.shift()!)
  })
  return [...out, ...rest]
}
