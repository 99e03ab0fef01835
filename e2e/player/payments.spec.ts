import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } })

const P = '/api/payment-service'
const stamp = Date.now().toString(36)

/** A token bundle on sale and a subscription plan, made by the demo administrator. */
async function stock(request: APIRequestContext) {
  const admin = { authorization: `Bearer ${await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')}` }
  const bundle = await request.post('/api/merch-service/api/v1/token-bundles', {
    headers: admin,
    data: { productId: `com.spinroom.e2e.${stamp}`, name: `Crate of ${stamp}`, tokens: 250, price: 499 }
  })
  expect(bundle.status()).toBe(201)
  const product = await request.post(`${P}/api/v1/products`, {
    headers: admin,
    data: { name: `250 tokens ${stamp}`, price: 499, tokenBundleId: (await bundle.json()).id }
  })
  expect(product.status()).toBe(201)
  const plan = await request.post(`${P}/api/v1/products`, {
    headers: admin,
    data: {
      name: `Platinum ${stamp}`,
      price: 999,
      paymentType: 'recurring',
      interval: 'month',
      subscriptionLevel: 'PLATINUM'
    }
  })
  expect(plan.status()).toBe(201)
}

const signIn = async (page: Page, email: string) => {
  await page.goto('/')
  await page.getByLabel('E-mail').fill(email)
  await page.locator('input[name="password"]').fill('spinroom-user')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible()
}

test('a listener buys a token bundle and subscribes through the checkout page, and sees both on Me', async ({
  page,
  request
}) => {
  await stock(request)
  await signIn(page, 'ben@spinroom.test')
  await page.goto('/me')
  const store = page.getByTestId('me-store')
  await expect(store.getByText(`250 tokens ${stamp}`)).toBeVisible()
  await shot(page, 'player-payments-me-before')

  // The tokens card opens the account first when there is none; the purchase credits it either way.
  const before = Number(
    (
      await page
        .getByTestId('token-balance')
        .textContent()
        .catch(() => '0')
    )?.replace(/\D/g, '') || 0
  )
  await store.getByRole('button', { name: 'Buy for $4.99' }).first().click()
  await expect(page).toHaveURL(/\/checkout\/cs_test_/)
  await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/me\?checkout=success/)
  await expect(page.getByTestId('checkout-notice')).toContainText('Thank you!')
  await expect(page.getByTestId('token-balance')).toHaveText(String(before + 250))
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
