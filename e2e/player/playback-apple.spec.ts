import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { createSocketClient, type SocketClient } from '@spinroom/client'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumWithSound } from '../chromium.ts'
import { shot, tokenOf } from '../helpers.ts'

// Apple Music through MusicKit JS: the real driver and account module against the MusicKit stand-in
// (e2e/stand-ins/sdk/musickit.js) and the Apple Music API stand-in, which checks the server's signed developer token.

const docsScreenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
// Four browsers, a socket DJ and the servers share two cores: give each step time.
const expect = baseExpect.configure({ timeout: 20_000 })

test.use({ locale: 'en-US', launchOptions: chromiumWithSound })

interface Song {
  artistName: string
  trackName: string
  duration: number
  musicProviders: Record<string, string>
}

// The stand-ins' songs (api/test/playlists/stand-ins/music-providers.ts).
const harbourLights: Song = {
  artistName: 'Mira Sol',
  trackName: 'Harbour Lights',
  duration: 187,
  musicProviders: { apple: '1440857782', spotify: '0VjIjW4GlUZAMYd2vXMi3b', sevenDigital: '7002' }
}
const nightOwlOnSpotify: Song = {
  artistName: 'The Lanterns',
  trackName: 'Night Owl',
  duration: 201,
  musicProviders: { spotify: '4uLU6hMCjMI75M1A2tKUQC' }
}

const listeners = ['ana@spinroom.test', 'ben@spinroom.test', 'cleo@spinroom.test']

/** Each listener plays from Apple Music first (seed 002 §9: their own streaming provider leads the order). */
async function preferApple(request: APIRequestContext, email: string, musicProviders: string[]) {
  const token = await tokenOf(request, email)
  const saved = await request.put('/api/user-service/users/profile/user-data', {
    headers: { authorization: `Bearer ${token}` },
    data: { musicProviders }
  })
  expect(saved.ok()).toBeTruthy()
}

test.beforeAll(async ({ request }) => {
  for (const email of listeners) await preferApple(request, email, ['apple'])
})

test.afterAll(async ({ request }) => {
  for (const email of listeners) await preferApple(request, email, [])
})

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill('spinroom-user')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByTestId('header-user')).toBeVisible()
  return page
}

/** Connects Apple Music from Me's music providers card (MusicKit loads on the click). */
async function connectAppleMusic(page: Page) {
  await page.goto('/me')
  const card = page.getByTestId('apple-music-link')
  await card.getByRole('button', { name: 'Connect Apple Music' }).click()
  await expect(card.getByTestId('apple-music-status')).toHaveText(
    'Apple Music is connected in this browser: its songs play from your subscription.'
  )
  await expect(card.getByRole('button', { name: 'Disconnect Apple Music' })).toBeVisible()
}

