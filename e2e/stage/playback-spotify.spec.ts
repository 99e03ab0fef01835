import { expect as baseExpect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { fileURLToPath } from 'node:url'
import { songs } from '../../api/test/playlists/stand-ins/music-providers.ts'
import { chromiumWithSound } from '../chromium.ts'
import { shot, tokenOf } from '../helpers.ts'
import {
  expectInStep,
  expectSameSecond,
  joinRoom,
  listener,
  onStage,
  providerSong,
  roomPlaying,
  roomSecond
} from '../playback.ts'

const docsScreenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
// Four browsers and the API share two cores: give each step time.
const expect = baseExpect.configure({ timeout: 20_000 })
// A stand-in song Spotify has (Apple Music and 7digital too, which need more or come later in the default brand).
const harbourLights = songs.find((song) => song.title === 'Harbour Lights')!

test.use({ locale: 'en-US', launchOptions: chromiumWithSound })

/** Links Spotify the way a listener does: Me → Link Spotify → Spotify's consent page → back on the player. */
async function linkSpotify(page: Page, account: 'Premium' | 'Free') {
  if (!page.url().endsWith('/me#providers')) await page.goto('/me#providers')
  const card = page.getByTestId('spotify-account')
  const status = card.getByTestId('spotify-status')
  const unlinked = 'Link your Spotify Premium account to hear Spotify songs in rooms.'
  // An earlier test that stopped half-way may have left the account linked: unlink it as the listener would.
  await expect(status).not.toHaveText('Checking your Spotify account…')
  if ((await status.textContent()) !== unlinked) await card.getByRole('button', { name: 'Unlink Spotify' }).click()
  await expect(status).toHaveText(unlinked)
  await card.getByRole('button', { name: 'Link Spotify' }).click()
  await expect(page.getByRole('heading', { name: 'Spotify stand-in' })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('scope')).toBe(
    'streaming user-read-email user-read-private user-modify-playback-state user-read-playback-state'
  )
  await page.getByRole('link', { name: `Agree as a ${account} account` }).click()
  await expect(page.getByTestId('spotify-link')).toContainText('Spotify is linked.')
  // The code left the address bar: a reload cannot spend it twice.
  await expect(page).toHaveURL(/\/link\/spotify$/)
}

/** Where this page's Spotify device (the stand-in SDK) is in the song, seconds; null before it plays. */
const spotifySecond = (page: Page) =>
  page.evaluate(() => {
    const standIn = (window as { __spotifyStandIn?: { player: { position(): number } | null } }).__spotifyStandIn
    return standIn?.player ? standIn.player.position() / 1000 : null
  })

test('Spotify: Premium listeners link through the real flow and hear the same second, re-synced; others see why', async ({
  browser,
  request,
  baseURL,
  playwright
}) => {
  test.setTimeout(300_000)
  await expect
    .poll(async () => (await request.get('/api/user-service/')).ok(), { timeout: 120_000, intervals: [2000] })
    .toBe(true)

  // A Premium listener links Spotify from the Me card; the card then says so and offers Unlink.
  const ana = await listener(browser, 'ana@spinroom.test')
  await linkSpotify(ana, 'Premium')
  await ana.goto('/me#providers')
  await expect(ana.getByTestId('spotify-status')).toHaveText(
    'Your Spotify Premium account is linked: Spotify songs play here.'
  )
  await expect(ana.getByRole('button', { name: 'Unlink Spotify' })).toBeVisible()
  await ana.getByTestId('me-providers').screenshot({ path: `${docsScreenshots}player-me-spotify.png` })

  // A listener whose Spotify is Free links it and is told Premium is needed.
  const cleo = await listener(browser, 'cleo@spinroom.test')
  await linkSpotify(cleo, 'Free')
  await expect(cleo.getByTestId('spotify-status')).toHaveText(
    'Your Spotify account is linked, but Spotify plays here only with Premium.'
  )

  // Song data and the room's state are read as a signed-in user.
  const authorization = `Bearer ${await tokenOf(request, 'ana@spinroom.test')}`
  const reader = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization } })
  const song = await providerSong(reader, 'spotify', harbourLights.ids.spotify!)
  const { room, close } = await roomPlaying(request, baseURL!, onStage(song), 'dj.kai@spinroom.test')
  try {
    // Not linked: the stage says why and leads to the fix.
    const ben = await listener(browser, 'ben@spinroom.test')
    await joinRoom(ben, room, 'Harbour Lights')
    await expect(ben.getByTestId('playback-obstacle')).toHaveText('Link Spotify to hear this song.')
    await shot(ben, 'player-stage-spotify-not-linked')

    await joinRoom(cleo, room, 'Harbour Lights')
    await expect(cleo.getByTestId('playback-obstacle')).toHaveText('Spotify plays here only with a Premium account.')
    await shot(cleo, 'player-stage-spotify-free')

    // Ben follows the stage's link, links his Premium account and hears the song too.
    await ben.getByRole('link', { name: 'Link Spotify' }).click()
    await linkSpotify(ben, 'Premium')

    await joinRoom(ana, room, 'Harbour Lights')
    await expect(ana.getByTestId('playback-obstacle')).toHaveCount(0)
    await joinRoom(ben, room, 'Harbour Lights')
    await expect(ben.getByTestId('playback-obstacle')).toHaveCount(0)

    // Each listener's Spotify device plays the room's second (within 1 s), its clock running.
    for (const page of [ana, ben]) await expectInStep(reader, room, () => spotifySecond(page))
    const before = await spotifySecond(ana)
    await ana.waitForTimeout(1500)
    expect((await spotifySecond(ana))! - before!).toBeGreaterThan(1)
    await expectSameSecond(spotifySecond, [ana, ben])

    // A device that drifted five seconds is brought back by the room player's re-sync (every 2 s).
    // Drifted and read in one step: on a loaded machine a re-sync may come between two calls.
    const clock = await roomSecond(reader, room)
    const drifted = await ana.evaluate(() => {
      const standIn = (window as { __spotifyStandIn?: { drift(s: number): void; player: { position(): number } } })
        .__spotifyStandIn!
      standIn.drift(5)
      return standIn.player.position() / 1000
    })
    expect(drifted - clock.at(Date.now())).toBeGreaterThan(3)
    await expectInStep(reader, room, () => spotifySecond(ana), 1, 6_000)

    await ana.screenshot({ path: `${docsScreenshots}player-stage-spotify.png` })
  } finally {
    close()
  }

  // Unlinking forgets the account: the card offers Link again.
  await ana.goto('/me#providers')
  await ana.getByRole('button', { name: 'Unlink Spotify' }).click()
  await expect(ana.getByTestId('spotify-status')).toHaveText(
    'Link your Spotify Premium account to hear Spotify songs in rooms.'
  )
})

