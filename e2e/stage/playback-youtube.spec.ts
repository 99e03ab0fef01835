import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../test.ts'
import type { CrateSong, Room } from '@spinroom/schemas'
import { copyFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromiumWithSound } from '../chromium.ts'
import { shot } from '../helpers.ts'
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

// Two browsers and the product share two cores: give each step time.
const expect = baseExpect.configure({ timeout: 20_000 })
const docsScreenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

test.use({ locale: 'en-US', launchOptions: chromiumWithSound })

/** The YouTube stand-in's test handle (e2e/stand-ins/sdk/youtube-iframe-api.js). */
interface StandInWindow {
  __youtubeStandIn?: {
    players: { getCurrentTime(): number; getPlayerState(): number; getVideoData(): { video_id: string } }[]
    blocked: Set<string> | string[]
    errors?: Record<string, number>
    tapFirst?: boolean
    drift(seconds: number): void
  }
}

/** How the page's stand-in YouTube player behaves: videos it refuses (150, or the error given), a tap before sound. */
type StandInOptions = Pick<NonNullable<StandInWindow['__youtubeStandIn']>, 'errors' | 'tapFirst'> & {
  blocked?: string[]
}

const standIn = (page: Page, options: StandInOptions) =>
  page.addInitScript(
    (options) =>
      ((window as StandInWindow).__youtubeStandIn = { players: [], blocked: [], ...options, drift: () => {} }),
    options
  )

const playingState = 1
// 'Basement Tapes' of the stand-in songs: on YouTube (this id), SoundCloud and Audius.
const videoId = 'aBcDeFgHiJk'
const basementTapes = async (request: APIRequestContext): Promise<CrateSong> =>
  onStage(await providerSong(request, 'youtube', videoId))

/** The listener's YouTube player as the stand-in knows it: its video, state and second (null before it loaded). */
const youtubeOf = (page: Page) =>
  page.evaluate(() => {
    const player = (window as StandInWindow).__youtubeStandIn?.players[0]
    return player
      ? { video: player.getVideoData().video_id, state: player.getPlayerState(), at: player.getCurrentTime() }
      : null
  })

const expectPlaying = (page: Page) =>
  expect
    .poll(async () => youtubeOf(page).then((p) => p && p.video === videoId && p.state), { timeout: 30_000 })
    .toBe(playingState)

const position = (page: Page) => async () => (await youtubeOf(page))?.at

/** Drifts the listener's player and says how far off the room's second it is, read at once (a re-sync comes later). */
async function driftOffBy(request: APIRequestContext, room: Room, page: Page, seconds: number): Promise<number> {
  const clock = await roomSecond(request, room)
  const at = await page.evaluate((by) => {
    const standIn = (window as StandInWindow).__youtubeStandIn!
    standIn.drift(by)
    return standIn.players[0]!.getCurrentTime()
  }, seconds)
  return Math.abs(at - clock.at(Date.now()))
}

test('two listeners hear a YouTube song at the same second, a drifted player comes back, the video shows small', async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(180_000)
  const song = await basementTapes(request)
  expect(song.musicProviders.youtube).toBe(videoId)
  const { room, close } = await roomPlaying(request, baseURL!, song)
  try {
    const ana = await listener(browser, 'ana@spinroom.test')
    const cleo = await listener(browser, 'cleo@spinroom.test')
    // Neither has Spotify or Apple Music: the default order plays the song on YouTube, in the bar's video box.
    for (const page of [ana, cleo]) {
      await joinRoom(page, room, 'Basement Tapes')
      await expectPlaying(page)
      await expect(page.getByTestId('playing-from')).toHaveText('Playing from YouTube')
      await expect(page.getByTestId('player-video').locator('iframe')).toBeVisible()
      await expect(page.getByTestId('tap-to-listen')).toHaveCount(0)
      await expect(page.getByTestId('playback-obstacle')).toHaveCount(0)
    }

    // Each player is at the room's second, and so within a second of the other.
    await expectInStep(request, room, position(ana))
    await expectInStep(request, room, position(cleo))
    await expectSameSecond(async (page) => (await youtubeOf(page))?.at, [ana, cleo])

    // Cleo's player falls 6 s behind, ana's runs 5 s ahead: the re-sync (every 2 s) seeks both back.
    expect(await driftOffBy(request, room, cleo, -6)).toBeGreaterThan(4)
    expect(await driftOffBy(request, room, ana, 5)).toBeGreaterThan(3)
    await expectInStep(request, room, position(cleo), 1, 6_000)
    await expectInStep(request, room, position(ana), 1, 6_000)
    await expectPlaying(ana)

    const path = await shot(ana, 'player-stage-youtube')
    if (process.env.UPDATE_DOCS_SCREENSHOTS) {
      mkdirSync(docsScreenshots, { recursive: true })
      copyFileSync(path, `${docsScreenshots}player-stage-youtube.png`)
    }
    await ana.context().close()
    await cleo.context().close()
  } finally {
    close()
  }
})

