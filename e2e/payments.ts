import { expect, type APIRequestContext } from '@playwright/test'
import { tokenOf } from './helpers.ts'

const P = '/api/payment-service'

/** The demo administrator's bearer header. */
export const adminHeaders = async (request: APIRequestContext) => ({
  authorization: `Bearer ${await tokenOf(request, 'admin@spinroom.test', 'spinroom-admin')}`
})

/** A token bundle and the product that sells it, made by the administrator; answers the product. */
export async function sellBundle(request: APIRequestContext, name: string, tokens: number, price: number) {
  const headers = await adminHeaders(request)
  const bundle = await request.post('/api/merch-service/api/v1/token-bundles', {
    headers,
    data: { productId: `com.spinroom.e2e.${name.replace(/\W+/g, '-')}`, name, tokens, price }
  })
  expect(bundle.status()).toBe(201)
  const product = await request.post(`${P}/api/v1/products`, {
    headers,
    data: { name: `${tokens} tokens ${name}`, price, tokenBundleId: (await bundle.json()).id }
  })
  expect(product.status()).toBe(201)
  return (await product.json()) as { id: string; name: string }
}

/** A monthly or yearly plan granting a subscription level; answers the plan. */
export async function sellPlan(request: APIRequestContext, name: string, price: number, interval = 'month') {
  const plan = await request.post(`${P}/api/v1/products`, {
    headers: await adminHeaders(request),
    data: { name, price, paymentType: 'recurring', interval, subscriptionLevel: 'PLATINUM' }
  })
  expect(plan.status()).toBe(201)
  return (await plan.json()) as { id: string; name: string }
}

/** A new listener of this run only (no other spec's numbers move), signed up through the API. */
export async function newListener(request: APIRequestContext, name: string) {
  const email = `${name}-${Date.now().toString(36)}@spinroom.test`
  const password = 'spinroom-listener'
  const signUp = await request.post('/api/user-service/users/sign-up', { data: { email, password, nickname: name } })
  expect(signUp.ok()).toBeTruthy()
  return { email, password, headers: { authorization: `Bearer ${await tokenOf(request, email, password)}` } }
}
