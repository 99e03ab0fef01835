// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes, type PlaybackSettings } from '@spinroom/schemas'
import { socket } from '../../../api/client.ts'
import { callKey } from '../../../api/queries.ts'
import { queryClient } from '../../../api/query-client.ts'
import en from '../../../i18n/en/playback.json'
import type { DriverEvents, DriverStart } from './driver.ts'
import { youtubeDriver } from './youtube.ts'

const iframeApiUrl = 'https://youtube.test/iframe_api'
const states = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 }
/** How long the fake takes from a load or a seek to playing, and the onError code it answers a video with. */
const fake = { loadMs: 800, seekMs: 200, errors: {} as Record<string, number> }

/** The part of YT.Player the driver uses, on the fake clock: the video's second advances while it plays. */
class FakePlayer {
  static last: FakePlayer | null = null
  seeks: number[] = []
  volume = 100
  muted = false
  private state = states.UNSTARTED
  private at = 0
  private since: number | null = null
  private run = 0
  private frame = document.createElement('iframe')
  private events: Partial<Record<string, (event: { target: FakePlayer; data?: number }) => void>>

  constructor(element: HTMLElement, options: { events?: FakePlayer['events'] }) {
    this.events = options.events ?? {}
    element.replaceWith(this.frame)
    FakePlayer.last = this
    setTimeout(() => this.emit('onReady'), 100)
  }
  loadVideoById({ videoId, startSeconds = 0 }: { videoId: string; startSeconds?: number }) {
    this.freeze()
    this.at = startSeconds
    this.setState(states.BUFFERING)
    const error = fake.errors[videoId]
    if (error === undefined) this.play(fake.loadMs)
    else setTimeout(() => this.emit('onError', error), fake.loadMs)
  }
  playVideo = () => this.state !== states.PLAYING && this.play(fake.seekMs)
  pauseVideo = () => (this.freeze(), this.setState(states.PAUSED))
  stopVideo = () => (this.freeze(), this.run++, this.setState(states.UNSTARTED))
  seekTo(seconds: number) {
    this.seeks.push(seconds)
    this.freeze()
    this.at = seconds
    this.play(fake.seekMs)
  }
  /** The video jumps away from where it plays, as a stalled or hurried player would. */
  drift(seconds: number) {
    this.at = this.getCurrentTime() + seconds
    if (this.since !== null) this.since = performance.now()
  }
  end = () => (this.freeze(), this.setState(states.ENDED))
  fail = (code: number) => this.emit('onError', code)
  getCurrentTime = () => this.at + (this.since === null ? 0 : (performance.now() - this.since) / 1000)
  getPlayerState = () => this.state
  setVolume = (volume: number) => (this.volume = volume)
  mute = () => (this.muted = true)
  unMute = () => (this.muted = false)
  getIframe = () => this.frame
  destroy = () => this.frame.remove()

  private play(ms: number) {
    const run = ++this.run
    this.setState(states.BUFFERING)
    setTimeout(() => {
      if (run !== this.run) return
      this.since = performance.now()
      this.setState(states.PLAYING)
    }, ms)
  }
  private freeze() {
    this.at = this.getCurrentTime()
    this.since = null
  }
  private setState(state: number) {
    if (state === this.state) return
    this.state = state
    this.emit('onStateChange', state)
  }
  private emit(name: string, data?: number) {
    this.events[name]?.({ target: this, data })
  }
}

const settings: PlaybackSettings = {
  brand: 'default',
  order: ['youtube'],
  providers: { youtube: { configured: true, missing: [] } },
  youtube: { iframeApiUrl },
  spotify: { sdkUrl: 'https://spotify.test/sdk', apiUrl: 'https://spotify.test/v1', accountsUrl: 'x', clientId: null },
  apple: { sdkUrl: 'https://apple.test/musickit', storefront: 'us', appName: 'Spinroom' }
}

beforeAll(() => {
  // The player's socket would try to reach a server that is not there: these tests make no call.
  socket.disconnect()
  queryClient.setQueryData(callKey(routes.playlists.getPlaybackSettings), settings)
  // The IFrame API's script, as YouTube's does: YT is there, then it says it is ready (jsdom fetches no script).
  new MutationObserver(() => {
    if (!document.head.querySelector(`script[src="${iframeApiUrl}"]`)) return
    Object.assign(window, { YT: { Player: FakePlayer, PlayerState: states } })
    setTimeout(() => window.onYouTubeIframeAPIReady?.(), 50)
  }).observe(document.head, { childList: true })
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] })
  Object.assign(fake, { loadMs: 800, seekMs: 200, errors: {} })
})
afterEach(() => vi.useRealTimers())

const song = (id: string): DriverStart => ({
  provider: 'youtube',
  id,
  musicProviders: { youtube: id },
  duration: 240_000,
  endTime: Date.now() + 200_000
})

/** A driver, what it reported, and the room's second now (the song started `second` seconds ago). */
function setUp(second = 30) {
  const events = { blocked: vi.fn(), playing: vi.fn(), time: vi.fn(), ended: vi.fn(), failed: vi.fn() }
  const driver = youtubeDriver({
    audio: document.createElement('audio'),
    videoHost: () => document.body,
    events: events satisfies DriverEvents
  })
  const startedAt = Date.now() - second * 1000
  const room = () => (Date.now() - startedAt) / 1000
  const play = async (id = 'aBcDeFgHiJk') => {
    const started = driver.start(song(id), room)
    await vi.advanceTimersByTimeAsync(fake.loadMs + 1000)
    await started
    return FakePlayer.last!
  }
  const offBy = () => Math.abs(FakePlayer.last!.getCurrentTime() - room())
  return { driver, events, room, play, offBy }
}

