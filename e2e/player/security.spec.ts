import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { join } from 'node:path'
import { root, shot } from '../helpers.ts'
import { freshEmail, lastMessageTo } from '../outbox.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
// Each test hashes passwords several times on a product that shares the cores with another and two browsers.
test.setTimeout(120_000)

const FIRST = 'first-password'
const SECOND = 'second-password'

/** Desktop and phone shots of what the page shows now; the phone's is of the screen, scrolled to the card. */
const shots = async (page: Page, name: string) => {
  await shot(page, `player-${name}-1280`)
  await page.setViewportSize({ width: 390, height: 844 })
  const card = page.getByTestId('me-security')
  // A full-page shot of a long phone page leaves what was never on screen unpainted.
  if (await card.isVisible()) await card.scrollIntoViewIfNeeded()
  await page.screenshot({ path: join(root, 'test-results', 'screenshots', `player-${name}-390.png`) })
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Axe on the settled page, nothing under the pointer: a fade or a hover would be measured as the colours. */
const noSeriousViolations = async (page: Page) => {
  await page.mouse.move(0, 0)
  // Endless ones (a spinner) never finish; one cancelled as the page changes rejects: neither is a fade to wait for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined))
    )
  )
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** A new account with the password FIRST; verified, since a password change needs a verified sign-up address. */
async function newAccount(request: APIRequestContext, prefix: string, verified = true): Promise<string> {
  const email = freshEmail(prefix)
  const created = await request.post('/api/user-service/users/sign-up', { data: { email, password: FIRST } })
  expect(created.status()).toBe(201)
  if (!verified) return email
  const { accessToken } = (await created.json()) as { accessToken: string }
  const code = /is (\d{6})\./.exec(await lastMessageTo(request, email, /code to verify/))![1]
  const verify = await request.post('/api/user-service/users/emails/verify', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { email, code }
  })
  expect(verify.ok()).toBeTruthy()
  return email
}

const login = (request: APIRequestContext, email: string, password: string) =>
  request.post('/api/user-service/auth/login', { data: { email, password } })

const signedIn = (page: Page) => expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('E-mail').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** A second device: its own browser context, signed in through the page. */
async function otherDevice(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/sign-in')
  await signIn(page, email, FIRST)
  await signedIn(page)
  return page
}

/** Signs in here and opens the Me screen's Security card. */
async function openSecurity(page: Page, email: string) {
  await page.goto('/sign-in')
  await signIn(page, email, FIRST)
  await signedIn(page)
  await page.getByRole('link', { name: 'Me', exact: true }).click()
  const card = page.getByTestId('me-security')
  await expect(card).toBeVisible()
  return card
}

test('a changed password keeps this device signed in and signs the others out', async ({ page, browser, request }) => {
  const email = await newAccount(request, 'change-password')
  const other = await otherDevice(browser, email)
  const card = await openSecurity(page, email)
  await noSeriousViolations(page)
  await shots(page, 'security')

  const change = async (current: string, next: string) => {
    await card.getByLabel('Current password').fill(current)
    await card.getByLabel('New password').fill(next)
    await card.getByRole('button', { name: 'Change password' }).click()
  }
  await change('not-the-password', SECOND)
  await expect(card.getByTestId('password-change-error')).toHaveText('The current password is not right.')
  await shots(page, 'security-wrong-password')
  await change(FIRST, FIRST)
  await expect(card.getByTestId('password-change-error')).toHaveText(
    'The new password must be different from the current one.'
  )
  // Refused twice, nothing changed: the old password still signs in and the other device is still signed in.
  expect((await login(request, email, FIRST)).ok()).toBeTruthy()
  await signedIn(other)

  await change(FIRST, SECOND)
  await expect(card.getByTestId('password-changed')).toHaveText(
    'Password changed. Other devices were signed out; this one stays signed in.'
  )
  await expect(other.getByTestId('session-ended')).toHaveText('You were signed out: Password changed. Sign in again.')
  await expect(page.getByTestId('session-ended')).toHaveCount(0)
  await expect(page.getByTestId('session-type')).toHaveText('Signed-in user')
  await expect(page.getByTestId('password-change-error')).toHaveCount(0)
  await shots(page, 'security-changed')
  await shot(other, 'player-security-other-device-390')

  // The token this page holds now is a new one: it survives a reload.
  await page.reload()
  await expect(page.getByTestId('me-security')).toBeVisible()
  await expect(page.getByTestId('session-ended')).toHaveCount(0)

  expect((await login(request, email, FIRST)).status()).toBe(401)
  await signIn(other, email, FIRST)
  await expect(other.getByTestId('sign-in-error')).toHaveText('Incorrect email or password')
  await signIn(other, email, SECOND)
  await signedIn(other)
  await other.context().close()
})

