import { expect, type Page } from '@playwright/test'
import { test } from '../test.ts'
import { shot } from '../helpers.ts'
import { newListener, sellBundle, sellPlan } from '../payments.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

const stamp = Date.now().toString(36)

const signIn = async (page: Page, email: string, password: string) => {
  await page.goto('/sign-in')
  await page.getByLabel('E-mail').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()
}

test('a listener buys a token bundle and subscribes through the checkout page, and sees both on Me', async ({
  page,
  request
}) => {
  await sellBundle(request, `Crate ${stamp}`, 250, 499)
  await sellPlan(request, `Platinum ${stamp}`, 999)
  const listener = await newListener(request, `listener${stamp}`)
  await signIn(page, listener.email, listener.password)
  await page.goto('/me')
  const store = page.getByTestId('me-store')
  await expect(store.getByText(`250 tokens Crate ${stamp}`)).toBeVisible()
  await shot(page, 'player-payments-me-before')

  // A new listener has a token account from sign-up on (seed 000 §1), empty.
  await expect(page.getByTestId('token-balance')).toHaveText('0')
  await store.getByRole('button', { name: 'Buy for $4.99' }).first().click()
  await expect(page).toHaveURL(/\/checkout\/cs_test_/)
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/me\?checkout=success/)
  await expect(page.getByTestId('checkout-notice')).toContainText('Thank you!')
  await expect(page.getByTestId('token-balance')).toHaveText('250')
  await shot(page, 'player-payments-bought')

  const subscription = page.getByTestId('me-subscription')
  await subscription
    .getByTestId('plan')
    .filter({ hasText: `Platinum ${stamp}` })
    .getByRole('button', { name: 'Subscribe' })
    .click()
  await expect(page).toHaveURL(/\/checkout\/cs_test_/)
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/me\?checkout=success/)
  await expect(subscription.getByTestId('subscription-level')).toHaveText('Platinum')
  await expect(subscription.getByText('Active')).toBeVisible()
  await expect(subscription.getByRole('button', { name: 'Manage billing' })).toBeVisible()
  await shot(page, 'player-payments-subscribed')
})
