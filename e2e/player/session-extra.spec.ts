import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { shot } from '../helpers.ts'
import { freshEmail, newVoucher, resetMailTo } from '../outbox.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })
// Each test hashes passwords several times on a product that shares the cores with another and two browsers.
test.setTimeout(120_000)

/** Desktop and phone shots of what the page shows now. */
const shots = async (page: Page, name: string) => {
  await shot(page, `player-${name}-1280`)
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, `player-${name}-390`)
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** Axe on the settled page, nothing under the pointer: a fade or a hover would be measured as the colours. */
const noSeriousViolations = async (page: Page) => {
  await page.mouse.move(0, 0)
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)))
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Sign out' }).first().click()
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toBeVisible()
}

const signIn = async (page: Page, email: string, password: string) => {
  await page.getByLabel('E-mail').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()
}

test('a new account forgets its password and sets a new one from the e-mailed link', async ({ page, request }) => {
  const email = freshEmail('reset-link')
  await page.goto('/sign-in')
  await page.getByRole('tab', { name: 'Sign up' }).click()
  await page.getByLabel('E-mail').fill(email)
  await page.locator('input[name="password"]').fill('first-password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()
  await signOut(page)

  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible()
  await noSeriousViolations(page)
  await shots(page, 'forgot-password')
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'E-mail me a reset code' }).click()
  await expect(page.getByTestId('reset-sent')).toContainText(email)
  await shots(page, 'forgot-password-sent')

  const mail = await resetMailTo(request, email)
  await page.goto(mail.path)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await expect(page).toHaveURL(/\/sign-in$/)
  await noSeriousViolations(page)
  await shots(page, 'reset-password')
  await page.getByLabel('New password').fill('second-password')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByTestId('password-changed')).toBeVisible()
  await shots(page, 'reset-password-done')

  await signIn(page, email, 'second-password')
  await signOut(page)

  // The link works once.
  await page.goto(mail.path)
  await page.getByLabel('New password').fill('third-password')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByTestId('reset-error')).toHaveText('Can not reset password')
})

test('the e-mailed code resets the password and signs in at once', async ({ page, request }) => {
  const email = freshEmail('reset-code')
  const created = await request.post('/api/user-service/users/sign-up', { data: { email, password: 'first-password' } })
  expect(created.status()).toBe(201)

  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel('E-mail').fill(email)
  await page.getByRole('button', { name: 'E-mail me a reset code' }).click()
  await expect(page.getByTestId('reset-sent')).toBeVisible()
  const { code } = await resetMailTo(request, email)

  await page.getByLabel('Code from the e-mail').fill('000000')
  await page.getByLabel('New password').fill('coded-password')
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(page.getByTestId('reset-error')).toHaveText('Can not reset password')

  await page.getByLabel('Code from the e-mail').fill(code)
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()
  await signOut(page)
  await signIn(page, email, 'coded-password')
})

test('an unknown address gets the same answer', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  await page.getByLabel('E-mail').fill('nobody-here@example.test')
  await page.getByRole('button', { name: 'E-mail me a reset code' }).click()
  await expect(page.getByTestId('reset-sent')).toContainText('If an account uses nobody-here@example.test')
  await page.getByRole('button', { name: 'Back to sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
})

test('a reset link opened while signed in changes the password and ends every session', async ({ page, request }) => {
  const email = freshEmail('reset-signed-in')
  await request.post('/api/user-service/users/sign-up', { data: { email, password: 'first-password' } })
  await page.goto('/sign-in')
  await signIn(page, email, 'first-password')
  await request.post('/api/user-service/users/forgot-password', { data: { email } })
  const mail = await resetMailTo(request, email)

  await page.goto(mail.path)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await page.getByLabel('New password').fill('second-password')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByTestId('password-changed')).toBeVisible()
  // The reset ends this session too: the sign-in screen takes over, without offering the spent link again.
  await expect(page.getByTestId('session-ended')).toHaveText('You were signed out: Password changed. Sign in again.', {
    timeout: 5000
  })
  await expect(page.getByTestId('password-changed')).toBeVisible()
  await expect(page.getByLabel('New password')).toHaveCount(0)
  await shots(page, 'reset-password-signed-in')
  await signIn(page, email, 'second-password')
})

test('a voucher from the admin makes an account, signed in at once', async ({ page, request }) => {
  const code = await newVoucher(request)
  const email = freshEmail('voucher')
  await page.goto('/sign-in')
  await page.getByRole('button', { name: 'Redeem a voucher' }).click()
  await expect(page.getByRole('heading', { name: 'Redeem a voucher' })).toBeVisible()
  await noSeriousViolations(page)
  await shots(page, 'voucher')

  await page.getByLabel('Voucher code').fill('NOT-A-CODE')
  await page.getByLabel('E-mail').fill(email)
  await page.locator('input[name="password"]').fill('voucher-password')
  await page.getByLabel('Nickname').fill(`v${Date.now() % 1e8}`)
  await page.getByRole('button', { name: 'Redeem and create account' }).click()
  await expect(page.getByTestId('voucher-error')).toBeVisible()
  await shots(page, 'voucher-refused')

  await page.getByLabel('Voucher code').fill(code)
  await page.getByRole('button', { name: 'Redeem and create account' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()
  await signOut(page)
  await signIn(page, email, 'voucher-password')
})

test('the new screens speak Spanish', async ({ page }) => {
  await page.goto('/sign-in?lang=es')
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click()
  await expect(page.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toBeVisible()
  await page.getByRole('button', { name: 'Volver a iniciar sesión' }).click()
  await page.getByRole('button', { name: 'Canjear un cupón' }).click()
  await expect(page.getByLabel('Código del cupón')).toBeVisible()
  await shots(page, 'voucher-es')
})
