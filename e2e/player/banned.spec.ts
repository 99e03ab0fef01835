import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { shot, tokenOf } from '../helpers.ts'

const U = '/api/user-service'

/** The demo user's id, as the API knows it. */
async function idOf(request: APIRequestContext, email: string) {
  const response = await request.post(`${U}/auth/login`, { data: { email, password: 'spinroom-user' } })
  return ((await response.json()) as { user: { id: string } }).user.id
}

async function signInAsAna(page: Page) {
  await page.getByLabel(/E-mail|Correo/).fill('ana@spinroom.test')
  await page.locator('input[name="password"]').fill('spinroom-user')
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('link', { name: /^(Me|Yo)$/ }).first()).toBeVisible()
}

const moderate = async (request: APIRequestContext, path: string, data: Record<string, unknown>) => {
  const admin = await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')
  const response = await request.post(`${U}${path}`, { data, headers: { authorization: `Bearer ${admin}` } })
  expect(response.ok()).toBeTruthy()
}

let ana = ''
test.beforeAll(async ({ request }) => {
  ana = await idOf(request, 'ana@spinroom.test')
})
test.afterEach(async ({ request }) => {
  await moderate(request, '/users/unban', { userUuid: ana })
})

test.describe('a banned user is out at once', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

  test('ana is banned while signed in: the sign-in screen says why and until when', async ({ page, request }) => {
    await page.goto('/sign-in')
    await signInAsAna(page)
    const until = new Date(Date.UTC(2030, 0, 15, 12, 0)).toISOString()
    await moderate(request, '/users/temporary-ban', { userUuid: ana, until, reason: 'Spam in the chat' })
    const notice = page.getByTestId('session-ended')
    await expect(notice).toBeVisible({ timeout: 5000 })
    await expect(notice).toHaveText(/^You were banned: Spam in the chat \(until Jan 15, 2030, .+\)$/)
    await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('spinroom-jwt'))).toBeNull()
    await shot(page, 'banned-desktop')
  })
})

test.describe('on a phone, in Spanish', () => {
  test.use({ locale: 'es-ES', viewport: { width: 360, height: 780 } })

  test('the notice reads in Spanish, without an end date for a ban until lifted', async ({ page, request }) => {
    await page.goto('/sign-in?lang=es')
    await signInAsAna(page)
    await moderate(request, '/users/ban', { userUuid: ana, reason: 'Acoso' })
    await expect(page.getByTestId('session-ended')).toHaveText('Te han bloqueado: Acoso', { timeout: 5000 })
    await expect(page.getByRole('button', { name: /invitado/i })).toBeVisible()
    await shot(page, 'banned-phone-es')
  })
})