test("Spotify: where the browser refuses to start sound (autoplay_failed), the listener's tap plays it at the room's second", async ({
  browser,
  request,
  baseURL,
  playwright
}) => {
  test.setTimeout(240_000)
  const ana = await listener(browser, 'ana@spinroom.test')
  await linkSpotify(ana, 'Premium')
  // The stand-in SDK refuses to play in ana's page until she taps it, as a browser's autoplay rule does.
  await ana.addInitScript(() => ((window as { __spotifyStandIn?: unknown }).__spotifyStandIn = { tapFirst: true }))
  const authorization = `Bearer ${await tokenOf(request, 'ana@spinroom.test')}`
  const reader = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization } })
  const song = await providerSong(reader, 'spotify', harbourLights.ids.spotify!)
  const { room, close } = await roomPlaying(request, baseURL!, onStage(song), 'dj.kai@spinroom.test')
  try {
    await joinRoom(ana, room, 'Harbour Lights')
    const tap = ana.getByTestId('tap-to-listen')
    await expect(tap).toBeVisible()
    await expect(ana.getByTestId('playing-from')).toHaveText('Playing from Spotify')
    const paused = () =>
      ana.evaluate(
        () => (window as { __spotifyStandIn?: { player: { paused: boolean } | null } }).__spotifyStandIn?.player?.paused
      )
    expect(await paused()).toBe(true)
    // A listener who taps only later still gets Spotify: a refused start is not a failed one (no move to 7digital).
    await ana.waitForTimeout(16_000)
    await expect(tap).toBeVisible()
    await expect(ana.getByTestId('playing-from')).toHaveText('Playing from Spotify')
    await expect(ana.getByTestId('playback-obstacle')).toHaveCount(0)
    await shot(ana, 'player-stage-spotify-tap-to-listen')

    await tap.click()
    await expect(tap).toHaveCount(0)
    expect(await paused()).toBe(false)
    await expectInStep(reader, room, () => spotifySecond(ana))
    // It keeps playing in step (the device's clock runs from the room's second, not from where it was refused).
    await ana.waitForTimeout(2500)
    await expectInStep(reader, room, () => spotifySecond(ana), 0.5, 5_000)
  } finally {
    close()
    await ana.goto('/me#providers')
    await ana.getByRole('button', { name: 'Unlink Spotify' }).click()
    await expect(ana.getByTestId('spotify-status')).toHaveText(
      'Link your Spotify Premium account to hear Spotify songs in rooms.'
    )
  }
})
