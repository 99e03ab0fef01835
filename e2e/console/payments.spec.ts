import { expect, type APIRequestContext } from '@playwright/test'
import { test } from '../test.ts'
import { logInAs, shot } from '../helpers.ts'
import { newListener, sellBundle, sellPlan } from '../payments.ts'

test.use({ locale: 'en-US', viewport: { width: 1400, height: 900 } })

const P = '/api/payment-service'
const stamp = Date.now().toString(36)

/** A new listener buys a bundle on the stand-in's checkout page, spends most of it, and the merchant refunds it. */
async function refundedPurchase(request: APIRequestContext) {
  const { headers: buyer } = await newListener(request, `buyer${stamp}`)
  const product = await sellBundle(request, `Console pack ${stamp}`, 1000, 1999)
  const session = await (
    await request.post(`${P}/api/v1/products/${product.id}/checkout`, { headers: buyer, data: {} })
  ).json()
  expect((await request.post(`${session.url}/pay`, { maxRedirects: 0 })).status()).toBe(303)
  const account = await (await request.get('/api/merch-service/api/v1/token-accounts/self', { headers: buyer })).json()
  const hold = await request.post('/api/merch-service/api/v1/token-transactions', {
    headers: buyer,
    data: { accountId: account.id, type: 'hold', amount: account.balance - 100 }
  })
  await request.post('/api/merch-service/api/v1/token-transactions/commit', {
    headers: buyer,
    data: { transactionId: (await hold.json()).id }
  })
  const refunds = session.url.replace(/\/checkout\//, '/refunds/')
  expect((await request.post(refunds)).status()).toBe(200)
  // Another subscribes, so the subscriptions list has someone to show.
  const plan = await sellPlan(request, `Plat ${stamp}`, 500, 'year')
  const { headers: subscriber } = await newListener(request, `subscriber${stamp}`)
  const checkout = await request.post(`${P}/subscription/checkout/${plan.id}`, { headers: subscriber })
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
  await expect(row).toContainText(`buyer${stamp}`)
  await expect(row).toContainText('already spent')
  await row.click()
  await expect(page.getByText('Ledger entries of this payment')).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'could not be taken' })).toBeVisible()
  await expect(page.getByRole('cell', { name: /^Bought Console pack/ })).toBeVisible()
  await expect(page.getByRole('cell', { name: /^Refunded stripe payment .*900 already spent/ }).first()).toBeVisible()
  await shot(page, 'console-payments-ledger')

  // The wide payments table leaves the menu under it: open the next lists by address.
  await page.goto('/admin/#/products')
  await expect(page.getByRole('cell', { name: `1000 tokens Console pack ${stamp}` })).toBeVisible()
  await shot(page, 'console-payments-products')
  await page.goto('/admin/#/subscription-plans')
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
  await expect(
    mod
      .getByRole('row')
      .filter({ hasText: `subscriber${stamp}` })
      .first()
  ).toContainText('Platinum')
  await shot(mod, 'console-payments-moderator-subscriptions')
})
