// @vitest-environment jsdom
/// <reference types="spotify-web-playback-sdk" />
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { routes, type PlaybackSettings, type Route } from '@spinroom/schemas'
import { api, socket } from '../../../api/client.ts'
import { coreTokenStorage } from '../../../api/player-storage.ts'
import { callKey } from '../../../api/queries.ts'
import { queryClient } from '../../../api/query-client.ts'
import { providerAccessStore } from '../provider-access.ts'
import type { DriverEvents, DriverStart } from './driver.ts'
import { spotifyDriver } from './spotify.ts'
import { forgetSpotifyToken } from './spotify-account.ts'

const sdkUrl = 'https://spotify.test/spotify-player.js'
const apiUrl = 'https://spotify.test/v1'
const settings: PlaybackSettings = {
  brand: 'default',
  order: ['spotify'],
  providers: { spotify: { configured: true, missing: [] } },
  youtube: { iframeApiUrl: 'https://youtube.test/iframe_api' },
  spotify: { sdkUrl, apiUrl, accountsUrl: 'https://accounts.spotify.test', clientId: 'client-1' },
  apple: { sdkUrl: 'https://apple.test/musickit.js', storefront: 'us', appName: 'Spinroom' }
}
const harbour = '4uLU6hMCjMI75M1A2tKUQC'
const lantern = '7GhIk7Il098yCjg4BQjzvb'
// A signed-in listener's session token (only its claims are read here).
const session = `e30.${btoa(JSON.stringify({ type: 'user', sub: 'listener-1' }))}.sig`

/** What the fake SDK and the fake Spotify do: how a device's connection ends, what the play call answers. */
const fake = { connects: 'ready' as 'ready' | Spotify.ErrorTypes, linked: true, playStatus: 204 }
const players: FakePlayer[] = []
const device = () => players.at(-1)!

/** Spotify.Player as the stand-in SDK behaves, on the fake clock: what the Web API moved here sounds from there. */
class FakePlayer {
  readonly id = `device-${players.length + 1}`
  track: string | null = null
  paused = true
  private ms = 0
  private since = 0
  private ended = false
  private listeners = new Map<string, ((payload: unknown) => void)[]>()
  activateElement = vi.fn(async () => {})
  disconnect = vi.fn()
  setVolume = vi.fn(async (_volume: number) => {})
  pause = vi.fn(async () => this.move(this.position(), true))
  resume = vi.fn(async () => this.move(this.position(), false))
  seek = vi.fn(async (ms: number) => this.move(ms, this.paused))
  getCurrentState = async () => this.state()

  constructor(readonly options: Spotify.PlayerInit) {
    players.push(this)
  }
  addListener(event: string, listener: (payload: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return true
  }
  emit(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload)
  }
  async connect() {
    await new Promise<string>((resolve) => this.options.getOAuthToken(resolve))
    if (fake.connects === 'ready') this.emit('ready', { device_id: this.id })
    else this.emit(fake.connects, { message: fake.connects })
    return fake.connects === 'ready'
  }
  /** The play call reached the device: the track sounds, or the browser refuses it without a tap. */
  plays(track: string, ms: number, refused = false) {
    this.track = track
    this.ended = false
    this.move(ms, refused)
    if (refused) this.emit('autoplay_failed')
  }
  finish() {
    this.ended = true
    this.move(0, true)
  }
  position() {
    return this.ms + (this.paused ? 0 : performance.now() - this.since)
  }
  private move(ms: number, paused: boolean) {
    this.ms = ms
    this.paused = paused
    this.since = performance.now()
    this.emit('player_state_changed', this.state())
  }
  private state(): Spotify.PlaybackState | null {
    if (!this.track) return null
    const track: Spotify.Track = {
      id: this.track,
      uri: `spotify:track:${this.track}`,
      uid: this.track,
      name: 'Harbour Lights',
      duration_ms: 200_000,
      album: { name: 'Harbour Lights', uri: '', images: [] },
      artists: [{ name: 'The Tides', uri: '', url: '' }],
      is_playable: true,
      media_type: 'audio',
      type: 'track',
      track_type: 'audio',
      linked_from: { uri: null, id: null }
    }
    return {
      context: { uri: null, metadata: null },
      disallows: {},
      duration: 200_000,
      paused: this.paused,
      position: this.position(),
      loading: false,
      timestamp: Date.now(),
      repeat_mode: 0,
      shuffle: false,
      restrictions: {},
      track_window: { current_track: track, previous_tracks: this.ended ? [track] : [], next_tracks: [] },
      playback_id: '1',
      playback_quality: 'HIGH',
      playback_features: { hifi_status: 'NONE' }
    }
  }
}

/** Our server: the linked account's access token, refused when none is linked. */
async function server(route: Route): Promise<unknown> {
  if (route === routes.playlists.getPlaybackSettings) return settings
  if (route !== routes.accounts.refreshSpotifyToken) throw new Error(`unexpected call ${route.path}`)
  if (!fake.linked) throw new Error('No Spotify account is linked')
  return { provider: 'spotify', accessToken: 'token-1', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }
}
const spotifyApi = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: fake.playStatus }))
const playCalls = () =>
  spotifyApi.mock.calls.map(([url, init]) => ({ url, init, body: JSON.parse(String(init.body)) as unknown }))

