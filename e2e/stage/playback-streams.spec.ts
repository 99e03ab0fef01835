import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import type { SongProviderKey, UserMusicProvider } from '@spinroom/schemas'
import { chromiumWithSound } from '../chromium.ts'
import { shot } from '../helpers.ts'
import { expectInStep, joinRoom, listener, onStage, preferProviders, providerSong, roomPlaying } from '../playback.ts'

test.use({ locale: 'en-US', launchOptions: chromiumWithSound })

const audioTime = (page: Page) =>
  page
    .getByTestId('player-audio')
    .evaluate((audio: HTMLAudioElement) => (audio.readyState > 0 ? audio.currentTime : null))

const name: Partial<Record<SongProviderKey, string>> = {
  audius: 'Audius',
  soundCloudPublic: 'SoundCloud',
  sevenDigital: '7digital'
}

// Seed 002 §4: the url-based providers play their stream URLs through the page's audio element.
const cases: { provider: SongProviderKey; own: UserMusicProvider; id: string; title: string }[] = [
  { provider: 'audius', own: 'audius', id: 'Qx9zP', title: 'Basement Tapes' },
  { provider: 'soundCloudPublic', own: 'soundcloud', id: '100001', title: 'Night Owl' },
  { provider: 'sevenDigital', own: 'sevenDigital', id: '7002', title: 'Harbour Lights' }
]

for (const { provider, own, id, title } of cases) {
  test(`${provider}: two listeners hear the DJ's song at the room's second, and a drifted one is brought back`, async ({
    browser,
    request,
    baseURL
  }) => {
    test.setTimeout(180_000)
    const song = await providerSong(request, provider, id)
    expect(song.trackName).toBe(title)
    // Each listener's own provider goes first (seed 002 §9), ahead of YouTube in the default order.
    await preferProviders(request, 'ana@spinroom.test', [own])
    await preferProviders(request, 'cleo@spinroom.test', [own])
    const { room, close } = await roomPlaying(request, baseURL!, onStage(song))
    try {
      const [ana, cleo] = [await listener(browser, 'ana@spinroom.test'), await listener(browser, 'cleo@spinroom.test')]
      await joinRoom(ana, room, title)
      await joinRoom(cleo, room, title)
      for (const page of [ana, cleo]) {
        await expect(page.getByTestId('tap-to-listen')).toHaveCount(0)
        await expect(page.getByTestId('playback-obstacle')).toHaveCount(0)
        await expect(page.getByTestId('playing-from')).toHaveText(`Playing from ${name[provider]}`)
        await expectInStep(request, room, () => audioTime(page))
      }
      // The stream the audio element plays is the provider's, handed out by the server.
      const source = await ana.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.currentSrc)
      expect(source).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/(audius\/|media\/|7digital-stream\?)/)

      await cleo.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => (audio.currentTime += 8))
      await expectInStep(request, room, () => audioTime(cleo), 1, 10_000)
      await shot(ana, `player-stage-${provider}`)
      await ana.context().close()
      await cleo.context().close()
    } finally {
      close()
    }
  })
}

test.afterAll(async ({ request }) => {
  await preferProviders(request, 'ana@spinroom.test', [])
  await preferProviders(request, 'cleo@spinroom.test', [])
})
