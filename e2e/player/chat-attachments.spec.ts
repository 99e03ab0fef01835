import { expect, type Browser, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US' })
test.setTimeout(180_000)

const slug = 'festival-main-stage'
const P = '/api/playlist-service'

/** A demo user in the room, signed in through the stored token. */
async function enter(browser: Browser, email: string): Promise<{ page: Page; token: string }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 860 } })
  const page = await context.newPage()
  const token = await tokenOf(page.request, email)
  await context.addInitScript((jwt) => localStorage.setItem('spinroom-jwt', jwt), token)
  await page.goto(`/rooms/${slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('The chat opens once you are in the room.')).toHaveCount(0, { timeout: 15_000 })
  return { page, token }
}

/** A png the page draws: a 160×100 gradient with a dot, as its bytes. */
const drawnPng = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 160
    canvas.height = 100
    const g = canvas.getContext('2d')!
    const fill = g.createLinearGradient(0, 0, 160, 100)
    fill.addColorStop(0, '#ff4d8d')
    fill.addColorStop(1, '#7c4dff')
    g.fillStyle = fill
    g.fillRect(0, 0, 160, 100)
    g.fillStyle = '#fff'
    g.beginPath()
    g.arc(80, 50, 22, 0, Math.PI * 2)
    g.fill()
    return canvas.toDataURL('image/png').split(',')[1]
  })

const chat = (page: Page) => page.getByTestId('chat-panel')

test('a listener shares a crate and a picture; another sees both and opens the crate', async ({ browser }) => {
  const run = Date.now().toString(36)
  const crateName = `Sunset picks ${run}`
  const ana = await enter(browser, 'ana@spinroom.test')
  const ben = await enter(browser, 'ben@spinroom.test')
  const headers = { Authorization: `Bearer ${ana.token}` }
  const made = await ana.page.request.post(`${P}/crate`, { headers, data: { crateName } })
  expect(made.status()).toBe(201)
  const crate = (await made.json()) as { crateUuid: string }
  const songs = [
    { trackName: `Golden ${run}`, artistName: 'Shore', duration: 201 },
    { trackName: `Dusk ${run}`, artistName: 'Shore', duration: 187 }
  ]
  expect((await ana.page.request.post(`${P}/crate/${crate.crateUuid}/songs`, { headers, data: { songs } })).ok()).toBe(
    true
  )

  // The crate, picked from ana's crates in the composer.
  await chat(ana.page).getByRole('button', { name: 'Share a crate' }).click()
  await ana.page.getByRole('menuitem', { name: new RegExp(crateName) }).click()
  const card = (page: Page) => chat(page).getByTestId('chat-playlist').filter({ hasText: crateName })
  await expect(card(ana.page)).toContainText("2 songs · ana's crate")
  await expect(card(ben.page)).toContainText("2 songs · ana's crate")

  // A picture: kept as it is, shown to ben as an image.
  const png = Buffer.from(await drawnPng(ana.page), 'base64')
  await chat(ana.page)
    .getByTestId('chat-image-input')
    .setInputFiles({ name: `sunset-${run}.png`, mimeType: 'image/png', buffer: png })
  const image = chat(ben.page).getByTestId('chat-image').last()
  await expect(image).toHaveAttribute('src', `data:image/png;base64,${png.toString('base64')}`)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160)

  // Bytes that are no picture, whatever their name says: the server refuses them, and says why.
  await chat(ana.page)
    .getByTestId('chat-image-input')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') })
  await expect(chat(ana.page).getByRole('alert').last()).toHaveText(
    "Not sent: Invalid body: 'imageBase64' is not an image of png, jpeg, gif, webp"
  )
  await chat(ana.page).getByRole('button', { name: 'Discard' }).click()
  await expect(chat(ana.page).getByRole('alert')).toHaveCount(0)
  await shot(ana.page, 'player-chat-attachments-sender-1280')
  await shot(ben.page, 'player-chat-attachments-reader-1280')

  // The card opens the crate in ben's player: ana's, to listen to or copy.
  await card(ben.page).click()
  await expect(ben.page).toHaveURL(new RegExp(`/crates/${crate.crateUuid}$`))
  await expect(ben.page.getByRole('heading', { name: crateName })).toBeVisible()
  await expect(ben.page.getByText(`Golden ${run}`)).toBeVisible()
  await shot(ben.page, 'player-chat-attachments-crate-1280')
})
