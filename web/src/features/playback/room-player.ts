import type { SongProviderKey } from '@spinroom/schemas'
import type { DriverContext, DriverEvents, DriverStart, PlaybackDriver } from './drivers/driver.ts'
import { driverLoaders } from './drivers/index.ts'

/** Further off than this from the room's second, the player jumps back in step. */
export const maxDriftSeconds = 1

export interface RoomPlayerEvents {
  /** The browser refused to play without a gesture (true), or now plays (false). */
  blocked(blocked: boolean): void
  /** The provider failed this start for good; the words (or an i18n key) say why. */
  failed(start: DriverStart, message: string): void
}

/** Seed 002 §4: a start with the same provider, end time and stream (here: the provider's id) is ignored. */
export const sameStart = (a: DriverStart | null, b: DriverStart | null) =>
  !!a && !!b && a.provider === b.provider && a.endTime === b.endTime && a.id === b.id && a.url === b.url

/**
 * Plays the room's songs, one provider at a time (seed 002 §4), each at the room's second: `position()` says where the
 * song should be now. Drivers load on first use (or earlier, when warmed) and stay for the next song of their provider.
 * Emits `playing` and
 * `time` (detail: seconds) for play tracking, and `stopped` when a play ends here.
 */
export class RoomPlayer extends EventTarget {
  private current: DriverStart | null = null
  private active: PlaybackDriver | null = null
  private drivers = new Map<SongProviderKey, PlaybackDriver>()
  private loading = new Map<SongProviderKey, Promise<PlaybackDriver>>()
  private destroyed = false
  private generation = 0
  private volume = { volume: 1, muted: false }

  constructor(
    private context: Omit<DriverContext, 'events'>,
    private position: () => number | null,
    private events: RoomPlayerEvents
  ) {
    super()
  }

  private driverEvents(provider: SongProviderKey): DriverEvents {
    const mine = () => this.active?.provider === provider
    return {
      blocked: (blocked) => mine() && this.events.blocked(blocked),
      playing: () => mine() && this.dispatchEvent(new Event('playing')),
      time: (seconds) => mine() && this.dispatchEvent(new CustomEvent('time', { detail: seconds })),
      ended: () => mine() && this.dispatchEvent(new Event('stopped')),
      failed: (message) => mine() && this.current && this.events.failed(this.current, message)
    }
  }

  /** A provider's driver, loaded once: a start and a warm-up asking at the same time share the load. */
  private driver(provider: SongProviderKey): Promise<PlaybackDriver> {
    const held = this.loading.get(provider)
    if (held) return held
    const load = driverLoaders[provider]
    if (!load) return Promise.reject(new Error('playback.failure.noDriver'))
    const loading = load().then((factory) => {
      const made = factory({ ...this.context, events: this.driverEvents(provider) })
      if (this.destroyed) made.destroy()
      else this.drivers.set(provider, made)
      made.setVolume(this.volume.volume, this.volume.muted)
      return made
    })
    // A module that failed to load (a network hiccup) is asked for again next time.
    loading.catch(() => this.loading.delete(provider))
    this.loading.set(provider, loading)
    return loading
  }

  /**
   * Loads a provider's driver and lets it get its SDK and player ready, before a song of that provider plays here, so
   * that song's start does not wait for them. A failure is left for the start to report.
   */
  warm(provider: SongProviderKey): void {
    if (this.destroyed) return
    void this.driver(provider)
      .then((driver) => (this.destroyed ? undefined : driver.warm?.()))
      .catch(() => undefined)
  }

  /** Starts a play; the same start as the current one is ignored, another provider's play is stopped first. */
  async start(start: DriverStart): Promise<void> {
    if (sameStart(this.current, start)) return
    this.stop()
    this.current = start
    const mine = ++this.generation
    try {
      const driver = await this.driver(start.provider)
      if (mine !== this.generation) return
      this.active = driver
      await driver.start(start, this.position)
    } catch (error) {
      if (mine === this.generation) this.events.failed(start, (error as Error).message)
    }
  }

  /** Stops what plays (another song starts, nothing is left to play, the room is left). */
  stop(): void {
    this.generation++
    if (this.current) this.dispatchEvent(new Event('stopped'))
    this.current = null
    this.active?.stop()
    this.active = null
  }

  /** Tries to play again, from a user's tap after the browser refused autoplay. */
  async play(): Promise<void> {
    if (!this.active) return
    this.resync()
    await this.active.resume()
  }

  /** Brings the playing provider back to the room's second when it drifted more than a second. */
  resync(): void {
    const expected = this.position()
    const at = this.active?.position()
    if (!this.active || expected === null || at === null || at === undefined) return
    if (Math.abs(at - expected) > maxDriftSeconds) this.active.seek(expected)
  }

  setVolume(volume: number, muted: boolean): void {
    this.volume = { volume, muted }
    for (const driver of this.drivers.values()) driver.setVolume(volume, muted)
  }

  /** Where the playing provider is in the song, seconds. */
  playerPosition(): number | null {
    return this.active?.position() ?? null
  }

  get playing(): DriverStart | null {
    return this.current
  }

  destroy(): void {
    this.destroyed = true
    this.stop()
    for (const driver of this.drivers.values()) driver.destroy()
    this.drivers.clear()
    this.loading.clear()
  }
}
