import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { shot, tokenOf } from '../helpers.ts'
import { freshEmail, newVoucher, resetMailTo } from '../outbox.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

/** Desktop and phone shots of what the page shows now. */
const shots = async (page: Page, name: string) => {
  await shot(page, `console-${name}-1280`)
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, `console-${name}-390`)
  await page.setViewportSize({ width: 1280, height: 900 })
}

/** A fresh administrator, so changing its password leaves the demo accounts alone. */
async function newAdmin(request: APIRequestContext) {
  const email = freshEmail('staff')
  const response = await request.post('/api/user-service/users/admin/sign-up', {
    headers: { authorization: `Bearer ${await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')}` },
    data: { email, password: 'first-password' }
  })
  expect(response.status()).toBe(201)
  return email
}

const logInAs = async (page: Page, email: string, password: string) => {
  await page.locator('input[name="username"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page.getByText('Welcome, ', { exact: false })).toBeVisible()
}

/** The player opened from the console's link is signed in as the new account. */
const playerOpensSignedIn = async (page: Page) => {
  await expect(page.getByRole('link', { name: 'Open the player' })).toHaveAttribute('href', /^\/magic-link\//)
  await page.getByRole('link', { name: 'Open the player' }).click()
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()
}

test('the login page links to the other ways in', async ({ page }) => {
  await page.goto('/admin/#/login')
  for (const name of ['Forgot password?', 'Have a reset code?', 'Create account', 'Redeem a voucher'])
    await expect(page.getByRole('link', { name })).toBeVisible()
  await shots(page, 'login')
})

test('a sign-up makes an ordinary account and sends it to the player', async ({ page }) => {
  const email = freshEmail('console-sign-up')
  await page.goto('/admin/#/login')
  await page.getByRole('link', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/#\/login\?view=sign-up/)
  await shots(page, 'sign-up')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('short')
  await page.getByRole('button', { name: 'Create account' }).click()
  // The browser's own check keeps the short password from being sent.
  await expect(page.getByTestId('account-made')).toHaveCount(0)
  await page.getByLabel('Password').fill('console-password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByTestId('account-made')).toBeVisible()
  await expect(page.getByText('This console is for moderators and administrators.', { exact: false })).toBeVisible()
  await shots(page, 'sign-up-done')

  // The console stays closed to it.
  await page.goto('/admin/#/login')
  await page.locator('input[name="username"]').fill(email)
  await page.locator('input[name="password"]').fill('console-password')
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page.getByText('This console is for moderators and administrators')).toBeVisible()

  await page.goto('/admin/#/login?view=sign-up')
  await page.getByLabel('Email').fill(freshEmail('console-sign-up-2'))
  await page.getByLabel('Password').fill('console-password')
  await page.getByRole('button', { name: 'Create account' }).click()
  await playerOpensSignedIn(page)
})

test('staff reset a forgotten password from the e-mailed link', async ({ page, request }) => {
  const email = await newAdmin(request)
  await page.goto('/admin/#/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await shots(page, 'forgot-password')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'E-mail me a reset code' }).click()
  await expect(page.getByTestId('reset-sent')).toContainText(email)
  await shots(page, 'forgot-password-sent')

  const { token } = await resetMailTo(request, email)
  await page.goto(`/admin/#/login?view=reset&token=${token}`)
  await expect(page.getByLabel('Email')).toHaveCount(0)
  await shots(page, 'reset-password-link')
  await page.getByLabel('New password').fill('second-password')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByTestId('password-changed')).toBeVisible()
  await shots(page, 'reset-password-done')
  await logInAs(page, email, 'second-password')
})

test('staff reset a forgotten password with the e-mailed code', async ({ page, request }) => {
  const email = await newAdmin(request)
  await page.goto('/admin/#/login?view=forgot')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'E-mail me a reset code' }).click()
  await expect(page.getByTestId('reset-sent')).toBeVisible()
  const { code } = await resetMailTo(request, email)

  await page.getByLabel('Code from the e-mail').fill('000000')
  await page.getByLabel('New password').fill('coded-password')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByTestId('auth-error')).toHaveText('Can not reset password')
  await shots(page, 'reset-password-refused')

  await page.getByLabel('Code from the e-mail').fill(code)
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByTestId('password-changed')).toBeVisible()
  await logInAs(page, email, 'coded-password')
})

test('a code received earlier is entered from the login page', async ({ page, request }) => {
  const email = await newAdmin(request)
  await request.post('/api/user-service/users/forgot-password', { data: { email } })
  const { code } = await resetMailTo(request, email)
  await page.goto('/admin/#/login')
  await page.getByRole('link', { name: 'Have a reset code?' }).click()
  await page.locator('input[name="email"]').fill(email)
  await page.getByLabel('Code from the e-mail').fill(code)
  await page.getByLabel('New password').fill('third-password')
  await shots(page, 'reset-password-code')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByTestId('password-changed')).toBeVisible()
  await logInAs(page, email, 'third-password')
})

test('a voucher from the admin makes an account and opens the player', async ({ page, request }) => {
  const code = await newVoucher(request)
  await page.goto('/admin/#/login')
  await page.getByRole('link', { name: 'Redeem a voucher' }).click()
  await shots(page, 'voucher')
  await page.getByLabel('Voucher code').fill('NOT-A-CODE')
  await page.getByLabel('Email').fill(freshEmail('console-voucher'))
  await page.getByLabel('Password').fill('voucher-password')
  await page.getByRole('button', { name: 'Redeem and create account' }).click()
  await expect(page.getByTestId('auth-error')).toBeVisible()
  await page.getByLabel('Voucher code').fill(code)
  await page.getByRole('button', { name: 'Redeem and create account' }).click()
  await expect(page.getByTestId('account-made')).toBeVisible()
  await shots(page, 'voucher-done')
  await playerOpensSignedIn(page)
})
