/// <reference types="youtube" />
import { loadPlaybackSettings } from '../playback-settings.ts'
import type { DriverContext, DriverFactory, DriverStart, PlaybackDriver } from './driver.ts'
import { loadYouTubeIframeApi } from './youtube-iframe-api.ts'

/** How often the position is reported while the video plays. */
const timeEveryMs = 250
/** A video still unstarted or cued this long after loadVideoById was refused autoplay. */
const blockedAfterMs = 4000
/** A play (first, after a tap, after a seek) is moved to the room's second when it is further off than this. */
const catchUpSeconds = 0.25
/** How many seeks a play may take to reach the room's second: a seek that lags is aimed ahead once more. */
const catchUpTries = 2
/** A seek that took longer than this to play again (a stall, or a seek YouTube played through) teaches nothing. */
const maxSeekLagSeconds = 1
/** How far ahead a load starts before one was measured: about what YouTube takes to load a video and play it. */
const firstLoadLagSeconds = 0.75
/** A load that took longer than this to play (a stall) teaches nothing. */
const maxLoadLagSeconds = 3

/** Why YouTube refused a video (the IFrame API's onError codes): the i18n key of the listener's words. */
function errorMessage(code: number): string {
  switch (code) {
    case 2:
      return 'playback.youtube.invalidVideo'
    case 5:
      return 'playback.youtube.browserCannotPlay'
    case 100:
      return 'playback.youtube.removed'
    case 101:
    case 150:
      return 'playback.youtube.embedBlocked'
    default:
      return 'playback.youtube.failed'
  }
}

interface PendingStart {
  resolve: () => void
  reject: (error: Error) => void
}

/** YouTube songs through the IFrame Player API, the video shown small in the bar's video box. */
class YouTubeDriver implements PlaybackDriver {
  readonly provider = 'youtube'
  private player: YT.Player | null = null
  private playerReady: Promise<YT.Player> | null = null
  private api: typeof YT | null = null
  private generation = 0
  private loaded = false
  /** Catch-up seeks left to this play; each checks, once playing, whether it reached the room's second. */
  private catchUps = 0
  /** How long the last seek took until the video played again: later seeks aim that far ahead. */
  private seekLag = 0
  private seekStarted: number | null = null
  /** How long the last load took until the video played: the room moves on meanwhile, so loads start that far ahead. */
  private loadLag = firstLoadLagSeconds
  private loadStarted: number | null = null
  private playing = false
  private announced = false
  private at: () => number | null = () => null
  private pending: PendingStart | null = null
  private ticker: ReturnType<typeof setInterval> | undefined
  private blockedTimer: ReturnType<typeof setTimeout> | undefined
  private volume = 100
  private muted = false

  constructor(private context: DriverContext) {}

  async start(start: DriverStart, at: () => number | null): Promise<void> {
    this.stop()
    const generation = this.generation
    this.at = at
    let player: YT.Player
    try {
      player = await this.ensurePlayer()
    } catch {
      if (generation === this.generation) throw new Error('playback.youtube.unavailable')
      return
    }
    if (generation !== this.generation) return
    this.applyVolume(player)
    return new Promise<void>((resolve, reject) => {
      this.pending = { resolve, reject }
      this.loaded = true
      this.catchUps = catchUpTries
      this.announced = false
      const second = at()
      const startSeconds = second === null ? 0 : Math.max(0, second + this.loadLag)
      this.loadStarted = performance.now()
      player.loadVideoById({ videoId: start.id, startSeconds })
      this.watchForRefusal(player)
    })
  }

  stop(): void {
    this.generation++
    this.settle()
    this.stopTimers()
    this.playing = false
    this.catchUps = 0
    this.seekStarted = null
    this.loadStarted = null
    this.announced = false
    const loaded = this.loaded
    this.loaded = false
    if (loaded) this.player?.stopVideo()
  }

  /** Null until the video first plays: a video still loading or refused autoplay is not behind the room. */
  position(): number | null {
    return this.loaded && this.announced && this.player ? this.player.getCurrentTime() : null
  }

  seek(seconds: number): void {
    if (!this.loaded || !this.player) return
    this.catchUps = catchUpTries - 1
    this.seekTo(this.player, seconds)
  }

  setVolume(volume: number, muted: boolean): void {
    this.volume = Math.round(Math.min(1, Math.max(0, volume)) * 100)
    this.muted = muted
    if (this.player) this.applyVolume(this.player)
  }

  async resume(): Promise<void> {
    if (!this.loaded || !this.player) return
    this.catchUps = catchUpTries
    this.player.playVideo()
    this.watchForRefusal(this.player)
  }

  async warm(): Promise<void> {
    await this.ensurePlayer().catch(() => undefined)
  }

  destroy(): void {
    this.stop()
    this.dropPlayer()
  }

