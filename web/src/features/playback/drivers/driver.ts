import type { SongProviderKey } from '@spinroom/schemas'

/** One song to play on one provider, at the room's second. */
export interface DriverStart {
  provider: SongProviderKey
  /** The song's id on this provider (`musicProviders[provider]`). */
  id: string
  /** Url-based providers (seed 002 §4): the stream to play; `hls` says it is an HLS playlist. */
  url?: string
  hls?: boolean
  /** The catalogue song, when the room's song names it (drivers that look up a stream or a match use it). */
  songId?: string | null
  /** Every provider id the song has (Apple Music may play a song it finds by its Spotify or 7digital id). */
  musicProviders: Record<string, string>
  /** The song's length and the room's end time of this play (ms, server clock). */
  duration: number
  endTime: number
}

/** What a driver tells the room player. */
export interface DriverEvents {
  /** The browser refused to start without a gesture (true), or sound now plays (false). */
  blocked(blocked: boolean): void
  /** Sound started for this start (play tracking opens its record, a guest's preview counts). */
  playing(): void
  /** The current position, in seconds, a few times a second while playing. */
  time(seconds: number): void
  /** The song ended on this provider before the room moved on. */
  ended(): void
  /** A failure the driver cannot recover from, in words a listener can read. */
  failed(message: string): void
}

/**
 * A provider's player behind the one interface the room player drives (DESIGN "Outside providers"): start at a
 * position, re-sync, stop, volume and mute, position, errors. A driver plays one song at a time; the room player makes
 * sure only one driver plays at once.
 */
export interface PlaybackDriver {
  readonly provider: SongProviderKey
  /**
   * Loads the song and starts it at `at()` seconds (asked again once the player is ready, since loading takes time).
   * Resolves once it plays or the browser refused; rejects with a listener-readable message when it cannot play.
   */
  start(start: DriverStart, at: () => number | null): Promise<void>
  /** Stops and unloads what plays; the driver stays usable for the next start. */
  stop(): void
  /** Where the song is, in seconds; null when nothing is loaded. */
  position(): number | null
  /** Jumps to a second of the song (the room player calls it past 1 s of drift). */
  seek(seconds: number): void
  setVolume(volume: number, muted: boolean): void
  /** Plays again after the browser refused autoplay, from a user's tap. */
  resume(): Promise<void>
  /**
   * Gets ready to start soon (loads the provider's SDK, makes its player) without playing, so a start that follows does
   * not wait for that; drivers with nothing to get ready have none. Never rejects: a start reports what failed.
   */
  warm?(): Promise<void>
  /** Frees what the driver holds (SDK players, elements); it is not used again. */
  destroy(): void
}

/** Makes a driver for one provider, given the page's audio element and what it reports to. */
export type DriverFactory = (context: DriverContext) => PlaybackDriver

export interface DriverContext {
  /** The player's audio element (url-based drivers play on it; SDK drivers leave it alone). */
  audio: HTMLAudioElement
  /** A box for a provider's visible player (YouTube's video), shown small: put a child in it, never replace it. */
  videoHost: () => HTMLElement | null
  events: DriverEvents
}
