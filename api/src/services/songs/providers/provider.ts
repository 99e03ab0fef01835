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

/** Where a track's audio is: full streams (plain and HLS) and a short preview, each when the provider has it. */
export interface ProviderStreams {
  http?: string
  hls?: string
  preview?: string
}

/** Stream quality a caller asks for (seed 002 §9: medium by default). */
export type StreamQuality = 'low' | 'medium' | 'high'

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
  /** One track by the provider's id; null when the provider has no such track. */
  track(id: string, country: string): Promise<ProviderTrack | null>
  /** A cheap real call, for the service status, where a one-result search is not the cheapest one. */
  probe?(): Promise<unknown>
  /** One track by its ISRC, for providers that can look one up. */
  byIsrc?(isrc: string, country: string): Promise<ProviderTrack | null>
  /** Stream and preview URLs, for url-based providers (seed 002 §4, "Playback"). */
  streams?(id: string, country: string, quality: StreamQuality): Promise<ProviderStreams>
  /** The same URLs built without a call to the provider (public or signed ones), so every song can carry them. */
  builtStreams?(id: string, country: string, quality: StreamQuality): ProviderStreams
  /** Every track of one of the provider's playlists, in order. */
  playlistTracks?(playlistId: string, country: string): Promise<ProviderTrack[]>
  /** The provider's id of a track in one of its page links, when the link says it without a lookup. */
  idFromLink?(link: URL): string | null
  /** Resolves a page link the id is not readable from (SoundCloud permalinks). */
  resolveLink?(link: URL, country: string): Promise<ProviderTrack | null>
}