/** A room of its own with a DJ at a socket playing `song` (no browser: the listeners are the subject). */
async function roomPlaying(request: APIRequestContext, baseURL: string, song: Song) {
  const token = await tokenOf(request, 'mod@spinroom.test', 'spinroom-mod')
  const created = await request.post('/api/room-service/rooms/infrastructure', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Apple Lounge ${Date.now().toString(36)}` }
  })
  expect(created.status()).toBe(201)
  const room = (await created.json()) as { uuid: string; slug: string }
  const booth: SocketClient = createSocketClient({
    url: baseURL,
    io: { transports: ['websocket'], forceNew: true, reconnection: false }
  })
  await booth.authenticate(token)
  await booth.live.joinRoom({ roomUuid: room.uuid })
  await booth.live.addDj({ roomUuid: room.uuid, song })
  /** The room's second now (seed 002: duration − time left until the end), by the server's own clock. */
  const roomSecond = async () => {
    const read = await request.get(`/api/room-service/rooms/room-state/${room.uuid}`, {
      headers: { authorization: `Bearer ${token}` }
    })
    const { state, serverTime } = (await read.json()) as {
      state: { nowPlaying: { song: { duration: number }; endTime: number } | null }
      serverTime: number
    }
    const playing = state.nowPlaying!
    return playing.song.duration - (playing.endTime - serverTime) / 1000
  }
  return { ...room, booth, roomSecond }
}

const musicKitAt = (page: Page) =>
  page.evaluate(() => (window as any).__musicKitStandIn?.position() as number | null | undefined)
const musicKitSong = (page: Page) =>
  page.evaluate(() => (window as any).__musicKitStandIn?.song() as string | null | undefined)

/** How far this listener's MusicKit is from the room's second (null while it plays nothing). */
async function offset(page: Page, roomSecond: () => Promise<number>): Promise<number | null> {
  const [at, expected] = await Promise.all([musicKitAt(page), roomSecond()])
  return typeof at === 'number' ? Math.abs(at - expected) : null
}

const inStep = (page: Page, roomSecond: () => Promise<number>) =>
  expect.poll(async () => ((await offset(page, roomSecond)) ?? 99) < 1, { timeout: 30_000 }).toBe(true)

test('listeners who connected Apple Music hear the room’s second on MusicKit; a drift is brought back; one who did not is told to connect', async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(240_000)
  const ana = await signedIn(browser, 'ana@spinroom.test')
  await connectAppleMusic(ana)
  await ana
    .getByTestId('me-providers')
    .screenshot({ path: join(docsScreenshots, 'player-me-apple-music.png'), animations: 'disabled' })
  const ben = await signedIn(browser, 'ben@spinroom.test')
  await connectAppleMusic(ben)
  const cleo = await signedIn(browser, 'cleo@spinroom.test')
  await cleo.goto('/me')
  await expect(cleo.getByTestId('apple-music-link').getByRole('button', { name: 'Connect Apple Music' })).toBeVisible()

  const room = await roomPlaying(request, baseURL!, harbourLights)
  try {
    // Right after start the server is busy transcoding the demo songs: joining may take a while.
    for (const page of [ana, ben, cleo]) {
      await page.goto(`/rooms/${room.slug}`)
      await expect(page.getByTestId('now-playing-title')).toHaveText('Harbour Lights', { timeout: 60_000 })
    }

    // Each connected listener's MusicKit plays the Apple Music song, at the room's second.
    for (const page of [ana, ben]) {
      await expect.poll(() => musicKitSong(page)).toBe('1440857782')
      await inStep(page, room.roomSecond)
    }
    const [a, b] = await Promise.all([musicKitAt(ana), musicKitAt(ben)])
    expect(Math.abs(a! - b!)).toBeLessThan(1)
    await expect(ana.getByTestId('playback-obstacle')).toHaveCount(0)
    await expect(ana.getByTestId('tap-to-listen')).toHaveCount(0)

    // The clock is real: the song moves on.
    const before = (await musicKitAt(ana))!
    await ana.waitForTimeout(1500)
    expect((await musicKitAt(ana))!).toBeGreaterThan(before + 1)

    // A drift is brought back by the room player's re-sync (every 2 s, past 1 s off).
    await ben.evaluate(() => (window as any).__musicKitStandIn.drift(9))
    expect((await offset(ben, room.roomSecond))!).toBeGreaterThan(5)
    await inStep(ben, room.roomSecond)

    // The listener who chose Apple Music but did not connect it is told how to hear the song; the song still shows.
    await expect(cleo.getByTestId('playback-obstacle')).toHaveText('Connect Apple Music to hear this song.')
    await expect(cleo.getByRole('link', { name: 'Connect Apple Music' })).toBeVisible()
    expect(await cleo.evaluate(() => 'MusicKit' in window)).toBe(false)

    await ana.getByTestId('now-playing-title').scrollIntoViewIfNeeded()
    await ana.screenshot({ path: join(docsScreenshots, 'player-stage-apple.png'), animations: 'disabled' })
    await shot(cleo, 'player-stage-apple-not-connected')
  } finally {
    room.booth.close()
  }
})

test('a song with only a Spotify id plays on Apple Music, found there through song data', async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(180_000)
  const ana = await signedIn(browser, 'ana@spinroom.test')
  await connectAppleMusic(ana)
  const room = await roomPlaying(request, baseURL!, nightOwlOnSpotify)
  try {
    await ana.goto(`/rooms/${room.slug}`)
    await expect(ana.getByTestId('now-playing-title')).toHaveText('Night Owl')
    await expect.poll(() => musicKitSong(ana)).toBe('1440857781')
    await inStep(ana, room.roomSecond)
    await expect(ana.getByTestId('playback-obstacle')).toHaveCount(0)
  } finally {
    room.booth.close()
  }
})
