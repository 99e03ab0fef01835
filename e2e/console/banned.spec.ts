import { expect } from '@playwright/test'
import { test } from '../test.ts'
import { shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

const U = '/api/user-service'

test('a moderator banned while in the console is back on the login page, told why and until when', async ({
  page,
  request
}) => {
  const login = await request.post(`${U}/auth/login`, {
    data: { email: 'mod@spinroom.test', password: 'spinroom-mod' }
  })
  const mod = ((await login.json()) as { user: { id: string } }).user.id
  await page.goto('/admin/')
  await page.locator('input[name="username"]').fill('mod@spinroom.test')
  await page.locator('input[name="password"]').fill('spinroom-mod')
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page.getByText('Welcome, ', { exact: false })).toBeVisible()

  const admin = await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')
  const headers = { authorization: `Bearer ${admin}` }
  const until = new Date(Date.UTC(2030, 0, 15, 12, 0)).toISOString()
  const ban = await request.post(`${U}/users/temporary-ban`, {
    data: { userUuid: mod, until, reason: 'Abuse of the ban button' },
    headers
  })
  expect(ban.ok()).toBeTruthy()
  await expect(page.getByTestId('session-ended')).toHaveText(
    /^You were banned: Abuse of the ban button \(until .*2030.*\)$/,
    { timeout: 5000 }
  )
  await expect(page.locator('input[name="username"]')).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('spinroom.console.auth'))).toBeNull()
  await shot(page, 'console-banned')
  await request.post(`${U}/users/unban`, { data: { userUuid: mod }, headers })
})
