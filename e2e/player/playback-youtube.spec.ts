import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { createSocketClient, type SocketClient } from '@spinroom/client'
import { copyFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromiumLaunch, chromiumWithSound } from '../chromium.ts'
import { shot, tokenOf } from '../helpers.ts'

// Two or three browsers and the product share two cores: give each step time.
const expect = baseExpect.configure({ timeout: 20_000 })
const docsScreenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

test.use({ locale: 'en-US', launchOptions: chromiumWithSound })

/** The YouTube stand-in's test handle (e2e/stand-ins/sdk/youtube-iframe-api.js). */
interface StandInPlayer {
  getCurrentTime(): number
  getPlayerState(): number
  getVideoData(): { video_id: string }
}
interface StandInWindow {
  __youtubeStandIn?: { players: StandInPlayer[]; blocked: Set<string> | string[]; drift(seconds: number): void }
}

const playingState = 1
interface Song {
  trackName: string
  artistName: string
  duration: number
  musicProviders: Record<string, string>
}
// The stand-in songs (api/test/playlists/stand-ins/music-providers.ts): on YouTube, SoundCloud and Audius.
const basementTapes: Song = {
  trackName: 'Basement Tapes',
  artistName: 'Kilo Dub',
  duration: 240,
  musicProviders: { youtube: 'aBcDeFgHiJk', soundCloudPublic: '100003', audius: 'Qx9zP' }
}

interface Booth {
  slug: string
  uuid: string
  dj: SocketClient
  /** Where the room's song is now, by the server's end time (the tests and the server share a clock). */
  second(): Promise<number>
}

/** Ben opens a room of his own and plays `song` from its booth. */
async function booth(request: APIRequestContext, baseURL: string, song: Song): Promise<Booth> {
  const token = await tokenOf(request, 'ben@spinroom.test')
  const headers = { authorization: `Bearer ${token}` }
  const created = await request.post('/api/room-service/rooms/infrastructure', {
    headers,
    data: { name: `YouTube Night ${Date.now().toString(36)}` }
  })
  expect(created.status()).toBe(201)
  const { uuid, slug } = (await created.json()) as { uuid: string; slug: string }
  const dj = createSocketClient({
    url: baseURL,
    io: { transports: ['websocket'], forceNew: true, reconnection: false }
  })
  await dj.authenticate(token)
  await dj.live.joinRoom({ roomUuid: uuid })
  await dj.live.addDj({ roomUuid: uuid, song })
  const second = async () => {
    const read = await request.get(`/api/room-service/rooms/room-state/${uuid}`, { headers })
    const { state } = (await read.json()) as { state: { nowPlaying: { endTime: number } | null } }
    expect(state.nowPlaying).not.toBeNull()
    return song.duration - (state.nowPlaying!.endTime - Date.now()) / 1000
  }
  return { slug, uuid, dj, second }
}

async function listener(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' })
  const page = await context.newPage()
  await page.goto('/')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill('spinroom-user')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByTestId('header-user')).toBeVisible()
  return page
}

/** What the listener's YouTube player says: its video, state and second (null before the API loaded). */
const youtubeOf = (page: Page) =>
  page.evaluate(() => {
    const player = (window as StandInWindow).__youtubeStandIn?.players[0]
    return player
      ? { video: player.getVideoData().video_id, state: player.getPlayerState(), at: player.getCurrentTime() }
      : null
  })

const expectPlaying = (page: Page, video: string) =>
  expect.poll(async () => youtubeOf(page).then((p) => p && p.video === video && p.state), { timeout: 30_000 })

/** How far the listener's YouTube player is from the room's second (both read at once). */
async function offBy(page: Page, room: Booth): Promise<number> {
  const [player, second] = await Promise.all([youtubeOf(page), room.second()])
  return Math.abs((player?.at ?? -100) - second)
}

