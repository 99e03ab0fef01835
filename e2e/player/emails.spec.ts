import { expect } from '@playwright/test'
import { test } from '../test.ts'
import { MAX_ACTIVE_EMAILS } from '@spinroom/schemas'
import { shot, tokenOf } from '../helpers.ts'
import { lastMessageTo } from '../outbox.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

const codeIn = (body: string) => /is (\d{6})\./.exec(body)![1]!

test('a listener verifies an address with the mailed code, adds another and removes it', async ({ page }) => {
  const token = await tokenOf(page.request, 'ben@spinroom.test')
  await page.addInitScript((jwt) => localStorage.setItem('spinroom-jwt', jwt), token)
  await page.goto('/me')
  const emails = page.getByTestId('email-addresses')
  const signIn = emails.getByTestId('email-ben@spinroom.test')
  await expect(signIn).toContainText('Verified')
  await expect(signIn.getByRole('button', { name: /^Remove/ })).toHaveCount(0)

  // The demo left ben's payments address waiting for the code mailed to it.
  const payments = emails.getByTestId('email-ben.payments@spinroom.test')
  await expect(payments).toContainText('Waiting for its code')
  const code = codeIn(await lastMessageTo(page.request, 'ben.payments@spinroom.test', /is \d{6}\./))
  const field = payments.getByRole('textbox', { name: 'Six-digit code sent to ben.payments@spinroom.test' })
  await field.fill(code === '000000' ? '111111' : '000000')
  await payments.getByRole('button', { name: 'Verify' }).click()
  await expect(emails.getByRole('alert')).toHaveText('Email verification failed, incorrect code')
  await field.fill(code)
  await payments.getByRole('button', { name: 'Verify' }).click()
  await expect(payments).toContainText('Verified')
  await expect(emails.getByRole('alert')).toHaveText('ben.payments@spinroom.test is verified.')

  const extra = `ben.${Date.now().toString(36)}@work.spinroom.test`
  await emails.getByRole('textbox', { name: 'Another address' }).fill(extra)
  await emails.getByRole('combobox', { name: 'Kind' }).click()
  await page.getByRole('option', { name: 'Work' }).click()
  await emails.getByRole('button', { name: 'Add' }).click()
  const added = emails.getByTestId(`email-${extra}`)
  await expect(added).toContainText('Waiting for its code')
  await expect(added).toContainText('Work')
  await expect(emails.getByRole('alert')).toHaveText(`A code is on its way to ${extra}.`)
  await lastMessageTo(page.request, extra, /is \d{6}\./)
  // A second code right away is refused with the server's reason.
  await added.getByRole('button', { name: 'Send a new code' }).click()
  await expect(emails.getByRole('alert')).toHaveText(
    'The minimum time has not yet elapsed since the last e-mail was sent'
  )
  await shot(page, 'player-me-emails')
  await added.getByRole('button', { name: `Remove ${extra}` }).click()
  await expect(added).toHaveCount(0)
})

test('an account holding the most addresses is told so, and its Add stays off', async ({ page }) => {
  const email = `full.${Date.now().toString(36)}@spinroom.test`
  const signUp = await page.request.post('/api/user-service/users/sign-up', {
    data: { email, password: 'spinroom-user', nickname: `full${Date.now().toString(36)}` }
  })
  expect(signUp.ok()).toBeTruthy()
  const token = await tokenOf(page.request, email)
  const headers = { authorization: `Bearer ${token}` }
  for (let i = 1; i < MAX_ACTIVE_EMAILS; i++) {
    const added = await page.request.post('/api/user-service/users/emails', {
      headers,
      data: { email: `extra${i}.${email}`, type: 'work' }
    })
    expect(added.status()).toBe(201)
  }
  await page.addInitScript((jwt) => localStorage.setItem('spinroom-jwt', jwt), token)
  await page.goto('/me')
  const emails = page.getByTestId('email-addresses')
  await expect(emails.getByText(`You hold ${MAX_ACTIVE_EMAILS} addresses, the most an account may`)).toBeVisible()
  await emails.getByRole('textbox', { name: 'Another address' }).fill(`one.more.${email}`)
  await expect(emails.getByRole('button', { name: 'Add' })).toBeDisabled()
  await shot(page, 'player-me-emails-full')
  await emails.getByRole('button', { name: `Remove extra1.${email}` }).click()
  await expect(emails.getByText(/the most an account may/)).toHaveCount(0)
  await expect(emails.getByRole('button', { name: 'Add' })).toBeEnabled()
})
