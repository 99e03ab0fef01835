/// <reference types="spotify-web-playback-sdk" />
import { loadPlaybackSettings } from '../playback-settings.ts'
import { providerAccessStore } from '../provider-access.ts'
import type { DriverContext, DriverFactory, DriverStart, PlaybackDriver } from './driver.ts'
import { forgetSpotifyToken, spotifyAccessToken } from './spotify-account.ts'

// The SDK emits a state only when something changes: asking this often keeps the position and the time events fresh.
const stateEveryMs = 500
// A device that has not started this long after the play call will not.
const startTimeoutMs = 15_000
// Off by more than this once started, the driver seeks at once (the room player re-syncs only past 1 s).
const startErrorSeconds = 0.25

let sdk: Promise<typeof Spotify> | null = null

/** Loads the Web Playback SDK once a page, from the address the server's settings name. */
function loadSdk(url: string): Promise<typeof Spotify> {
  sdk ??= new Promise<typeof Spotify>((resolve, reject) => {
    window.onSpotifyWebPlaybackSDKReady = () => resolve(window.Spotify)
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.onerror = () => {
      sdk = null
      script.remove()
      reject(new Error('playback.spotify.sdkFailed'))
    }
    document.head.append(script)
  })
  return sdk
}

/** A failure of the Web API's play call as the i18n key of its words (and what it says of the account). */
function playFailure(status: number): string {
  if (status === 403) {
    providerAccessStore.set('spotify', 'notPremium')
    return 'playback.spotify.premium'
  }
  if (status === 401) return 'playback.spotify.signInAgain'
  if (status === 429) return 'playback.spotify.busy'
  return 'playback.spotify.failed'
}

interface Heard {
  state: Spotify.PlaybackState
  /** performance.now() when the state was read: the position runs on from there while not paused. */
  at: number
}

/**
 * Spotify through the Web Playback SDK: this browser becomes a Spotify device of the listener's Premium account, and
 * the Web API moves the room's song to it at the room's second (`PUT /me/player/play` with `position_ms`).
 */
class SpotifyDriver implements PlaybackDriver {
  readonly provider = 'spotify' as const
  private player: Spotify.Player | null = null
  private device: Promise<string> | null = null
  private current: DriverStart | null = null
  private heard: Heard | null = null
  private generation = 0
  private volume = { volume: 1, muted: false }
  private ticker: ReturnType<typeof setInterval> | undefined
  /** A start waiting to hear whether the device plays or the browser refused (autoplay_failed). */
  private started: ((outcome: 'playing' | 'refused') => void) | null = null
  /** A start the browser refused: it begins when the listener's tap resumes the device. */
  private refusedStart: { generation: number; at: () => number | null } | null = null
  private ended = false

  constructor(private context: DriverContext) {}

  /** The SDK's player, connected: resolves with its device id, rejects in a listener's words. */
  private connect(): Promise<string> {
    this.device ??= (async () => {
      const settings = await loadPlaybackSettings()
      const Sdk = await loadSdk(settings.spotify.sdkUrl)
      const player = new Sdk.Player({
        name: 'Spinroom',
        getOAuthToken: (callback) =>
          void spotifyAccessToken().then(callback, () => {
            // Without a token the SDK never connects: the next start makes a player again.
            if (this.player === player) this.dropPlayer()
            this.fail('playback.spotify.notLinked')
          }),
        volume: this.level()
      })
      this.player = player
      // A player dropped (gone offline, or unlinked) may still speak: only the current one is heard.
      const mine = () => this.player === player
      player.addListener('player_state_changed', (state) => mine() && this.hear(state))
      player.addListener('autoplay_failed', () => mine() && this.refused())
      player.addListener('playback_error', () => mine() && this.fail('playback.spotify.failed'))
      player.addListener('not_ready', () => {
        if (!mine()) return
        // The device went offline: the next start connects a new one, which must not play beside this one.
        this.dropPlayer()
        this.fail('playback.spotify.failed')
      })
      return new Promise<string>((resolve, reject) => {
        const refuse = (message: string) => {
          this.device = null
          this.player = null
          player.disconnect()
          reject(new Error(message))
        }
        player.addListener('ready', ({ device_id }) => resolve(device_id))
        player.addListener('initialization_error', () => {
          providerAccessStore.set('spotify', 'unavailable')
          refuse('playback.spotify.unsupported')
        })
        player.addListener('authentication_error', () => {
          forgetSpotifyToken()
          refuse('playback.spotify.signInAgain')
        })
        player.addListener('account_error', () => {
          providerAccessStore.set('spotify', 'notPremium')
          refuse('playback.spotify.premium')
        })
        void player.connect()
      })
    })()
    return this.device
  }

  private level() {
    return this.volume.muted ? 0 : this.volume.volume
  }

  private fail(message: string) {
    if (this.current) this.context.events.failed(message)
  }