beforeAll(() => {
  // The player's socket would try to reach a server that is not there: the calls are answered by `server`.
  socket.disconnect()
  coreTokenStorage.setItem('token', session)
  // The SDK's script, as Spotify's does: Spotify is there, then it says it is ready (jsdom fetches no script).
  new MutationObserver(() => {
    if (!document.head.querySelector(`script[src="${sdkUrl}"]`)) return
    Object.assign(window, { Spotify: { Player: FakePlayer } })
    window.onSpotifyWebPlaybackSDKReady()
  }).observe(document.head, { childList: true })
})
afterAll(() => coreTokenStorage.removeItem())
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'] })
  Object.assign(fake, { connects: 'ready', linked: true, playStatus: 204 })
  queryClient.setQueryData(callKey(routes.playlists.getPlaybackSettings), settings)
  // api.call is generic over its route; this one answers the two routes the driver calls.
  vi.spyOn(api, 'call').mockImplementation(server as unknown as typeof api.call)
  vi.stubGlobal('fetch', spotifyApi)
  spotifyApi.mockClear()
  forgetSpotifyToken()
  providerAccessStore.reset()
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** A driver, what it reported, and the room's second: a 200 s song `second` s in, as the room player reads it. */
function setUp(second = 60) {
  const events = { blocked: vi.fn(), playing: vi.fn(), time: vi.fn(), ended: vi.fn(), failed: vi.fn() }
  const driver = spotifyDriver({ audio: document.createElement('audio'), videoHost: () => null, events })
  const duration = 200
  const endTime = Date.now() + (duration - second) * 1000
  const room = () => Math.max(0, duration - (endTime - Date.now()) / 1000)
  const song = (id = harbour): DriverStart => ({
    provider: 'spotify',
    id,
    musicProviders: { spotify: id },
    duration,
    endTime
  })
  return { driver, events: events satisfies DriverEvents, room, song }
}
const settle = () => vi.advanceTimersByTimeAsync(0)

describe("Spotify driver: the room's track plays on this browser's device", () => {
  it("moves the track to this browser's device at the room's second, and reports it once it sounds", async () => {
    const { driver, events, room, song } = setUp(60)
    const started = driver.start(song(), room)
    await settle()
    expect(document.head.querySelector(`script[src="${sdkUrl}"]`)).not.toBeNull()
    const [call] = playCalls()
    expect(call.url).toBe(`${apiUrl}/me/player/play?device_id=${device().id}`)
    expect(call.init).toMatchObject({ method: 'PUT', headers: { authorization: 'Bearer token-1' } })
    expect(call.body).toEqual({ uris: [`spotify:track:${harbour}`], position_ms: 60_000 })
    expect(events.playing).not.toHaveBeenCalled()
    device().plays(harbour, 60_000)
    await started
    expect(events.playing).toHaveBeenCalledOnce()
    expect(events.blocked).toHaveBeenLastCalledWith(false)
    expect(driver.position()).toBe(60)
  })

  it('catches up the time the device took to start, then follows its clock in time events', async () => {
    const { driver, events, room, song } = setUp(60)
    const started = driver.start(song(), room)
    await settle()
    await vi.advanceTimersByTimeAsync(1500)
    device().plays(harbour, 60_000)
    await started
    expect(device().seek).toHaveBeenCalledWith(61_500)
    await vi.advanceTimersByTimeAsync(1000)
    expect(events.time).toHaveBeenLastCalledWith(62.5)
    expect(driver.position()).toBe(room())
  })

  it('a later start replaces the earlier one: the device gets the new track, and only it is reported', async () => {
    const { driver, events, room, song } = setUp(60)
    const first = driver.start(song(harbour), room)
    await settle()
    const second = driver.start(song(lantern), room)
    await first
    await settle()
    expect(playCalls().map((call) => call.body)).toEqual([
      { uris: [`spotify:track:${harbour}`], position_ms: 60_000 },
      { uris: [`spotify:track:${lantern}`], position_ms: 60_000 }
    ])
    // The first play call lands after all: its track is not this start's.
    device().plays(harbour, 60_000)
    expect(events.playing).not.toHaveBeenCalled()
    device().plays(lantern, 60_000)
    await second
    expect(events.playing).toHaveBeenCalledOnce()
  })

  it('stop pauses the device and goes quiet', async () => {
    const { driver, events, room, song } = setUp()
    const started = driver.start(song(), room)
    await settle()
    device().plays(harbour, 60_000)
    await started
    driver.stop()
    expect(device().pause).toHaveBeenCalledOnce()
    expect(driver.position()).toBeNull()
    const heard = events.time.mock.calls.length
    await vi.advanceTimersByTimeAsync(2000)
    expect(events.time.mock.calls.length).toBe(heard)
  })

  it('pauses a track the room left before the device started it (the play call was on its way)', async () => {
    const { driver, events, room, song } = setUp()
    void driver.start(song(), room)
    await settle()
    driver.stop()
    device().plays(harbour, 60_000)
    await settle()
    expect(device().pause).toHaveBeenCalled()
    expect(device().paused).toBe(true)
    expect(events.playing).not.toHaveBeenCalled()
  })

  it("asks for a tap when the browser refuses autoplay, and the tap starts at the room's second", async () => {
    const { driver, events, room, song } = setUp(60)
    const started = driver.start(song(), room)
    await settle()
    device().plays(harbour, 60_000, true)
    await started
    expect(events.blocked).toHaveBeenLastCalledWith(true)
    expect(events.playing).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(5000)
    await driver.resume()
    expect(device().activateElement).toHaveBeenCalled()
    expect(device().seek).toHaveBeenLastCalledWith(65_000)
    expect(events.blocked).toHaveBeenLastCalledWith(false)
    expect(events.playing).toHaveBeenCalledOnce()
  })

  it('sets the volume on the player, 0 when muted', async () => {
    const { driver, room, song } = setUp()
    driver.setVolume(0.4, false)
    void driver.start(song(), room)
    await settle()
    expect(device().options.volume).toBe(0.4)
    driver.setVolume(0.4, true)
    expect(device().setVolume).toHaveBeenLastCalledWith(0)
    driver.setVolume(0.7, false)
    expect(device().setVolume).toHaveBeenLastCalledWith(0.7)
  })

  it('tells the room once when the track ends on the device', async () => {
    const { driver, events, room, song } = setUp(195)
    const started = driver.start(song(), room)
    await settle()
    device().plays(harbour, 195_000)
    await started
    device().finish()
    await vi.advanceTimersByTimeAsync(2000)
    expect(events.ended).toHaveBeenCalledOnce()
  })
})

