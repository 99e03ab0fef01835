// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_AUDIO_QUALITY, routes, type Route, type SongProviderKey } from '@spinroom/schemas'
import { api, rest, socket } from '../../../api/client.ts'
import type { DriverEvents, DriverStart } from './driver.ts'
import { mediaElementDriver } from './media-element.ts'

/** What our server hands out as a catalogue song's streams (seven-digital's full song, here). */
const fake = { streamUrls: {} as Record<string, { http?: string; hls?: string }> }

async function server(route: Route, input: { params?: { id?: string } }): Promise<unknown> {
  if (route !== routes.playlists.getSongStream) throw new Error(`unexpected call ${route.path}`)
  return { songId: input.params?.id, quality: DEFAULT_AUDIO_QUALITY, streamUrls: fake.streamUrls }
}

beforeAll(() => {
  // The player's socket would try to reach a server that is not there: the calls are answered by `server`.
  socket.disconnect()
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] })
  fake.streamUrls = {}
  // api.call is generic over its route; this one answers the stream route the driver calls.
  vi.spyOn(api, 'call').mockImplementation(server as unknown as typeof api.call)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/**
 * The page's audio element as a browser plays it, told by the test (jsdom's plays nothing): where it is, whether it has
 * the stream's metadata, its error; play() resolves, or rejects as `refuse` says.
 */
function audioElement() {
  const audio = document.createElement('audio')
  const media = { time: 0, readyState: 0, error: null as MediaError | null, refuse: null as Error | null }
  Object.defineProperties(audio, {
    currentTime: { get: () => media.time, set: (seconds: number) => (media.time = seconds) },
    readyState: { get: () => media.readyState },
    error: { get: () => media.error }
  })
  const play = vi.fn(async () => {
    if (media.refuse) throw media.refuse
  })
  const load = vi.fn(() => Object.assign(media, { readyState: 0, time: 0, error: null }))
  Object.assign(audio, { play, load, pause: vi.fn() })
  /** The stream's metadata arrived: the element can seek. */
  const metadata = () => {
    media.readyState = 1
    audio.dispatchEvent(new Event('loadedmetadata'))
  }
  const fail = () => {
    media.error = { code: 2, message: 'network' } as MediaError
    audio.dispatchEvent(new Event('error'))
  }
  return { audio, media, play, load, metadata, fail }
}

/** A driver of `provider` on its element, what it reported, and the room's second: a 200 s song `second` s in. */
function setUp(provider: SongProviderKey = 'audius', second = 60) {
  const element = audioElement()
  const events = { blocked: vi.fn(), playing: vi.fn(), time: vi.fn(), ended: vi.fn(), failed: vi.fn() }
  const driver = mediaElementDriver(provider)({ audio: element.audio, videoHost: () => null, events })
  const duration = 200
  const endTime = Date.now() + (duration - second) * 1000
  const room = () => Math.max(0, duration - (endTime - Date.now()) / 1000)
  const song = (over: Partial<DriverStart> = {}): DriverStart => ({
    provider,
    id: 'track-1',
    url: 'https://cdn.test/track-1.mp3',
    musicProviders: { [provider]: 'track-1' },
    duration,
    endTime,
    ...over
  })
  return { ...element, driver, events: events satisfies DriverEvents, room, song }
}
const settle = () => vi.advanceTimersByTimeAsync(0)