  private isCurrent(state: Spotify.PlaybackState | null): state is Spotify.PlaybackState {
    return !!state && !!this.current && state.track_window.current_track?.id === this.current.id
  }

  private hear(state: Spotify.PlaybackState | null) {
    // A play call still on its way when the room moved on starts the device after the stop: it must not play on.
    if (!this.current && state && !state.paused) void this.player?.pause()
    if (!this.isCurrent(state)) return
    this.heard = { state, at: performance.now() }
    const current = this.current!
    if (!state.paused) {
      this.started?.('playing')
      this.started = null
      if (this.refusedStart) this.begin(this.refusedStart.generation, this.refusedStart.at)
    } else if (
      !this.ended &&
      state.position === 0 &&
      state.track_window.previous_tracks.some((track) => track.id === current.id)
    ) {
      this.ended = true
      this.context.events.ended()
    }
  }

  async start(start: DriverStart, at: () => number | null): Promise<void> {
    this.stop()
    this.current = start
    this.ended = false
    const generation = ++this.generation
    // Called in the same task as a tap that started playback, this lets the SDK's element play (Safari, mobile).
    void this.player?.activateElement()
    const deviceId = await this.connect()
    const token = await spotifyAccessToken().catch(() => {
      throw new Error('playback.spotify.notLinked')
    })
    if (generation !== this.generation) return
    const settings = await loadPlaybackSettings()
    const outcome = new Promise<'playing' | 'refused'>((resolve) => (this.started = resolve))
    const positionMs = Math.max(0, Math.round((at() ?? 0) * 1000))
    const answer = await fetch(`${settings.spotify.apiUrl}/me/player/play?device_id=${encodeURIComponent(deviceId)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ uris: [`spotify:track:${start.id}`], position_ms: positionMs })
    })
    if (generation !== this.generation) return
    if (!answer.ok) throw new Error(playFailure(answer.status))
    let late: ReturnType<typeof setTimeout> | undefined
    const tooLate = new Promise<never>((_resolve, reject) => {
      late = setTimeout(() => reject(new Error('playback.spotify.failed')), startTimeoutMs)
    })
    const heard = await Promise.race([outcome, tooLate]).finally(() => clearTimeout(late))
    if (generation !== this.generation) return
    // Refused: the stage offers a tap, whose resume plays the device; the start is over until then.
    if (heard === 'refused') this.refusedStart = { generation, at }
    else this.begin(generation, at)
  }

  /** Sound started for this start: announce it, at the room's second, and follow the device's clock. */
  private begin(generation: number, at: () => number | null) {
    this.refusedStart = null
    // The device starts a moment after the call (or the tap): catch up that time rather than wait for the drift check.
    const room = at()
    const here = this.position()
    if (room !== null && here !== null && Math.abs(room - here) > startErrorSeconds) this.seek(room)
    this.context.events.blocked(false)
    this.context.events.playing()
    clearInterval(this.ticker)
    this.ticker = setInterval(() => void this.tick(generation), stateEveryMs)
  }

  /** The browser's autoplay rule kept the device from playing: the listener is asked for a tap. */
  private refused() {
    if (!this.current) return
    this.context.events.blocked(true)
    this.started?.('refused')
    this.started = null
  }

  private async tick(generation: number) {
    const state = await this.player?.getCurrentState()
    if (generation !== this.generation) return
    this.hear(state ?? null)
    const seconds = this.position()
    if (seconds !== null) this.context.events.time(seconds)
  }

  stop(): void {
    this.generation++
    clearInterval(this.ticker)
    // A start still waiting for its first state ends here (it sees the new generation and returns).
    this.started?.('refused')
    this.started = null
    this.refusedStart = null
    if (this.current && this.heard && !this.heard.state.paused) void this.player?.pause()
    this.current = null
    this.heard = null
  }

  position(): number | null {
    if (!this.heard) return null
    const { state, at } = this.heard
    return (state.position + (state.paused ? 0 : performance.now() - at)) / 1000
  }

  seek(seconds: number): void {
    const ms = Math.max(0, Math.round(seconds * 1000))
    if (this.heard) this.heard = { state: { ...this.heard.state, position: ms }, at: performance.now() }
    void this.player?.seek(ms)
  }

  setVolume(volume: number, muted: boolean): void {
    this.volume = { volume, muted }
    void this.player?.setVolume(this.level())
  }

  /** From the listener's tap: the device plays (its state then begins the refused start) or refuses again. */
  async resume(): Promise<void> {
    await this.player?.activateElement()
    await this.player?.resume()
  }

  async warm(): Promise<void> {
    await this.connect().catch(() => undefined)
  }

  destroy(): void {
    this.stop()
    this.dropPlayer()
  }

  private dropPlayer() {
    this.player?.disconnect()
    this.player = null
    this.device = null
  }
}

export const spotifyDriver: DriverFactory = (context) => new SpotifyDriver(context)
