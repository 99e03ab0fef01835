/** What the playback specs share: a room whose DJ (a socket client) plays a provider's song, and listeners in it. */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { createSocketClient } from '@spinroom/client'
import type { CrateSong, Room, Song, SongProviderKey, UserMusicProvider } from '@spinroom/schemas'
import { playerSignIn, tokenOf } from './helpers.ts'

const tokens = new WeakMap<APIRequestContext, Promise<string>>()
/** A demo user's bearer header for reads that need a caller, signed in once per request context. */
async function reader(request: APIRequestContext) {
  const token = tokens.get(request) ?? tokenOf(request, 'ben@spinroom.test')
  tokens.set(request, token)
  return { authorization: `Bearer ${await token}` }
}

/** The catalogue song of a provider's id, as the player's search puts it there (the stand-in provider answers). */
export async function providerSong(request: APIRequestContext, provider: SongProviderKey, id: string): Promise<Song> {
  const response = await request.get(
    `/api/playlist-service/song-data/${encodeURIComponent(id)}/${encodeURIComponent(provider)}`,
    { headers: await reader(request) }
  )
  expect(response.status(), await response.text()).toBe(200)
  return (await response.json()) as Song
}

/** What a DJ puts on stage of a catalogue song. */
export const onStage = (song: Song): CrateSong => ({
  songId: song.songId,
  trackName: song.trackName,
  artistName: song.artistName,
  duration: song.duration,
  musicProviders: song.musicProviders as Record<string, string>,
  thumbnails: song.thumbnails
})

/** A new room of `owner`, who DJs `song` in it from a socket client (a bot's booth) until `close()`. */
export async function roomPlaying(
  request: APIRequestContext,
  baseURL: string,
  song: CrateSong,
  owner = 'ben@spinroom.test'
): Promise<{ room: Room; close: () => void }> {
  const token = await tokenOf(request, owner)
  const created = await request.post('/api/room-service/rooms/infrastructure', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `${song.trackName} Booth ${Date.now()}` }
  })
  expect(created.status()).toBe(201)
  const room = (await created.json()) as Room
  const booth = createSocketClient({ url: baseURL, io: { transports: ['websocket'], forceNew: true } })
  await booth.authenticate(token)
  await booth.live.joinRoom({ roomUuid: room.uuid })
  await booth.live.addDj({ roomUuid: room.uuid, song })
  return { room, close: () => booth.socket.disconnect() }
}

/** Sets a demo user's own music providers (seed 002 §9: a streaming-class one first). */
export async function preferProviders(request: APIRequestContext, email: string, providers: UserMusicProvider[]) {
  const token = await tokenOf(request, email)
  const response = await request.put('/api/user-service/users/profile/user-data', {
    headers: { authorization: `Bearer ${token}` },
    data: { musicProviders: providers }
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** A signed-in listener's page (a context of its own), or a guest's when `email` is null. */
export async function listener(browser: Browser, email: string | null, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' })
  const page = await context.newPage()
  if (email) {
    await playerSignIn(page, email)
    return page
  }
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Continue as guest' }).click()
  return page
}

/** Opens the room and waits until its stage shows the song. */
export async function joinRoom(page: Page, room: Room, trackName: string) {
  await page.goto(`/rooms/${room.slug}`)
  await expect(page.getByTestId('now-playing-title')).toHaveText(trackName, { timeout: 30_000 })
}

/**
 * The second the room's song is at now, by the server's clock (seed 002 §4: duration − time left until its end), and
 * when that was measured here, so a later reading can be compared: `at(Date.now())`.
 */
export async function roomSecond(request: APIRequestContext, room: Room) {
  const headers = await reader(request)
  const asked = Date.now()
  const response = await request.get(`/api/room-service/rooms/room-state/${room.uuid}`, { headers })
  expect(response.status()).toBe(200)
  const { state, serverTime } = (await response.json()) as {
    state: { nowPlaying: { song: { duration: number }; endTime: number } | null }
    serverTime: number
  }
  const playing = state.nowPlaying
  if (!playing) throw new Error('nothing plays in the room')
  const second = playing.song.duration - (playing.endTime - serverTime) / 1000
  const answered = Date.now()
  const measured = (asked + answered) / 2
  // The server read its clock somewhere in the round trip: half of it is how far off this reading may be.
  const uncertainty = (answered - asked) / 2000
  return { second, uncertainty, at: (now: number) => second + (now - measured) / 1000 }
}

/**
 * A position as a page read it, with when (the middle of the call: the page read it somewhere between its start and
 * end) and a margin of half the call's length, which a loaded machine widens.
 */
async function timedRead(read: () => Promise<number | null | undefined>) {
  const before = Date.now()
  const position = await read()
  const after = Date.now()
  return { position, at: (before + after) / 2, margin: (after - before) / 2000 }
}

/**
 * Two listeners hear the same second (within `tolerance`): the first reading is carried to the moment of the second,
 * since the pages answer in turn and a loaded machine can put seconds between them.
 */
export async function expectSameSecond(
  read: (page: Page) => Promise<number | null | undefined>,
  pages: [Page, Page],
  tolerance = 1
) {
  const [a, b] = await Promise.all(pages.map((page) => timedRead(() => read(page))))
  for (const { position } of [a, b]) expect(typeof position, 'a position to compare').toBe('number')
  const gap = a.position! + (b.at - a.at) / 1000 - b.position!
  expect(Math.abs(gap)).toBeLessThanOrEqual(tolerance + a.margin + b.margin)
}

/** Polls until `read` (a driver's position) is within `tolerance` seconds of the room's second. */
export async function expectInStep(
  request: APIRequestContext,
  room: Room,
  read: () => Promise<number | null | undefined>,
  tolerance = 1,
  timeout = 30_000
) {
  await expect
    .poll(
      async () => {
        const clock = await roomSecond(request, room)
        const { position, at, margin: reading } = await timedRead(read)
        if (typeof position !== 'number') return `no position (${String(position)})`
        const off = position - clock.at(at)
        const margin = clock.uncertainty + reading
        return Math.abs(off) <= tolerance + margin ? 'in step' : `off by ${off.toFixed(2)} s (± ${margin.toFixed(2)})`
      },
      { timeout, intervals: [500] }
    )
    .toBe('in step')
}