describe("Media element driver: a stream plays at the room's second", () => {
  it("loads the song's stream at the room's second, and joins where the room is once sound starts", async () => {
    const { audio, media, play, metadata, driver, events, room, song } = setUp('audius', 60)
    const started = driver.start(song(), room)
    await settle()
    expect(audio.getAttribute('src')).toBe('https://cdn.test/track-1.mp3')
    expect(driver.position()).toBeNull()
    await vi.advanceTimersByTimeAsync(1500)
    metadata()
    await started
    expect(media.time).toBe(61.5)
    expect(play).toHaveBeenCalledOnce()
    await vi.advanceTimersByTimeAsync(1000)
    audio.dispatchEvent(new Event('playing'))
    expect(media.time).toBe(room())
    expect(events.playing).toHaveBeenCalledOnce()
    expect(events.blocked).toHaveBeenLastCalledWith(false)
  })

  it('reports the time as the element plays, and the end of the song', async () => {
    const { audio, media, metadata, driver, events, room, song } = setUp()
    const started = driver.start(song(), room)
    await settle()
    metadata()
    await started
    media.time = 75
    audio.dispatchEvent(new Event('timeupdate'))
    expect(events.time).toHaveBeenLastCalledWith(75)
    expect(driver.position()).toBe(75)
    audio.dispatchEvent(new Event('ended'))
    expect(events.ended).toHaveBeenCalledOnce()
  })

  it("plays a seven-digital song from the stream the server hands out, the plain one before HLS, in the listener's quality", async () => {
    fake.streamUrls = { sevenDigital: { hls: 'https://cdn.test/7d.m3u8', http: 'https://cdn.test/7d.mp3' } }
    const { audio, driver, room, song } = setUp('sevenDigital')
    void driver.start(song({ url: undefined, songId: 'song-1' }), room)
    await settle()
    expect(api.call).toHaveBeenCalledWith(routes.playlists.getSongStream, {
      params: { country: 'us', id: 'song-1' },
      query: { quality: DEFAULT_AUDIO_QUALITY }
    })
    expect(audio.getAttribute('src')).toBe('https://cdn.test/7d.mp3')
  })

  it('plays an upload from its HLS playlist (on the element itself where hls.js cannot run, as in Safari)', async () => {
    const { audio, driver, room, song } = setUp('uploadService')
    void driver.start(song({ id: 'upload-1', url: undefined }), room)
    const playlist = rest.url(routes.songs.getSongPlaylist, { params: { id: 'upload-1' } })
    // hls.js loads first (a module import, on the real clock) and finds no MediaSource here.
    await vi.waitFor(() => expect(audio.getAttribute('src')).toBe(playlist), { timeout: 10_000 })
  })

  it('a later start replaces the earlier one: only the last stream plays', async () => {
    const { audio, play, metadata, driver, events, room, song } = setUp()
    const first = driver.start(song(), room)
    await settle()
    const second = driver.start(song({ id: 'track-2', url: 'https://cdn.test/track-2.mp3' }), room)
    await settle()
    metadata()
    await Promise.all([first, second])
    expect(audio.getAttribute('src')).toBe('https://cdn.test/track-2.mp3')
    expect(play).toHaveBeenCalledOnce()
    audio.dispatchEvent(new Event('playing'))
    expect(events.playing).toHaveBeenCalledOnce()
  })

  it('stop unloads the element and goes quiet: nothing of the stopped song reaches the room', async () => {
    const { audio, load, metadata, fail, driver, events, room, song } = setUp()
    const started = driver.start(song(), room)
    await settle()
    metadata()
    await started
    driver.stop()
    expect(audio.pause).toHaveBeenCalled()
    expect(audio.hasAttribute('src')).toBe(false)
    expect(load).toHaveBeenCalled()
    expect(driver.position()).toBeNull()
    for (const type of ['playing', 'timeupdate', 'ended']) audio.dispatchEvent(new Event(type))
    fail()
    expect(events.playing).not.toHaveBeenCalled()
    expect(events.time).not.toHaveBeenCalled()
    expect(events.ended).not.toHaveBeenCalled()
    expect(events.failed).not.toHaveBeenCalled()
  })

  it('sets the volume and the mute on the element', () => {
    const { audio, driver } = setUp()
    driver.setVolume(0.3, true)
    expect([audio.volume, audio.muted]).toEqual([0.3, true])
    driver.setVolume(0.8, false)
    expect([audio.volume, audio.muted]).toEqual([0.8, false])
  })

  it('asks for a tap when the browser refuses to play, and the tap plays', async () => {
    const { media, play, metadata, driver, events, room, song } = setUp()
    media.refuse = new DOMException('play() needs a gesture', 'NotAllowedError')
    const started = driver.start(song(), room)
    await settle()
    metadata()
    await started
    expect(events.blocked).toHaveBeenLastCalledWith(true)
    media.refuse = null
    await driver.resume()
    expect(play).toHaveBeenCalledTimes(2)
    expect(events.blocked).toHaveBeenLastCalledWith(false)
  })
})

describe('Media element driver: failures in a listener’s words', () => {
  it.each([
    ['without a catalogue song to ask a stream of', { url: undefined, songId: null }, {}],
    ['when the server has none of it', { url: undefined, songId: 'song-1' }, { spotify: { http: 'https://x.test' } }]
  ])('says no stream is available %s', async (_case, over, streamUrls) => {
    fake.streamUrls = streamUrls
    const { audio, driver, room, song } = setUp('sevenDigital')
    await expect(driver.start(song(over), room)).rejects.toThrow('playback.failure.streamMissing')
    expect(audio.hasAttribute('src')).toBe(false)
  })

  it('reports a stream that fails to load, or breaks while it plays', async () => {
    const { fail, metadata, driver, events, room, song } = setUp()
    void driver.start(song(), room)
    await settle()
    fail()
    expect(events.failed).toHaveBeenLastCalledWith('playback.failure.streamFailed')
    const started = driver.start(song(), room)
    await settle()
    metadata()
    await started
    fail()
    expect(events.failed).toHaveBeenCalledTimes(2)
  })

  it('does not give up on a stream that stalls: the browser goes on fetching, and the room re-syncs it', async () => {
    const { audio, metadata, driver, events, room, song } = setUp()
    const started = driver.start(song(), room)
    await settle()
    metadata()
    await started
    audio.dispatchEvent(new Event('playing'))
    for (const type of ['stalled', 'waiting', 'playing']) audio.dispatchEvent(new Event(type))
    expect(events.failed).not.toHaveBeenCalled()
    expect(driver.position()).toBe(60)
  })
})
