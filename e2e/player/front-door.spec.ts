import AxeBuilder from '@axe-core/playwright'
import { expect as baseExpect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { copyFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { shot } from '../helpers.ts'

// The demo DJs start once demo data is seeded and their songs transcoded: give each step time.
const expect = baseExpect.configure({ timeout: 30_000 })
const docsScreenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
const demoRoom = 'demo-room-live-now'
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/

test.use({ locale: 'en-US' })

/** The front door's card of the demo DJs' room, once a song plays there. */
async function demoCard(page: Page) {
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Live now', level: 1 })).toBeVisible()
  const card = page.locator(`[data-testid="front-door-room"][data-slug="${demoRoom}"]`)
  // The card appears and changes with the room: the list is read again every 15 s.
  await expect(card.getByText('Demo Room: Live Now')).toBeVisible({ timeout: 180_000 })
  return card
}

async function noSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

async function saveShot(page: Page, name: string) {
  const path = await shot(page, name)
  if (process.env.UPDATE_DOCS_SCREENSHOTS) {
    mkdirSync(docsScreenshots, { recursive: true })
    copyFileSync(path, `${docsScreenshots}${name}.png`)
  }
}

test('a visitor sees the live rooms before signing in: song, artwork, DJs by name, listeners', async ({ page }) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1280, height: 860 })
  let reads = 0
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      if (String(payload).includes('rooms/public/live')) reads++
    })
  )
  const card = await demoCard(page)
  const readsBefore = reads
  await expect(card.getByRole('button', { name: /^Demo Room: Live Now/ })).toBeVisible()
  const djs = card.getByTestId('front-door-djs')
  await expect(djs).toContainText(/DJs? /)
  expect(await djs.textContent()).not.toMatch(uuid)
  await expect(card.getByTestId('room-listeners')).toContainText(/listener/)
  await expect(card.locator('img')).toHaveAttribute('src', /\/api\/upload-service\/songs\/.+\/artwork/)
  // Sign in and sign up stay a click away.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible()

  // The list follows the rooms: it is read again without a reload.
  await expect.poll(() => reads, { timeout: 30_000 }).toBeGreaterThan(readsBefore)
  await noSeriousViolations(page)
  await saveShot(page, 'front-door')

  await page.getByRole('banner').getByRole('link', { name: 'Sign up' }).click()
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await page.getByRole('link', { name: 'Live rooms' }).click()
  await expect(page.getByRole('heading', { name: 'Live now', level: 1 })).toBeVisible()
})

test('on a phone the front door fits the screen', async ({ page }) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await demoCard(page)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
  await noSeriousViolations(page)
  await saveShot(page, 'front-door-phone')
})

test('one tap on a room opens it as a guest and the music plays', async ({ page }) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1280, height: 860 })
  const card = await demoCard(page)
  await expect(card.getByTestId('front-door-song')).toBeVisible()
  await card.getByRole('button', { name: /^Demo Room: Live Now/ }).click()

  await expect(page).toHaveURL(new RegExp(`/rooms/${demoRoom}$`))
  await expect(page.getByTestId('header-user')).toContainText('Guest')
  await expect(page.getByTestId('now-playing-title')).toBeVisible()
  await expect(page.getByTestId('tap-to-listen')).toHaveCount(0)
  await expect
    .poll(() => page.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), {
      timeout: 60_000
    })
    .toBeGreaterThan(0)
  expect(await page.getByTestId('player-audio').evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false)

  // Signing up from the room comes back to it, as the new account.
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/sign-in\?next=/)
  await page.getByLabel('E-mail').fill(`front-door-${Date.now()}@example.test`)
  await page.locator('input[name="password"]').fill('front-door-password')
  await page.getByLabel('Nickname').fill('Door Visitor')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(new RegExp(`/rooms/${demoRoom}$`))
  await expect(page.getByTestId('now-playing-title')).toBeVisible()
  await expect(page.getByTestId('header-user')).toContainText('Door Visitor')
})
