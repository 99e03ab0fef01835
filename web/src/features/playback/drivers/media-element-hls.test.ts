// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { routes } from '@spinroom/schemas'
import { rest, socket } from '../../../api/client.ts'
import { coreTokenStorage } from '../../../api/player-storage.ts'
import type { DriverEvents, DriverStart } from './driver.ts'
import { mediaElementDriver } from './media-element.ts'

/** hls.js as the driver uses it, where it can run (a browser with MediaSource): what it was given, and its events. */
const { FakeHls, players } = vi.hoisted(() => {
  type Handler = (event: string, data: unknown) => void
  const players: InstanceType<typeof FakeHls>[] = []
  class FakeHls {
    static isSupported = () => true
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' }
    source = ''
    media: HTMLMediaElement | null = null
    destroy = vi.fn()
    private handlers = new Map<string, Handler[]>()
    constructor(readonly config: { startPosition: number; xhrSetup: (xhr: XMLHttpRequest, url: string) => void }) {
      players.push(this)
    }
    on(event: string, handler: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler])
    }
    emit(event: string, data?: unknown) {
      for (const handler of this.handlers.get(event) ?? []) handler(event, data)
    }
    loadSource(url: string) {
      this.source = url
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media
    }
  }
  return { FakeHls, players }
})
vi.mock('hls.js', () => ({ default: FakeHls }))

// A signed-in listener's session token (only its claims are read here).
const session = `e30.${btoa(JSON.stringify({ type: 'user', sub: 'listener-1' }))}.sig`

beforeAll(() => {
  // The player's socket would try to reach a server that is not there; the driver calls nothing else here.
  socket.disconnect()
  coreTokenStorage.setItem('token', session)
})
afterAll(() => coreTokenStorage.removeItem())
afterEach(() => {
  players.length = 0
  vi.restoreAllMocks()
})

/** An upload's driver on an element that plays whatever it is told (jsdom's plays nothing), 60 s into a 200 s song. */
function setUp() {
  const audio = document.createElement('audio')
  const play = vi.fn(async () => {})
  Object.assign(audio, { play, pause: vi.fn(), load: vi.fn() })
  const events = { blocked: vi.fn(), playing: vi.fn(), time: vi.fn(), ended: vi.fn(), failed: vi.fn() }
  const driver = mediaElementDriver('uploadService')({ audio, videoHost: () => null, events })
  const endTime = Date.now() + 140_000
  const room = () => 200 - (endTime - Date.now()) / 1000
  const song = (id = 'upload-1'): DriverStart => ({
    provider: 'uploadService',
    id,
    musicProviders: { uploadService: id },
    duration: 200,
    endTime
  })
  return { audio, play, driver, events: events satisfies DriverEvents, room, song }
}

/** The hls.js player the driver made for its latest start, once it made it. */
const latest = async (count: number) => {
  await vi.waitFor(() => expect(players).toHaveLength(count))
  return players.at(-1)!
}

/** The headers the driver's xhrSetup puts on hls.js's request for `url`. */
function requestTo(hls: InstanceType<typeof FakeHls>, url: string) {
  const setRequestHeader = vi.fn()
  // xhrSetup only sets headers: the rest of XMLHttpRequest is never touched.
  hls.config.xhrSetup({ setRequestHeader } as unknown as XMLHttpRequest, url)
  return setRequestHeader
}

describe('Media element driver: an upload through hls.js', () => {
  it("loads the upload's playlist at the room's second, and sends the session's token to our server only", async () => {
    const { audio, play, driver, room, song } = setUp()
    const started = driver.start(song(), room)
    const hls = await latest(1)
    expect(hls.source).toBe(rest.url(routes.songs.getSongPlaylist, { params: { id: 'upload-1' } }))
    expect(hls.media).toBe(audio)
    expect(hls.config.startPosition).toBeCloseTo(60, 0)

    // The playlist and its AES key are ours and need the token; a segment elsewhere gets no credential.
    const ours = requestTo(hls, new URL(rest.url(routes.songs.getSongKey), location.href).href)
    expect(ours).toHaveBeenCalledWith('Authorization', `Bearer ${session}`)
    expect(requestTo(hls, 'https://cdn.test/segment-1.ts')).not.toHaveBeenCalled()

    expect(play).not.toHaveBeenCalled()
    hls.emit(FakeHls.Events.MANIFEST_PARSED)
    await started
    expect(play).toHaveBeenCalledOnce()
  })

  it('reports a fatal error of hls.js, and lets the ones it recovers from pass', async () => {
    const { driver, events, room, song } = setUp()
    const started = driver.start(song(), room)
    const hls = await latest(1)
    hls.emit(FakeHls.Events.MANIFEST_PARSED)
    await started
    hls.emit(FakeHls.Events.ERROR, { fatal: false, details: 'fragLoadError' })
    expect(events.failed).not.toHaveBeenCalled()
    hls.emit(FakeHls.Events.ERROR, { fatal: true, details: 'manifestLoadError' })
    expect(events.failed).toHaveBeenCalledWith('playback.failure.streamFailed')
  })

  it('a later start or a stop destroys the hls.js player of the song before', async () => {
    const { driver, room, song } = setUp()
    void driver.start(song(), room)
    const first = await latest(1)
    void driver.start(song('upload-2'), room)
    const second = await latest(2)
    expect(first.destroy).toHaveBeenCalledOnce()
    expect(second.source).toBe(rest.url(routes.songs.getSongPlaylist, { params: { id: 'upload-2' } }))
    second.emit(FakeHls.Events.MANIFEST_PARSED)
    driver.stop()
    expect(second.destroy).toHaveBeenCalledOnce()
  })
})
