// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes, type PlaybackSettings, type Route } from '@spinroom/schemas'
import { api, socket } from '../../../api/client.ts'
import { callKey } from '../../../api/queries.ts'
import { queryClient } from '../../../api/query-client.ts'
import { providerAccessStore } from '../provider-access.ts'
import { appleDriver } from './apple.ts'
import type { DriverEvents, DriverStart } from './driver.ts'
import type { MusicKitEvents } from './musickit.ts'

const sdkUrl = 'https://apple.test/musickit.js'
const settings: PlaybackSettings = {
  brand: 'default',
  order: ['apple'],
  providers: { apple: { configured: true, missing: [] } },
  youtube: { iframeApiUrl: 'https://youtube.test/iframe_api' },
  spotify: { sdkUrl: 'https://spotify.test/sdk', apiUrl: 'https://spotify.test/v1', accountsUrl: 'x', clientId: null },
  apple: { sdkUrl, storefront: 'gb', appName: 'Spinroom' }
}
const states = { none: 0, loading: 1, playing: 2, paused: 3, stopped: 4, ended: 5, waiting: 8, completed: 10 }
const mkError = (errorCode: string) => Object.assign(new Error(errorCode), { name: 'MKError', errorCode })
const wait = (ms: number) => (ms ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve())

/** What the fakes do: how long a queue takes, what MusicKit refuses, which ids the server matches on Apple Music. */
const fake = {
  queueMs: 0,
  queueError: null as unknown,
  playError: null as unknown,
  matches: [] as { provider: string; providerId: string }[]
}

/** MusicKit v3's instance as the stand-in plays it (the queued song at its start time), on the fake clock. */
class FakeMusicKit {
  isAuthorized = true
  volume = 1
  currentPlaybackTime = 0
  queued: string | null = null
  private listeners = new Map<string, Set<(event: unknown) => void>>()
  setQueue = vi.fn()
  play = vi.fn()
  stop = vi.fn()
  seekToTime = vi.fn()

  reset() {
    Object.assign(this, { isAuthorized: true, volume: 1, currentPlaybackTime: 0, queued: null })
    this.listeners.clear()
    this.setQueue = vi.fn(async ({ song, startTime = 0 }: { song: string; startTime?: number }) => {
      await wait(fake.queueMs)
      if (fake.queueError) throw fake.queueError
      Object.assign(this, { queued: song, currentPlaybackTime: startTime })
      this.state(states.loading)
    })
    this.play = vi.fn(async () => {
      if (fake.playError) throw fake.playError
      this.state(states.playing)
    })
    this.stop = vi.fn(async () => {
      this.queued = null
      this.state(states.stopped)
    })
    this.seekToTime = vi.fn(async (seconds: number) => void (this.currentPlaybackTime = seconds))
  }
  authorize = async () => 'music-user-token'
  unauthorize = async () => {}
  addEventListener<E extends keyof MusicKitEvents>(name: E, listener: (event: MusicKitEvents[E]) => void) {
    const set = this.listeners.get(name) ?? new Set()
    this.listeners.set(name, set.add(listener as (event: unknown) => void))
  }
  removeEventListener<E extends keyof MusicKitEvents>(name: E, listener: (event: MusicKitEvents[E]) => void) {
    this.listeners.get(name)?.delete(listener as (event: unknown) => void)
  }
  dispatch<E extends keyof MusicKitEvents>(name: E, event: MusicKitEvents[E]) {
    for (const listener of this.listeners.get(name) ?? []) listener(event)
  }
  state(state: number) {
    this.dispatch('playbackStateDidChange', { state })
  }
}
const kit = new FakeMusicKit()
const configure = vi.fn(async (_configuration: unknown) => kit)