const audioTime = (page: Page) =>
  page
    .getByTestId('player-audio')
    .evaluate((audio: HTMLAudioElement) => (audio.readyState > 0 && !audio.paused ? audio.currentTime : null))

test("a video the owner keeps from other sites (YouTube's 150 or 101) plays from the song's SoundCloud instead", async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(180_000)
  // The catalogue's song of its SoundCloud track, with its YouTube video: YouTube comes first in the default order.
  const onSoundCloud = onStage(await providerSong(request, 'soundCloudPublic', '100003'))
  expect(onSoundCloud.trackName).toBe('Basement Tapes')
  const song = { ...onSoundCloud, musicProviders: { ...onSoundCloud.musicProviders, youtube: videoId } }
  const { room, close } = await roomPlaying(request, baseURL!, song)
  try {
    // The stand-in refuses the video in ana's browser with 150, in cleo's with 101 (both: embedding not allowed).
    const ana = await listener(browser, 'ana@spinroom.test')
    await standIn(ana, { blocked: [videoId] })
    const cleo = await listener(browser, 'cleo@spinroom.test')
    await standIn(cleo, { errors: { [videoId]: 101 } })
    for (const page of [ana, cleo]) {
      await joinRoom(page, room, 'Basement Tapes')
      await expect(page.getByTestId('playing-from')).toHaveText('Playing from SoundCloud')
      await expect(page.getByTestId('playback-obstacle')).toHaveCount(0)
      await expect(page.getByTestId('player-video')).toBeHidden()
      await expectInStep(request, room, () => audioTime(page))
      // YouTube was asked first and refused: its player holds no video.
      expect((await youtubeOf(page))?.state).not.toBe(playingState)
    }
    const source = await ana.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.currentSrc)
    expect(source).toMatch(/\/media\//)
    await shot(ana, 'player-stage-youtube-fallback')
    await ana.context().close()
    await cleo.context().close()
  } finally {
    close()
  }
})

test('a listener whose video the owner keeps from other sites sees why on the stage, another hears it', async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(180_000)
  // Only on YouTube: nothing else to fall back on, so the stage says what went wrong.
  const song = { ...(await basementTapes(request)), musicProviders: { youtube: videoId } }
  const { room, close } = await roomPlaying(request, baseURL!, song)
  try {
    const ana = await listener(browser, 'ana@spinroom.test')
    // The stand-in answers this video with YouTube's error 150 (embedding not allowed) in ana's browser only.
    await standIn(ana, { blocked: [videoId] })
    const cleo = await listener(browser, 'cleo@spinroom.test')
    await joinRoom(ana, room, 'Basement Tapes')
    await joinRoom(cleo, room, 'Basement Tapes')

    await expect(ana.getByTestId('playback-obstacle')).toHaveText(
      "YouTube couldn't play this song: the owner of this video doesn't allow it to be played here"
    )
    await expect(ana.getByTestId('player-title')).toHaveText('Basement Tapes')
    await expect(ana.getByTestId('player-video')).toBeHidden()
    await shot(ana, 'player-stage-youtube-embed-blocked')

    await expectPlaying(cleo)
    await expectInStep(request, room, position(cleo))
    await expect(cleo.getByTestId('playback-obstacle')).toHaveCount(0)
    await ana.context().close()
    await cleo.context().close()
  } finally {
    close()
  }
})

test('where the browser wants a tap before sound, the listener taps and the video starts at the room second', async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(120_000)
  const { room, close } = await roomPlaying(request, baseURL!, await basementTapes(request))
  try {
    const ana = await listener(browser, 'ana@spinroom.test')
    await standIn(ana, { tapFirst: true })
    await joinRoom(ana, room, 'Basement Tapes')
    const tap = ana.getByTestId('tap-to-listen')
    await expect(tap).toBeVisible()
    expect((await youtubeOf(ana))?.state).not.toBe(playingState)
    await tap.click()
    await expectPlaying(ana)
    await expect(tap).toHaveCount(0)
    await expectInStep(request, room, position(ana))
    await ana.context().close()
  } finally {
    close()
  }
})