describe('YouTube driver: a song starts at the room second', () => {
  it("starts the session's first song at the room's second, with no catch-up seek, when loading takes 800 ms", async () => {
    const { events, play, offBy } = setUp()
    const player = await play()
    expect(player.seeks).toEqual([])
    expect(offBy()).toBeLessThanOrEqual(0.25)
    expect(events.playing).toHaveBeenCalledOnce()
    expect(events.blocked).toHaveBeenLastCalledWith(false)
  })

  it('learns how long a load takes: the next song starts in step with no seek even when the first needed one', async () => {
    fake.loadMs = 1800
    const { driver, play, offBy } = setUp()
    const first = await play()
    expect(offBy()).toBeLessThanOrEqual(0.25)
    first.seeks.length = 0
    driver.stop()
    const next = await play('dQw4w9WgXcQ')
    expect(next.seeks).toEqual([])
    expect(offBy()).toBeLessThanOrEqual(0.25)
  })

  it('corrects a play that starts far off', async () => {
    fake.loadMs = 4000
    const { play, offBy } = setUp()
    const player = await play()
    expect(player.seeks).toHaveLength(1)
    expect(offBy()).toBeLessThanOrEqual(0.25)
  })

  it('gives up after two catch-up seeks that do not get there (the re-sync tries again later)', async () => {
    // Seeks that take 1.5 s (a stall: they teach no lag) land 1.5 s behind every time.
    Object.assign(fake, { loadMs: 4000, seekMs: 1500 })
    const { play, offBy } = setUp()
    const player = await play()
    await vi.advanceTimersByTimeAsync(5000)
    expect(player.seeks).toHaveLength(2)
    expect(offBy()).toBeGreaterThan(1)
  })

  it("aims a later seek ahead by what the last one took, so it lands on the room's second", async () => {
    fake.seekMs = 600
    const { driver, room, play, offBy } = setUp()
    const player = await play()
    player.drift(-5)
    driver.seek(room())
    await vi.advanceTimersByTimeAsync(2000)
    // The first seek lands 0.6 s behind and catches up once; the next is aimed 0.6 s ahead and lands.
    expect(player.seeks).toHaveLength(2)
    expect(offBy()).toBeLessThanOrEqual(0.25)
    player.drift(5)
    const expected = room()
    driver.seek(expected)
    expect(player.seeks[2]).toBeCloseTo(expected + 0.6, 2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(player.seeks).toHaveLength(3)
    expect(offBy()).toBeLessThanOrEqual(0.25)
  })
})

describe('YouTube driver: failures, stop and pause', () => {
  const words = (key: string) => key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], en)

  it.each([
    [2, 'playback.youtube.invalidVideo'],
    [5, 'playback.youtube.browserCannotPlay'],
    [100, 'playback.youtube.removed'],
    [101, 'playback.youtube.embedBlocked'],
    [150, 'playback.youtube.embedBlocked']
  ])('a video refused with onError %i fails its start with words a listener can read', async (code, key) => {
    fake.errors = { aBcDeFgHiJk: code }
    const { driver } = setUp()
    const started = driver.start(song('aBcDeFgHiJk'), () => 30)
    const failed = expect(started).rejects.toThrow(key)
    await vi.advanceTimersByTimeAsync(2000)
    await failed
    expect(words(key)).toEqual(expect.any(String))
  })

  it('an error once the song plays is reported as a failure of the play', async () => {
    const { events, play } = setUp()
    const player = await play()
    player.fail(150)
    expect(events.failed).toHaveBeenCalledWith('playback.youtube.embedBlocked')
  })

  it('stop stops the video, reports no position and nothing more from it', async () => {
    const { driver, events, play } = setUp()
    const player = await play()
    expect(driver.position()).not.toBeNull()
    driver.stop()
    expect(player.getPlayerState()).toBe(states.UNSTARTED)
    expect(driver.position()).toBeNull()
    events.time.mockClear()
    player.end()
    await vi.advanceTimersByTimeAsync(1000)
    expect(events.time).not.toHaveBeenCalled()
    expect(events.ended).not.toHaveBeenCalled()
  })

  it('a stop while the video loads settles its start', async () => {
    const { driver } = setUp()
    const started = driver.start(song('aBcDeFgHiJk'), () => 30)
    await vi.advanceTimersByTimeAsync(300)
    driver.stop()
    await vi.advanceTimersByTimeAsync(2000)
    await expect(started).resolves.toBeUndefined()
    expect(FakePlayer.last!.seeks).toEqual([])
  })

  it("a paused video waits for the listener's tap, then plays on at the room's second", async () => {
    const { driver, events, play, offBy } = setUp()
    const player = await play()
    player.pauseVideo()
    expect(events.blocked).toHaveBeenLastCalledWith(true)
    await vi.advanceTimersByTimeAsync(5000)
    await driver.resume()
    await vi.advanceTimersByTimeAsync(2000)
    expect(player.getPlayerState()).toBe(states.PLAYING)
    expect(events.blocked).toHaveBeenLastCalledWith(false)
    expect(offBy()).toBeLessThanOrEqual(0.25)
  })

  it('reports the position while playing, the end, and the volume', async () => {
    const { driver, events, play } = setUp()
    const player = await play()
    driver.setVolume(0.4, true)
    expect([player.volume, player.muted]).toEqual([40, true])
    events.time.mockClear()
    await vi.advanceTimersByTimeAsync(1000)
    expect(events.time).toHaveBeenCalledTimes(4)
    player.end()
    expect(events.ended).toHaveBeenCalledOnce()
  })
})