test('refused in words: a change before the address is verified, a first password where one is set', async ({
  page,
  request
}) => {
  const email = await newAccount(request, 'change-unverified', false)
  const card = await openSecurity(page, email)
  await card.getByLabel('Current password').fill(FIRST)
  await card.getByLabel('New password').fill(SECOND)
  await card.getByRole('button', { name: 'Change password' }).click()
  await expect(card.getByTestId('password-change-error')).toHaveText(
    'Verify your e-mail address before changing your password.'
  )
  await card.getByRole('button', { name: 'No password yet?' }).click()
  await expect(card.getByLabel('Current password')).toHaveCount(0)
  await card.getByLabel('New password').fill(SECOND)
  await card.getByRole('button', { name: 'Set password' }).click()
  await expect(card.getByTestId('password-change-error')).toHaveText(
    'This account already has a password: change it with the current one.'
  )
  await signedIn(page)
  expect((await login(request, email, FIRST)).ok()).toBeTruthy()
})

test('an account signed in by phone has no e-mail for a password, and can still sign out everywhere', async ({
  page,
  request
}) => {
  const number = `+447400${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
  await page.goto('/sign-in')
  await page.getByRole('tab', { name: 'Phone' }).click()
  await page.getByLabel('Mobile number').fill(number)
  await page.getByRole('button', { name: 'Send code' }).click()
  await expect(page.getByTestId('code-sent')).toContainText(number)
  const code = /\b(\d{6})\b/.exec(await lastMessageTo(request, number, /\b\d{6}\b/))![1]
  await page.getByLabel('Code').fill(code)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await signedIn(page)
  await page.getByRole('link', { name: 'Me', exact: true }).click()
  const card = page.getByTestId('me-security')
  await expect(card.getByTestId('security-no-email')).toHaveText(
    'You sign in with your phone number or a linked account. A password needs an e-mail address on the account.'
  )
  await expect(card.getByLabel('New password')).toHaveCount(0)
  await shots(page, 'security-phone')
  await card.getByRole('button', { name: 'Sign out everywhere' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page.getByTestId('session-ended')).toHaveText(
    'You were signed out: Signed out everywhere. Sign in again.'
  )
})

test('sign out everywhere ends this session and every other one', async ({ page, browser, request }) => {
  const email = await newAccount(request, 'everywhere', false)
  const other = await otherDevice(browser, email)
  const card = await openSecurity(page, email)

  await card.getByRole('button', { name: 'Sign out everywhere' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' })
  await expect(dialog).toBeVisible()
  await noSeriousViolations(page)
  await shots(page, 'security-sign-out-everywhere')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await signedIn(other)

  await card.getByRole('button', { name: 'Sign out everywhere' }).click()
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click()
  const notice = 'You were signed out: Signed out everywhere. Sign in again.'
  await expect(page.getByTestId('session-ended')).toHaveText(notice)
  await expect(other.getByTestId('session-ended')).toHaveText(notice)
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible()
  await shots(page, 'security-signed-out-everywhere')

  // Signing in again works, and the reload after it keeps the new session.
  await signIn(page, email, FIRST)
  await signedIn(page)
  await page.reload()
  await signedIn(page)
  await other.context().close()
})

test('the card speaks Spanish', async ({ page, request }) => {
  const email = await newAccount(request, 'security-es', false)
  await openSecurity(page, email)
  await page.goto('/me?lang=es')
  const card = page.getByTestId('me-security')
  await expect(card.getByRole('heading', { name: 'Seguridad' })).toBeVisible()
  await expect(card.getByLabel('Contraseña actual')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Cerrar sesión en todas partes' })).toBeVisible()
  await shots(page, 'security-es')
})
