import type { SongData, SongProviderKey } from '@spinroom/schemas'

/** A track as a music provider describes it, in the catalogue's terms (its own id under `musicProviders[key]`). */
export type ProviderTrack = SongData & { provider: SongProviderKey; providerId: string }

export interface ProviderSearch {
  q: string
  limit: number
  offset: number
  country: string
  explicit: boolean
}

/**
 * One outside music provider (Spotify, Apple Music, SoundCloud, Audius, YouTube, seven-digital) behind the interface
 * search, song data, import and export share. Each has its real HTTP client; tests point it at a local stand-in.
 */
export interface MusicProvider {
  key: SongProviderKey
  /** Name in messages ("Spotify"). */
  name: string
  /** The environment variables it needs; an empty list means it is configured. */
  missingSettings(): string[]
  search(query: ProviderSearch): Promise<ProviderTrack[]>
  track(id: string, country: string): Promise<ProviderTrack | null>
}
