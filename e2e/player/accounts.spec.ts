import { expect } from '@playwright/test'
import { test } from '../test.ts'
import { copyFileSync, mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const screenshot = 'test-results/screenshots/player-guest.png'
const docsScreenshots = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } })

test('a visitor continues as guest and sees their guest name', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Continue as guest' }).click()
  await page.getByRole('link', { name: 'Me', exact: true }).click()

  await expect(page.getByTestId('session-nickname')).toHaveText(/^Guest-/)
  await expect(page.getByTestId('me-nickname')).toHaveText(/^Guest-/)
  await expect(page.getByTestId('session-type')).toHaveText('Guest')
  await expect(page.getByRole('link', { name: 'Open admin console' })).toHaveCount(0)

  await page.screenshot({ path: screenshot, fullPage: true })
  // The README's screenshot is refreshed on request only, so a test run leaves tracked files alone.
  if (process.env.UPDATE_DOCS_SCREENSHOTS) {
    mkdirSync(docsScreenshots, { recursive: true })
    copyFileSync(screenshot, `${docsScreenshots}player.png`)
  }
})

test('?lang=es switches to Spanish and the choice sticks', async ({ page }) => {
  await page.goto('/sign-in?lang=es')
  await expect(page.getByRole('button', { name: 'Continuar como invitado' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('es')

  await page.goto('/sign-in')
  await expect(page.getByRole('button', { name: 'Continuar como invitado' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')

  // The switch changes the language and stores it too.
  await page.getByRole('button', { name: 'English' }).click()
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the demo user signs in, stays signed in on reload and signs out', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByLabel('E-mail').fill('ana@spinroom.test')
  await page.locator('input[name="password"]').fill('wrong-password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByTestId('sign-in-error')).toHaveText('Incorrect email or password')

  await page.locator('input[name="password"]').fill('spinroom-user')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.getByRole('link', { name: 'Me', exact: true }).click()
  await expect(page.getByTestId('session-nickname')).toHaveText('ana')
  await expect(page.getByTestId('session-type')).toHaveText('Signed-in user')
  await expect(page.getByRole('heading', { name: 'ana', level: 1 })).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('session-nickname')).toHaveText('ana')

  await page.getByRole('button', { name: 'Sign out' }).first().click()
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('spinroom-jwt'))).toBeNull()
})