/** Our server: the developer token, and the Apple Music match of a song's other provider ids. */
async function server(route: Route): Promise<unknown> {
  if (route === routes.playlists.getPlaybackSettings) return settings
  if (route === routes.playlists.getAppleDeveloperToken)
    return { token: 'developer-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }
  if (route === routes.playlists.getSongDataProviders) return { matches: fake.matches }
  throw new Error(`unexpected call ${route.path}`)
}

beforeAll(() => {
  // The player's socket would try to reach a server that is not there: the calls are answered by `server`.
  socket.disconnect()
  // MusicKit's script, as Apple's does: MusicKit is there, then the document hears it loaded (jsdom fetches no script).
  new MutationObserver(() => {
    if (!document.head.querySelector(`script[src="${sdkUrl}"]`) || window.MusicKit) return
    Object.assign(window, { MusicKit: { configure, getInstance: () => kit, PlaybackStates: states } })
    document.dispatchEvent(new Event('musickitloaded'))
  }).observe(document.head, { childList: true })
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] })
  Object.assign(fake, { queueMs: 0, queueError: null, playError: null, matches: [] })
  kit.reset()
  queryClient.setQueryData(callKey(routes.playlists.getPlaybackSettings), settings)
  // api.call is generic over its route; this one answers the few routes the driver calls.
  vi.spyOn(api, 'call').mockImplementation(server as unknown as typeof api.call)
  providerAccessStore.reset()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A driver, what it reported, and the room's second: a 200 s song `second` s in, as the room player reads it. */
function setUp(second = 60) {
  const events = { blocked: vi.fn(), playing: vi.fn(), time: vi.fn(), ended: vi.fn(), failed: vi.fn() }
  const driver = appleDriver({ audio: document.createElement('audio'), videoHost: () => null, events })
  const duration = 200
  const endTime = Date.now() + (duration - second) * 1000
  const room = () => Math.max(0, duration - (endTime - Date.now()) / 1000)
  const song = (musicProviders: Record<string, string> = { apple: 'apple-1' }): DriverStart => ({
    provider: 'apple',
    id: musicProviders.apple ?? '',
    musicProviders,
    duration,
    endTime
  })
  /** Starts a song and lets the fake clock run until the start is over. */
  const play = async (start = song()) => {
    const started = driver.start(start, room)
    await vi.advanceTimersByTimeAsync(fake.queueMs)
    await started
  }
  return { driver, events: events satisfies DriverEvents, room, song, play }
}

describe('Apple Music driver: the song plays at the room second', () => {
  it("queues the song at the room's second, plays it, and catches up the time the queue took", async () => {
    fake.queueMs = 2000
    const { events, play } = setUp(60)
    await play()
    expect(document.head.querySelector(`script[src="${sdkUrl}"]`)).not.toBeNull()
    expect(kit.setQueue).toHaveBeenCalledExactlyOnceWith({ song: 'apple-1', startTime: 60 })
    expect(kit.play).toHaveBeenCalledOnce()
    expect(kit.seekToTime).toHaveBeenLastCalledWith(62)
    expect(events.blocked).toHaveBeenLastCalledWith(false)
    // Sound after a stall is the same play: the room hears of it once.
    kit.state(states.waiting)
    kit.state(states.playing)
    expect(events.playing).toHaveBeenCalledOnce()
  })

  it('reports the time as it plays, and where the song is', async () => {
    const { driver, events, play } = setUp(60)
    expect(driver.position()).toBeNull()
    await play()
    kit.currentPlaybackTime = 61.25
    kit.dispatch('playbackTimeDidChange', { currentPlaybackTime: 61.25 })
    expect(events.time).toHaveBeenLastCalledWith(61.25)
    expect(driver.position()).toBe(61.25)
  })

  it('finds a song without an Apple Music id by its Spotify id, in the storefront of the settings', async () => {
    fake.matches = [{ provider: 'apple', providerId: 'apple-9' }]
    const { play, song } = setUp()
    await play(song({ spotify: 'spotify-1' }))
    expect(api.call).toHaveBeenCalledWith(routes.playlists.getSongDataProviders, {
      params: { providerSongId: 'spotify-1', musicProvider: 'spotify' },
      query: { country: 'gb' }
    })
    expect(kit.setQueue).toHaveBeenCalledWith({ song: 'apple-9', startTime: 60 })
  })

  it('a later start replaces the earlier one: only the last song plays', async () => {
    fake.queueMs = 1000
    const { driver, events, room, song } = setUp()
    const first = driver.start(song({ apple: 'apple-1' }), room)
    await vi.advanceTimersByTimeAsync(500)
    const second = driver.start(song({ apple: 'apple-2' }), room)
    await vi.advanceTimersByTimeAsync(1000)
    await Promise.all([first, second])
    expect(kit.stop).toHaveBeenCalled()
    expect(kit.play).toHaveBeenCalledOnce()
    expect(kit.queued).toBe('apple-2')
    expect(events.playing).toHaveBeenCalledOnce()
  })

  it('stop stops MusicKit and goes quiet: no time, end or error of the stopped song reaches the room', async () => {
    const { driver, events, play } = setUp()
    await play()
    driver.stop()
    expect(kit.stop).toHaveBeenCalled()
    expect(driver.position()).toBeNull()
    kit.dispatch('playbackTimeDidChange', { currentPlaybackTime: 90 })
    kit.state(states.ended)
    kit.dispatch('mediaPlaybackError', mkError('MEDIA_KEY'))
    expect(events.time).not.toHaveBeenCalled()
    expect(events.ended).not.toHaveBeenCalled()
    expect(events.failed).not.toHaveBeenCalled()
  })

  it('tells the room once when the song ends (MusicKit says ended, then completed)', async () => {
    const { events, play } = setUp(199)
    await play()
    kit.state(states.ended)
    kit.state(states.completed)
    expect(events.ended).toHaveBeenCalledOnce()
  })

  it('sets the volume on MusicKit, 0 when muted', async () => {
    const { driver, play } = setUp()
    driver.setVolume(0.5, false)
    await play()
    expect(kit.volume).toBe(0.5)
    driver.setVolume(0.5, true)
    expect(kit.volume).toBe(0)
  })

  it('asks for a tap when the browser refuses to play, and the tap plays', async () => {
    fake.playError = new DOMException('play() needs a gesture', 'NotAllowedError')
    const { driver, events, play } = setUp()
    await play()
    expect(events.blocked).toHaveBeenLastCalledWith(true)
    expect(events.playing).not.toHaveBeenCalled()
    fake.playError = null
    await driver.resume()
    expect(events.blocked).toHaveBeenLastCalledWith(false)
    expect(events.playing).toHaveBeenCalledOnce()
  })
})

