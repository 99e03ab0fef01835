/** What every console spec shares: signing in, screenshots, demo users. */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const shots = join(root, 'test-results', 'screenshots')

/**
 * A full-page picture. The player's screens scroll inside their main area (between the header and the room's bar): for
 * the picture that area grows to its content and the page scrolls as a whole, then both take their shape back.
 */
export const shot = async (page: Page, name: string) => {
  mkdirSync(shots, { recursive: true })
  const path = join(shots, `${name}.png`)
  const scroller = page.getByTestId('page-scroller')
  const unroll = (grow: boolean) =>
    scroller.evaluateAll((found, grow) => {
      for (const el of found as HTMLElement[]) {
        el.style.overflowY = grow ? 'visible' : ''
        if (el.parentElement) el.parentElement.style.height = grow ? 'auto' : ''
      }
    }, grow)
  await unroll(true)
  await page.screenshot({ path, fullPage: true, animations: 'disabled' })
  await unroll(false)
  return path
}

/** Signs in to the console as the account given. */
export const logInAs = async (page: Page, email: string, password: string) => {
  await page.goto('/admin/')
  await page.locator('input[name="username"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page.getByText('Welcome, ', { exact: false })).toBeVisible()
}

export const logIn = (page: Page) => logInAs(page, 'admin@spinroom.test', 'spinroom-admin')

/** Opens a demo user's page from the user list's search. */
export const openUser = async (page: Page, nickname: string) => {
  await page.getByRole('menuitem', { name: 'Users' }).click()
  await page.getByPlaceholder('Search').fill(nickname)
  await expect(page).toHaveURL(new RegExp(`filter=[^&]*${encodeURIComponent(nickname)}`))
  // The list may render again with the search's answer as the row is clicked, swallowing that click: click again.
  await expect(async () => {
    await page.getByRole('cell', { name: nickname, exact: true }).click()
    await expect(page).toHaveURL(/#\/users\/[^/]+\/show/, { timeout: 3000 })
  }).toPass({ timeout: 20_000 })
}

/** Signs in to the player through its form as the account given (a demo user's password by default). */
export const playerSignIn = async (page: Page, email: string, password = 'spinroom-user') => {
  await page.goto('/sign-in')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 20_000 })
}

/** A demo user's bearer token, straight from the API. */
export const tokenOf = async (request: APIRequestContext, email: string, password = 'spinroom-user') => {
  const response = await request.post('/api/user-service/auth/login', { data: { email, password } })
  expect(response.ok()).toBeTruthy()
  return ((await response.json()) as { accessToken: string }).accessToken
}
