import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import type { CrateSong } from '@spinroom/schemas'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromiumWithSound } from '../chromium.ts'
import { shot } from '../helpers.ts'
import {
  expectInStep,
  expectSameSecond,
  joinRoom,
  listener,
  preferProviders,
  roomPlaying,
  roomSecond
} from '../playback.ts'

// Apple Music through MusicKit JS: the real driver and account module against the MusicKit stand-in
// (e2e/stand-ins/sdk/musickit.js) and the Apple Music API stand-in, which checks the server's signed developer token.

const docsScreenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

test.use({ locale: 'en-US', launchOptions: chromiumWithSound })

// The stand-ins' songs (api/test/playlists/stand-ins/music-providers.ts).
const harbourLights: CrateSong = {
  artistName: 'Mira Sol',
  trackName: 'Harbour Lights',
  duration: 187,
  musicProviders: { apple: '1440857782', spotify: '0VjIjW4GlUZAMYd2vXMi3b', sevenDigital: '7002' }
}
const nightOwlOnSpotify: CrateSong = {
  artistName: 'The Lanterns',
  trackName: 'Night Owl',
  duration: 201,
  musicProviders: { spotify: '4uLU6hMCjMI75M1A2tKUQC' }
}

const listeners = ['ana@spinroom.test', 'ben@spinroom.test', 'cleo@spinroom.test']

// Each listener chose Apple Music as their streaming provider (seed 002 §9: it leads their order).
test.beforeAll(async ({ request }) => {
  for (const email of listeners) await preferProviders(request, email, ['apple'])
})

test.afterAll(async ({ request }) => {
  for (const email of listeners) await preferProviders(request, email, [])
})

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

const musicKitAt = (page: Page) =>
  page.evaluate(() => (window as any).__musicKitStandIn?.position() as number | null | undefined)
const musicKitSong = (page: Page) =>
  page.evaluate(() => (window as any).__musicKitStandIn?.song() as string | null | undefined)

test("listeners who connected Apple Music hear the room's second on MusicKit, a drift is brought back, and one who did not is told to connect", async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(240_000)
  const ana = await listener(browser, 'ana@spinroom.test')
  await connectAppleMusic(ana)
  await ana
    .getByTestId('me-providers')
    .screenshot({ path: join(docsScreenshots, 'player-me-apple-music.png'), animations: 'disabled' })
  const ben = await listener(browser, 'ben@spinroom.test')
  await connectAppleMusic(ben)
  const cleo = await listener(browser, 'cleo@spinroom.test')

  const { room, close } = await roomPlaying(request, baseURL!, harbourLights, 'dj.kai@spinroom.test')
  try {
    // Right after start the server is busy transcoding the demo songs: joining may take a while.
    for (const page of [ana, ben, cleo]) await joinRoom(page, room, 'Harbour Lights')

    // Each connected listener's MusicKit plays the Apple Music song, at the room's second.
    for (const page of [ana, ben]) {
      await expect.poll(() => musicKitSong(page), { timeout: 20_000 }).toBe('1440857782')
      await expect(page.getByTestId('playing-from')).toHaveText('Playing from Apple Music')
      await expect(page.getByTestId('playback-obstacle')).toHaveCount(0)
      await expect(page.getByTestId('tap-to-listen')).toHaveCount(0)
      await expectInStep(request, room, () => musicKitAt(page))
    }
    await expectSameSecond(musicKitAt, [ana, ben])

    // The clock is real: the song moves on.
    const before = (await musicKitAt(ana))!
    await ana.waitForTimeout(1500)
    expect((await musicKitAt(ana))!).toBeGreaterThan(before + 1)

    // A drift is brought back by the room player's re-sync (every 2 s, past 1 s off).
    // Drifted and read in one step: on a loaded machine a re-sync may come between two calls.
    const clock = await roomSecond(request, room)
    const drifted = await ben.evaluate(() => {
      ;(window as any).__musicKitStandIn.drift(9)
      return (window as any).__musicKitStandIn.position() as number
    })
    expect(drifted - clock.at(Date.now())).toBeGreaterThan(5)
    await expectInStep(request, room, () => musicKitAt(ben), 1, 10_000)

    // The listener who chose Apple Music but did not connect it is told how to hear the song; MusicKit never loaded.
    await expect(cleo.getByTestId('playback-obstacle')).toHaveText('Connect Apple Music to hear this song.')
    await expect(cleo.getByRole('link', { name: 'Connect Apple Music' })).toBeVisible()
    expect(await cleo.evaluate(() => 'MusicKit' in window)).toBe(false)

    await ana.screenshot({ path: join(docsScreenshots, 'player-stage-apple.png'), animations: 'disabled' })
    await shot(cleo, 'player-stage-apple-not-connected')
  } finally {
    close()
  }
})

test('a song with only a Spotify id plays on Apple Music, found there through song data', async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(180_000)
  const ana = await listener(browser, 'ana@spinroom.test')
  await connectAppleMusic(ana)
  const { room, close } = await roomPlaying(request, baseURL!, nightOwlOnSpotify, 'dj.kai@spinroom.test')
  try {
    await joinRoom(ana, room, 'Night Owl')
    await expect.poll(() => musicKitSong(ana), { timeout: 20_000 }).toBe('1440857781')
    await expect(ana.getByTestId('playing-from')).toHaveText('Playing from Apple Music')
    await expectInStep(request, room, () => musicKitAt(ana))
  } finally {
    close()
  }
})