describe('Apple Music driver: failures in a listener’s words', () => {
  it('asks a listener whose MusicKit is not authorized to connect again, and queues nothing', async () => {
    kit.isAuthorized = false
    const { driver, room, song } = setUp()
    await expect(driver.start(song(), room)).rejects.toThrow('playback.apple.connectAgain')
    expect(providerAccessStore.get().apple).toBe('notAuthorized')
    expect(kit.setQueue).not.toHaveBeenCalled()
  })

  it('says a song is not on Apple Music when neither it nor the server has an id there', async () => {
    const { driver, room, song } = setUp()
    await expect(driver.start(song({ sevenDigital: '7d-1' }), room)).rejects.toThrow('playback.apple.notOnAppleMusic')
    expect(kit.setQueue).not.toHaveBeenCalled()
  })

  it.each([
    ['queue', 'CONTENT_UNAVAILABLE', 'playback.apple.unavailable', undefined],
    ['queue', 'SUBSCRIPTION_ERROR', 'playback.apple.subscription', undefined],
    ['play', 'AUTHORIZATION_ERROR', 'playback.apple.connectAgain', 'notAuthorized'],
    ['play', 'TOKEN_EXPIRED', 'playback.apple.connectAgain', 'notAuthorized']
  ] as const)('MusicKit refusing to %s with %s fails the start with %s', async (step, code, message, access) => {
    Object.assign(fake, step === 'queue' ? { queueError: mkError(code) } : { playError: mkError(code) })
    const { driver, room, song } = setUp()
    await expect(driver.start(song(), room)).rejects.toThrow(message)
    expect(providerAccessStore.get().apple).toBe(access ?? 'ready')
    expect(driver.position()).toBeNull()
  })

  it('reports an error MusicKit meets while the song plays', async () => {
    const { events, play } = setUp()
    await play()
    kit.dispatch('mediaPlaybackError', mkError('MEDIA_KEY'))
    expect(events.failed).toHaveBeenCalledExactlyOnceWith('playback.apple.browser')
  })
})
