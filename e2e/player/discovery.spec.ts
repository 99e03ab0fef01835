import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { chromiumWithSound } from '../chromium.ts'
import { shot, tokenOf } from '../helpers.ts'
import { expectInStep, joinRoom, listener, onStage, preferProviders, providerSong, roomPlaying } from '../playback.ts'

test.use({ locale: 'en-US', launchOptions: chromiumWithSound })

const audioTime = (page: Page) =>
  page
    .getByTestId('player-audio')
    .evaluate((audio: HTMLAudioElement) => (audio.readyState > 0 ? audio.currentTime : null))

test('More like this: songs similar to the playing one, one added to the queue in one tap', async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(120_000)
  // Night Owl's Spotify id: the Cyanite stand-in knows Harbour Lights and Long Way Home as similar.
  const song = await providerSong(request, 'spotify', '4uLU6hMCjMI75M1A2tKUQC')
  const { room, close } = await roomPlaying(request, baseURL!, onStage(song))
  try {
    const ana = await listener(browser, 'ana@spinroom.test')
    await joinRoom(ana, room, 'Night Owl')
    await ana.getByRole('button', { name: 'More like this' }).click()
    const dialog = ana.getByRole('dialog', { name: 'More like Night Owl' })
    const list = dialog.getByTestId('similar-tracks')
    await expect(list.getByTestId('song-title')).toHaveText(['Harbour Lights', 'Long Way Home'])
    await shot(ana, 'player-more-like-this')
    await dialog.getByRole('button', { name: 'Add Harbour Lights – Mira Sol to the queue' }).click()
    await expect(dialog.getByRole('button', { name: 'Harbour Lights – Mira Sol is in the queue' })).toBeDisabled()
    const token = await tokenOf(request, 'ana@spinroom.test')
    const queue = await request.get('/api/playlist-service/crate/special/queue/songs?limit=100', {
      headers: { authorization: `Bearer ${token}` }
    })
    const titles = ((await queue.json()) as { data: { trackName: string }[] }).data.map((entry) => entry.trackName)
    expect(titles).toContain('Harbour Lights')
    await ana.context().close()
  } finally {
    close()
  }
})

test('In a Discord activity, Audius plays through the API’s proxy path, in step with the room', async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(120_000)
  const song = await providerSong(request, 'audius', 'Qx9zP')
  await preferProviders(request, 'cleo@spinroom.test', ['audius'])
  const { room, close } = await roomPlaying(request, baseURL!, onStage(song))
  try {
    const cleo = await listener(browser, 'cleo@spinroom.test')
    // Discord opens an activity with a frame_id in the query; the player remembers it after moving on.
    await cleo.goto('/?frame_id=e2e-frame&instance_id=e2e')
    await joinRoom(cleo, room, 'Basement Tapes')
    await expect(cleo.getByTestId('playing-from')).toHaveText('Playing from Audius')
    await expectInStep(request, room, () => audioTime(cleo))
    const source = await cleo.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.currentSrc)
    expect(source).toBe(`${baseURL}/api/playlist-service/proxy/audius/v1/tracks/Qx9zP/stream`)
    await cleo.context().close()
  } finally {
    close()
    await preferProviders(request, 'cleo@spinroom.test', [])
  }
})

test('In a Discord activity, an explicit song stays silent until the listener allows explicit audio', async ({
  browser,
  request,
  baseURL
}) => {
  test.setTimeout(120_000)
  // Harbour Lights is explicit in the catalogue; 7digital plays it for anyone.
  const song = await providerSong(request, 'sevenDigital', '7002')
  await preferProviders(request, 'cleo@spinroom.test', ['sevenDigital'])
  // The setting is on until the user turns it off: cleo has turned it off.
  await allowExplicitAudio(request, 'cleo@spinroom.test', false)
  const { room, close } = await roomPlaying(request, baseURL!, onStage(song))
  try {
    const cleo = await listener(browser, 'cleo@spinroom.test')
    await cleo.goto('/?frame_id=e2e-frame&instance_id=e2e')
    await joinRoom(cleo, room, 'Harbour Lights')
    await expect(cleo.getByTestId('playback-obstacle')).toHaveText(/This song is explicit, and explicit audio is off/)
    await expect(cleo.getByTestId('playing-from')).toHaveCount(0)
    await cleo.getByRole('link', { name: 'Allow explicit audio' }).click()
    const allow = cleo.getByTestId('allow-explicit-audio')
    await expect(allow).not.toBeChecked()
    await allow.click()
    await expect(allow).toBeChecked()
    await cleo.goBack()
    await expect(cleo.getByTestId('playing-from')).toHaveText('Playing from 7digital')
    await expectInStep(request, room, () => audioTime(cleo))
    await cleo.context().close()
  } finally {
    close()
    await preferProviders(request, 'cleo@spinroom.test', [])
    await allowExplicitAudio(request, 'cleo@spinroom.test', true)
  }
})

async function allowExplicitAudio(request: APIRequestContext, email: string, allow: boolean) {
  const token = await tokenOf(request, email)
  const response = await request.put('/api/user-service/users/profile/user-data', {
    headers: { authorization: `Bearer ${token}` },
    data: { settings: { allowExplicitAudio: allow } }
  })
  expect(response.status(), await response.text()).toBe(200)
}