describe('Spotify driver: failures in a listener’s words', () => {
  it.each([
    ['account_error', 'playback.spotify.premium', 'notPremium'],
    ['authentication_error', 'playback.spotify.signInAgain', undefined],
    ['initialization_error', 'playback.spotify.unsupported', 'unavailable']
  ] as const)('the SDK’s %s fails the start with %s', async (error, message, access) => {
    fake.connects = error
    const { driver, room, song } = setUp()
    await expect(driver.start(song(), room)).rejects.toThrow(message)
    const refused = device()
    expect(refused.disconnect).toHaveBeenCalled()
    expect(spotifyApi).not.toHaveBeenCalled()
    expect(providerAccessStore.get().spotify).toBe(access)
    // The next start makes a new player rather than waiting on the refused one.
    fake.connects = 'ready'
    void driver.start(song(), room)
    await settle()
    expect(device()).not.toBe(refused)
    expect(playCalls()[0].url).toContain(device().id)
  })

  it.each([
    [403, 'playback.spotify.premium'],
    [401, 'playback.spotify.signInAgain'],
    [429, 'playback.spotify.busy'],
    [404, 'playback.spotify.failed']
  ])('a play call answered %i fails the start with %s', async (status, message) => {
    fake.playStatus = status
    const { driver, room, song } = setUp()
    await expect(driver.start(song(), room)).rejects.toThrow(message)
    expect(providerAccessStore.get().spotify).toBe(status === 403 ? 'notPremium' : undefined)
  })

  it('fails a start whose device does not play within 15 s', async () => {
    const { driver, room, song } = setUp()
    const started = driver.start(song(), room)
    const failed = expect(started).rejects.toThrow('playback.spotify.failed')
    await vi.advanceTimersByTimeAsync(15_000)
    await failed
  })

  it('reports a listener with no linked account, and an error of the SDK while the song plays', async () => {
    fake.linked = false
    const { driver, events, room, song } = setUp()
    void driver.start(song(), room)
    await settle()
    expect(events.failed).toHaveBeenCalledWith('playback.spotify.notLinked')
    expect(spotifyApi).not.toHaveBeenCalled()

    fake.linked = true
    const started = driver.start(song(), room)
    await settle()
    device().plays(harbour, 60_000)
    await started
    device().emit('playback_error', { message: 'Failed to play' })
    expect(events.failed).toHaveBeenLastCalledWith('playback.spotify.failed')
  })

  it('a device gone offline is disconnected and reported; the next start plays on a new one, the old one heard no more', async () => {
    const { driver, events, room, song } = setUp()
    const started = driver.start(song(), room)
    await settle()
    const offline = device()
    offline.plays(harbour, 60_000)
    await started
    offline.emit('not_ready', { device_id: offline.id })
    expect(offline.disconnect).toHaveBeenCalledOnce()
    expect(events.failed).toHaveBeenLastCalledWith('playback.spotify.failed')

    // The room plays the same track again (a re-sync): the old device ending it must not end it here.
    const again = driver.start(song(), room)
    await settle()
    expect(device()).not.toBe(offline)
    expect(playCalls().at(-1)!.url).toBe(`${apiUrl}/me/player/play?device_id=${device().id}`)
    device().plays(harbour, 60_000)
    await again
    events.ended.mockClear()
    offline.finish()
    expect(events.ended).not.toHaveBeenCalled()
  })
})
