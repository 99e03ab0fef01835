import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { shot, tokenOf } from '../helpers.ts'

test.use({ locale: 'en-US', viewport: { width: 1400, height: 900 } })

const P = '/api/payment-service'
const stamp = Date.now().toString(36)

const logInAs = async (page: Page, email: string, password: string) => {
  await page.goto('/admin/')
  await page.locator('input[name="username"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  await page.getByRole('button', { name: /sign in/i }).click()
  await expect(page.getByText('Welcome, ', { exact: false })).toBeVisible()
}

/** Ana buys a bundle on the stand-in's checkout page, spends most of it, and the merchant refunds it. */
async function refundedPurchase(request: APIRequestContext) {
  const admin = { authorization: `Bearer ${await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')}` }
  const ana = { authorization: `Bearer ${await tokenOf(request, 'ana@spinroom.test')}` }
  const bundle = await request.post('/api/merch-service/api/v1/token-bundles', {
    headers: admin,
    data: { productId: `com.spinroom.console.${stamp}`, name: `Console pack ${stamp}`, tokens: 1000, price: 1999 }
  })
  const product = await request.post(`${P}/api/v1/products`, {
    headers: admin,
    data: { name: `1000 tokens ${stamp}`, price: 1999, tokenBundleId: (await bundle.json()).id }
  })
  const session = await (
    await request.post(`${P}/api/v1/products/${(await product.json()).id}/checkout`, { headers: ana, data: {} })
  ).json()
  expect((await request.post(`${session.url}/pay`, { maxRedirects: 0 })).status()).toBe(303)
  const account = await (await request.get('/api/merch-service/api/v1/token-accounts/self', { headers: ana })).json()
  const hold = await request.post('/api/merch-service/api/v1/token-transactions', {
    headers: ana,
    data: { accountId: account.id, type: 'hold', amount: account.balance - 100 }
  })
  await request.post('/api/merch-service/api/v1/token-transactions/commit', {
    headers: ana,
    data: { transactionId: (await hold.json()).id }
  })
  const refunds = session.url.replace(/\/checkout\//, '/refunds/')
  expect((await request.post(refunds)).status()).toBe(200)
  // Cleo subscribes, so the subscriptions list has someone to show.
  const plan = await request.post(`${P}/api/v1/products`, {
    headers: admin,
    data: {
      name: `Plat ${stamp}`,
      price: 500,
      paymentType: 'recurring',
      interval: 'year',
      subscriptionLevel: 'PLATINUM'
    }
  })
  const cleo = { authorization: `Bearer ${await tokenOf(request, 'cleo@spinroom.test')}` }
  const checkout = await request.post(`${P}/subscription/checkout/${(await plan.json()).id}`, { headers: cleo })
  expect((await request.post(`${(await checkout.json()).url}/pay`, { maxRedirects: 0 })).status()).toBe(303)
}

test('an admin reads a refunded payment with its ledger entries and shortfall; a moderator sees subscriptions only', async ({
  page,
  browser,
  request
}) => {
  await refundedPurchase(request)
  await logInAs(page, 'admin@spinroom.test', 'spinroom-admin')
  await page.getByRole('menuitem', { name: 'Payments', exact: true }).click()
  const row = page.getByRole('row').filter({ hasText: '$19.99' }).first()
  await expect(row).toContainText('Refunded')
  await expect(row).toContainText('ana')
  await expect(row).toContainText('already spent')
  await row.click()
  await expect(page.getByText('Ledger entries of this payment')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'could not be taken' })).toBeVisible()
  await expect(page.getByRole('cell', { name: /^Bought Console pack/ })).toBeVisible()
  await expect(page.getByRole('cell', { name: /^Refunded stripe payment .*900 already spent/ }).first()).toBeVisible()
  await shot(page, 'console-payments-ledger')

  await page.getByRole('menuitem', { name: 'Products', exact: true }).click()
  await expect(page.getByRole('cell', { name: `1000 tokens ${stamp}` })).toBeVisible()
  await shot(page, 'console-payments-products')
  await page.getByRole('menuitem', { name: 'Plans', exact: true }).click()
  await page.getByRole('link', { name: 'Create' }).click()
  await page.getByLabel('Name').fill(`Double platinum ${stamp}`)
  await page.getByLabel('Price').fill('1999')
  await page.getByLabel('Billed every').click()
  await page.getByRole('option', { name: 'Month' }).click()
  await page.getByLabel('Level').click()
  await page.getByRole('option', { name: 'Double platinum' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('cell', { name: `Double platinum ${stamp}` })).toBeVisible()
  await shot(page, 'console-payments-plans')

  const mod = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } })).newPage()
  await logInAs(mod, 'mod@spinroom.test', 'spinroom-mod')
  for (const item of ['Products', 'Plans', 'Subscriptions'])
    await expect(mod.getByRole('menuitem', { name: item, exact: true })).toBeVisible()
  await expect(mod.getByRole('menuitem', { name: 'Payments', exact: true })).toHaveCount(0)
  await mod.getByRole('menuitem', { name: 'Plans', exact: true }).click()
  await expect(mod.getByRole('cell', { name: `Double platinum ${stamp}` })).toBeVisible()
  await expect(mod.getByRole('link', { name: 'Create' })).toHaveCount(0)
  await mod.getByRole('menuitem', { name: 'Subscriptions', exact: true }).click()
  await expect(mod.getByRole('columnheader', { name: 'Subscriber' })).toBeVisible()
  await expect(mod.getByRole('row').filter({ hasText: 'cleo' }).first()).toContainText('Platinum')
  await shot(mod, 'console-payments-moderator-subscriptions')
})