test('two listeners hear a YouTube song at the same second, a drifted player comes back, the video shows small', async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(180_000)
  const room = await booth(request, baseURL!, basementTapes)
  try {
    const ana = await listener(browser, 'ana@spinroom.test')
    const cleo = await listener(browser, 'cleo@spinroom.test')
    for (const page of [ana, cleo]) {
      await page.goto(`/rooms/${room.slug}`)
      await expect(page.getByTestId('now-playing-title')).toHaveText('Basement Tapes')
    }
    // Neither has Spotify or Apple Music: the default order plays the song on YouTube, in the bar's video box.
    for (const page of [ana, cleo]) {
      await expectPlaying(page, 'aBcDeFgHiJk').toBe(playingState)
      await expect(page.getByTestId('player-video').locator('iframe')).toBeVisible()
      await expect(page.getByTestId('tap-to-listen')).toHaveCount(0)
      await expect(page.getByTestId('playback-obstacle')).toHaveCount(0)
    }

    // Each player is at the room's second, and so at the other's.
    await expect.poll(() => offBy(ana, room)).toBeLessThan(1)
    await expect.poll(() => offBy(cleo, room)).toBeLessThan(1)
    const [a, c] = await Promise.all([youtubeOf(ana), youtubeOf(cleo)])
    expect(Math.abs(a!.at - c!.at)).toBeLessThan(1)

    // Cleo's player falls 6 s behind; the room player's re-sync (every 2 s) seeks it back.
    await cleo.evaluate(() => (window as StandInWindow).__youtubeStandIn!.drift(-6))
    expect(await offBy(cleo, room)).toBeGreaterThan(4)
    await expect.poll(() => offBy(cleo, room), { timeout: 6_000, intervals: [250] }).toBeLessThan(1)
    // And one that ran 5 s ahead is brought back too.
    await ana.evaluate(() => (window as StandInWindow).__youtubeStandIn!.drift(5))
    await expect.poll(() => offBy(ana, room), { timeout: 6_000, intervals: [250] }).toBeLessThan(1)
    await expectPlaying(ana, 'aBcDeFgHiJk').toBe(playingState)

    const path = await shot(ana, 'player-stage-youtube')
    if (process.env.UPDATE_DOCS_SCREENSHOTS) {
      mkdirSync(docsScreenshots, { recursive: true })
      copyFileSync(path, `${docsScreenshots}player-stage-youtube.png`)
    }
    await ana.context().close()
    await cleo.context().close()
  } finally {
    room.dj.close()
  }
})

test('a listener whose YouTube video the owner keeps from embedding sees why on the stage, others hear it', async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(180_000)
  const youtubeOnly = { ...basementTapes, musicProviders: { youtube: 'aBcDeFgHiJk' } }
  const room = await booth(request, baseURL!, youtubeOnly)
  try {
    const ana = await listener(browser, 'ana@spinroom.test')
    // The stand-in answers this video with YouTube's error 150 in ana's browser only.
    await ana.addInitScript(() => {
      ;(window as StandInWindow).__youtubeStandIn = { players: [], blocked: ['aBcDeFgHiJk'], drift: () => {} }
    })
    const cleo = await listener(browser, 'cleo@spinroom.test')
    for (const page of [ana, cleo]) await page.goto(`/rooms/${room.slug}`)

    await expect(ana.getByTestId('now-playing-title')).toHaveText('Basement Tapes')
    await expect(ana.getByTestId('playback-obstacle')).toHaveText(
      "YouTube couldn't play this song: the owner of this video doesn't allow it to be played here"
    )
    await expect(ana.getByTestId('player-title')).toHaveText('Basement Tapes')
    await expect(ana.getByTestId('player-video')).toBeHidden()
    await shot(ana, 'player-stage-youtube-embed-blocked')

    await expectPlaying(cleo, 'aBcDeFgHiJk').toBe(playingState)
    await expect.poll(() => offBy(cleo, room)).toBeLessThan(1)
    await expect(cleo.getByTestId('playback-obstacle')).toHaveCount(0)
    await ana.context().close()
    await cleo.context().close()
  } finally {
    room.dj.close()
  }
})

test.describe('where the browser asks for a tap before sound', () => {
  test.use({ launchOptions: chromiumLaunch })

  test('a listener taps to listen and the video starts at the room second', async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000)
    const room = await booth(request, baseURL!, basementTapes)
    try {
      const ana = await listener(browser, 'ana@spinroom.test')
      await ana.goto(`/rooms/${room.slug}`)
      await expect(ana.getByTestId('now-playing-title')).toHaveText('Basement Tapes')
      const tap = ana.getByTestId('tap-to-listen')
      await expect(tap).toBeVisible()
      expect((await youtubeOf(ana))?.state).not.toBe(playingState)
      await tap.click()
      await expectPlaying(ana, 'aBcDeFgHiJk').toBe(playingState)
      await expect(tap).toHaveCount(0)
      await expect.poll(() => offBy(ana, room)).toBeLessThan(1)
      await ana.context().close()
    } finally {
      room.dj.close()
    }
  })
})
