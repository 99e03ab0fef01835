import type Hls from 'hls.js'
import { tokenStorageKey } from '../../api/client.ts'
import { sameStart, type PlaybackStart } from './playback-start.ts'

/** Further off than this from the room's second, the audio jumps back in step. */
export const maxDriftSeconds = 1

export interface RoomPlayerEvents {
  /** The browser refused to play without a gesture (true), or now plays (false). */
  blocked(blocked: boolean): void
  /** The stream failed for good (a network or decoding error hls.js could not recover from). */
  failed(message: string): void
}

const bearer = () => {
  try {
    return localStorage.getItem(tokenStorageKey)
  } catch {
    return null
  }
}

/**
 * Plays the room's songs on one audio element, one provider at a time (seed 002, "Playback"), each at the room's
 * second: position() tells where the song should be now.
 */
export class RoomPlayer {
  private current: PlaybackStart | null = null
  private hls: Hls | null = null
  private generation = 0

  constructor(
    private audio: HTMLAudioElement,
    private position: () => number | null,
    private events: RoomPlayerEvents
  ) {}

  /** Starts a play; the same start as the current one is ignored. */
  async start(start: PlaybackStart): Promise<void> {
    if (sameStart(this.current, start)) return
    this.stop()
    this.current = start
    const generation = ++this.generation
    const { default: HlsPlayer } = await import('hls.js')
    if (generation !== this.generation) return
    if (HlsPlayer.isSupported()) {
      const hls = new HlsPlayer({
        startPosition: this.position() ?? 0,
        xhrSetup: (xhr) => {
          const token = bearer()
          if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
        }
      })
      hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
        if (data.fatal) this.events.failed(data.details)
      })
      hls.on(HlsPlayer.Events.MANIFEST_PARSED, () => void this.play())
      hls.loadSource(start.url)
      hls.attachMedia(this.audio)
      this.hls = hls
    } else {
      this.audio.src = start.url
      this.audio.currentTime = this.position() ?? 0
      await this.play()
    }
  }

  /** Stops what plays (another provider starts, nothing is left to play, the room is left). */
  stop(): void {
    this.generation++
    this.current = null
    this.hls?.destroy()
    this.hls = null
    this.audio.pause()
    this.audio.removeAttribute('src')
    this.audio.load()
  }

  /** Tries to play (again), e.g. from a user's tap after the browser refused autoplay. */
  async play(): Promise<void> {
    if (!this.current) return
    this.resync()
    try {
      await this.audio.play()
      this.events.blocked(false)
    } catch (error) {
      if ((error as Error).name === 'NotAllowedError') this.events.blocked(true)
    }
  }

  /** Moves the audio back to the room's second when it drifted too far. */
  resync(): void {
    const expected = this.position()
    if (!this.current || expected === null || this.audio.readyState === 0) return
    if (Math.abs(this.audio.currentTime - expected) > maxDriftSeconds) this.audio.currentTime = expected
  }

  get playing(): PlaybackStart | null {
    return this.current
  }
}