  /** One player for every song, made in the bar's video box (again if the box was replaced). */
  private async ensurePlayer(): Promise<YT.Player> {
    const made = this.player
    const frame = made?.getIframe()
    const host = this.context.videoHost()
    if (made && frame?.isConnected && (!host || host.contains(frame))) return made
    if (made) this.dropPlayer()
    this.playerReady ??= this.createPlayer().catch((error: unknown) => {
      this.playerReady = null
      throw error
    })
    return this.playerReady
  }

  private async createPlayer(): Promise<YT.Player> {
    const settings = await loadPlaybackSettings()
    const api = await loadYouTubeIframeApi(settings.youtube.iframeApiUrl)
    this.api = api
    const element = document.createElement('div')
    const host = this.context.videoHost()
    if (host) host.append(element)
    else {
      // No box to show it in (the bar is not rendered): the video plays unseen.
      element.style.cssText = 'position:fixed;width:1px;height:1px;opacity:0;pointer-events:none'
      document.body.append(element)
    }
    return new Promise<YT.Player>((resolve) => {
      const player = new api.Player(element, {
        width: '100%',
        height: '100%',
        playerVars: { controls: 0, disablekb: 1, playsinline: 1, fs: 0, rel: 0, iv_load_policy: 3 },
        events: {
          onReady: () => {
            this.player = player
            resolve(player)
          },
          onStateChange: (event) => this.stateChanged(event.data),
          onError: (event) => this.fail(errorMessage(event.data)),
          onAutoplayBlocked: () => this.refused()
        }
      })
    })
  }

  private dropPlayer(): void {
    this.player?.destroy()
    this.player = null
    this.playerReady = null
  }

  private stateChanged(state: YT.PlayerState): void {
    const states = this.api?.PlayerState
    if (!states || !this.loaded) return
    if (state === states.PLAYING) this.started()
    else {
      this.playing = false
      clearInterval(this.ticker)
      if (state === states.ENDED) this.context.events.ended()
      else if (state === states.PAUSED) this.refused()
    }
  }

  private started(): void {
    const player = this.player
    if (!player || this.playing) return
    this.playing = true
    clearTimeout(this.blockedTimer)
    const lag = this.seekStarted === null ? null : (performance.now() - this.seekStarted) / 1000
    if (lag !== null && lag <= maxSeekLagSeconds) this.seekLag = lag
    this.seekStarted = null
    const loadLag = this.loadStarted === null ? null : (performance.now() - this.loadStarted) / 1000
    if (loadLag !== null && loadLag <= maxLoadLagSeconds) this.loadLag = loadLag
    this.loadStarted = null
    const expected = this.at()
    if (this.catchUps > 0 && expected !== null && Math.abs(player.getCurrentTime() - expected) > catchUpSeconds) {
      this.catchUps--
      this.seekTo(player, expected)
    } else this.catchUps = 0
    this.context.events.blocked(false)
    if (!this.announced) this.context.events.playing()
    this.announced = true
    this.settle()
    clearInterval(this.ticker)
    this.ticker = setInterval(() => this.context.events.time(player.getCurrentTime()), timeEveryMs)
  }

  /** Seeks to `seconds`, aimed ahead by what the last seek took: the video's clock stands still while it buffers. */
  private seekTo(player: YT.Player, seconds: number): void {
    this.seekStarted = performance.now()
    player.seekTo(Math.max(0, seconds + this.seekLag), true)
  }

  /** The browser did not let the video start (or stopped it): the listener's tap resumes it. */
  private refused(): void {
    if (!this.loaded) return
    clearTimeout(this.blockedTimer)
    // The wait for the listener's tap is no part of what a load takes.
    this.loadStarted = null
    this.context.events.blocked(true)
    this.settle()
  }

  /** YouTube gives no error when autoplay is refused: the video just stays unstarted or cued. */
  private watchForRefusal(player: YT.Player): void {
    clearTimeout(this.blockedTimer)
    const generation = this.generation
    this.blockedTimer = setTimeout(() => {
      const states = this.api?.PlayerState
      if (generation !== this.generation || !states) return
      const state = player.getPlayerState()
      if (state === states.UNSTARTED || state === states.CUED) this.refused()
    }, blockedAfterMs)
  }

  private fail(message: string): void {
    if (!this.loaded) return
    this.stopTimers()
    this.playing = false
    const pending = this.pending
    this.pending = null
    if (pending) pending.reject(new Error(message))
    else this.context.events.failed(message)
  }

  private settle(): void {
    this.pending?.resolve()
    this.pending = null
  }

  private stopTimers(): void {
    clearInterval(this.ticker)
    clearTimeout(this.blockedTimer)
  }

  private applyVolume(player: YT.Player): void {
    player.setVolume(this.volume)
    if (this.muted) player.mute()
    else player.unMute()
  }
}

export const youtubeDriver: DriverFactory = (context) => new YouTubeDriver(context)
