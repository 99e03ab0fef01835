import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { deliver, stripeStandIn } from './stripe-stand-in.ts'

const P = '/api/payment-service'
const M = '/api/merch-service'
const WEBHOOK_SECRET = 'whsec_test_spinroom'
let bare: TestServer
let s: TestServer
let stripe: Awaited<ReturnType<typeof stripeStandIn>>
let admin: string
let n = 0

beforeAll(async () => {
  stripe = await stripeStandIn({ secretKey: 'sk_test_spinroom' })
  bare = await startServer()
  s = await startServer({ config: { providers: stripe.settings(WEBHOOK_SECRET) } })
  admin = (await s.signIn(['user', 'admin'])).accessToken
})
afterAll(async () => {
  await Promise.all([bare.close(), s.close()])
  await stripe.close()
})

const send = (event: Record<string, unknown>) => deliver(s.url, WEBHOOK_SECRET, event)
const count = async (table: string) => Number((await s.knex(table).count({ n: '*' }))[0]!.n)

async function bundleProduct(tokens = 100, price = 499) {
  const bundle = await s.request('POST', `${M}/api/v1/token-bundles`, {
    token: admin,
    body: { productId: `com.spinroom.tokens.${++n}`, name: `Pack ${n}`, tokens, price }
  })
  const product = await s.request('POST', `${P}/api/v1/products`, {
    token: admin,
    body: { name: `Pack ${n}`, price, tokenBundleId: bundle.body.id }
  })
  expect(product.status).toBe(201)
  return product.body
}

async function plan(level = 'PLATINUM', price = 999) {
  const res = await s.request('POST', `${P}/api/v1/products`, {
    token: admin,
    body: {
      name: `${level} monthly ${++n}`,
      price,
      paymentType: 'recurring',
      interval: 'month',
      subscriptionLevel: level
    }
  })
  expect(res.status).toBe(201)
  return res.body
}

/** A buyer who went through checkout: the session the stand-in holds, and the events of paying it. */
async function paid(token: string, path: string, country = 'US') {
  const res = await s.request('POST', path, { token, body: {} })
  expect(res.status).toBe(200)
  expect(res.body.url).toBe(`${stripe.url}/checkout/${res.body.id}`)
  return stripe.complete(res.body.id, country)
}

const lastSession = () => stripe.calls.filter((c) => c.path === '/v1/checkout/sessions').at(-1)!.body
const balance = async (userUuid: string) =>
  Number((await s.knex('token_accounts').where({ userUuid }).first())?.balance ?? 0)

describe('products', () => {
  it('lets admins create, update and delete products; anyone lists the active ones', async () => {
    const user = await s.member()
    const made = await bundleProduct()
    expect(made).toMatchObject({ paymentType: 'one_time', currency: 'usd', active: true, interval: null })
    const hidden = await s.request('POST', `${P}/api/v1/products`, {
      token: admin,
      body: { name: 'Retired', price: 1, active: false }
    })
    const listed = await s.request('GET', `${P}/api/v1/products?limit=100`, { token: user.token })
    expect(listed.body.data.map((p: { id: string }) => p.id)).toContain(made.id)
    expect(listed.body.data.map((p: { id: string }) => p.id)).not.toContain(hidden.body.id)
    const one = await s.request('GET', `${P}/api/v1/products?id=${made.id}`, { token: user.token })
    expect([one.body.total, one.body.data[0].id]).toEqual([1, made.id])
    expect((await s.request('GET', `${P}/api/v1/products/${hidden.body.id}`, { token: user.token })).status).toBe(404)
    const patched = await s.request('PATCH', `${P}/api/v1/products/${made.id}`, {
      token: admin,
      body: { price: 599, currency: 'EUR' }
    })
    expect(patched.body).toMatchObject({ price: 599, currency: 'eur' })
    // A patch changes what it names: renamed, a retired product stays retired; naming nothing is refused.
    const renamed = await s.request('PATCH', `${P}/api/v1/products/${hidden.body.id}`, {
      token: admin,
      body: { name: 'Retired, renamed' }
    })
    expect([renamed.status, renamed.body.active, renamed.body.name]).toEqual([200, false, 'Retired, renamed'])
    expect((await s.knex('products').where({ id: hidden.body.id }).first()).active).toBe(false)
    const empty = await s.request('PATCH', `${P}/api/v1/products/${hidden.body.id}`, { token: admin, body: {} })
    expect(empty.status).toBe(400)
    expect((await s.request('DELETE', `${P}/api/v1/products/${hidden.body.id}`, { token: admin })).status).toBe(200)
    expect((await s.request('GET', `${P}/api/v1/products/${hidden.body.id}`, { token: admin })).status).toBe(404)
  })

  it('refuses a plan without its interval or level, and a bundle on a plan, naming the field', async () => {
    const before = await count('products')
    const bad = [
      [{ paymentType: 'recurring', subscriptionLevel: 'PLATINUM' }, 'interval'],
      [{ paymentType: 'recurring', interval: 'month' }, 'subscriptionLevel'],
      [{ interval: 'month' }, 'interval'],
      [{ tokenBundleId: '00000000-0000-4000-8000-000000000000' }, 'tokenBundleId']
    ] as const
    for (const [body, field] of bad) {
      const res = await s.request('POST', `${P}/api/v1/products`, {
        token: admin,
        body: { name: 'x', price: 1, ...body }
      })
      expect([res.status, res.body.message]).toEqual([400, expect.stringContaining(`'${field}'`)])
    }
    expect(await count('products')).toBe(before)
  })

  it('lists the active plans at /subscription/products', async () => {
    const gold = await plan('DOUBLE_PLATINUM', 1999)
    const res = await s.request('GET', `${P}/subscription/products`, { token: (await s.member()).token })
    expect(res.status).toBe(200)
    expect(res.body.every((p: { paymentType: string }) => p.paymentType === 'recurring')).toBe(true)
    expect(res.body.map((p: { id: string }) => p.id)).toContain(gold.id)
  })
})

describe('without Stripe settings', () => {
  it('answers 503 naming the settings, while product reads still work', async () => {
    const user = await bare.member()
    const product = await bare.request('GET', `${P}/api/v1/products`, { token: user.token })
    expect(product.status).toBe(200)
    const id = '00000000-0000-4000-8000-000000000001'
    for (const path of [`/api/v1/products/${id}/checkout`, `/subscription/checkout/${id}`, '/subscription/portal']) {
      const res = await bare.request('POST', P + path, { token: user.token, body: {} })
      expect([res.status, res.body.message]).toEqual([503, 'Stripe is not configured: set STRIPE_SECRET_KEY'])
    }
    const hook = await deliver(bare.url, WEBHOOK_SECRET, stripe.event('payment_intent.succeeded', {}))
    expect([hook.status, hook.body.message]).toEqual([503, 'Stripe is not configured: set STRIPE_WEBHOOK_SECRET'])
    expect((await bare.request('GET', `${P}/settings`)).body).toEqual({ stripe: false, appStore: false })
    expect((await s.request('GET', `${P}/settings`)).body).toEqual({ stripe: true, appStore: false })
  })
})

describe('one-time checkout and the token ledger', () => {
  it('opens a Stripe Checkout Session for the product, the buyer and product riding along as metadata', async () => {
    const user = await s.member()
    const product = await bundleProduct(250, 1299)
    const res = await s.request('POST', `${P}/api/v1/products/${product.id}/checkout`, {
      token: user.token,
      body: { productId: product.id }
    })
    expect(res.status).toBe(200)
    const sent = lastSession()
    expect(sent).toMatchObject({
      mode: 'payment',
      client_reference_id: user.id,
      payment_intent_data: { metadata: { userUuid: user.id, productId: product.id } },
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '1299' } }],
      success_url: expect.stringMatching(/\/me\?checkout=success$/)
    })
    const other = await s.request('POST', `${P}/api/v1/products/${product.id}/checkout`, {
      token: user.token,
      body: { productId: '00000000-0000-4000-8000-000000000000' }
    })
    expect([other.status, other.body.message]).toEqual([400, expect.stringContaining("'productId'")])
  })

  it('refuses a bad signature with 400 and writes nothing', async () => {
    const user = await s.member()
    const [completed] = await paid(user.token, `${P}/api/v1/products/${(await bundleProduct()).id}/checkout`)
    const before = [await count('payment_events'), await count('payments')]
    for (const signature of ['t=1,v1=deadbeef', 'garbage']) {
      const res = await deliver(s.url, WEBHOOK_SECRET, completed!, signature)
      expect([res.status, res.body.message]).toEqual([400, 'Invalid signature'])
    }
    const unsigned = await deliver(s.url, WEBHOOK_SECRET, completed!, '')
    expect([unsigned.status, unsigned.body.message]).toEqual([400, "The 'stripe-signature' header is missing"])
    const forged = await deliver(s.url, 'whsec_someone_else', completed!)
    expect(forged.status).toBe(400)
    expect([await count('payment_events'), await count('payments')]).toEqual(before)
    expect(await balance(user.id)).toBe(0)
  })

  it('credits the bundle once through the ledger, whichever events arrive and however often', async () => {
    const user = await s.member()
    const product = await bundleProduct(300, 799)
    const events = await paid(user.token, `${P}/api/v1/products/${product.id}/checkout`)
    const answers = []
    for (const event of [...events, ...events]) answers.push((await send(event)).body)
    expect(answers.map((a) => a.replayed)).toEqual([false, false, true, true])
    expect(await balance(user.id)).toBe(300)
    const payment = await s.knex('payments').where({ userUuid: user.id }).first()
    expect(payment).toMatchObject({ status: 'paid', amount: 799, tokens: 300, productId: product.id })
    const ledger = await s.knex('token_transactions').where({ source: `system:payment:${payment.id}` })
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({ type: 'credit', idempotencyKey: `stripe:${payment.providerPaymentId}` })
  })

  it('takes a refund back through the ledger, recording what was already spent as a shortfall', async () => {
    const user = await s.member()
    const product = await bundleProduct(100, 500)
    const events = await paid(user.token, `${P}/api/v1/products/${product.id}/checkout`)
    for (const event of events) await send(event)
    const intent = (events[1]!.data as { object: { id: string } }).object.id
    // The buyer spends 70 of their 100 tokens.
    const account = await s.knex('token_accounts').where({ userUuid: user.id }).first()
    const hold = await s.request('POST', `${M}/api/v1/token-transactions`, {
      token: user.token,
      body: { accountId: account.id, type: 'hold', amount: 70 }
    })
    await s.request('POST', `${M}/api/v1/token-transactions/commit`, {
      token: user.token,
      body: { transactionId: hold.body.id }
    })
    const partial = stripe.refund(intent, 500, 250)
    expect((await send(partial)).body.replayed).toBe(false)
    expect(await balance(user.id)).toBe(0)
    let payment = await s.knex('payments').where({ providerPaymentId: intent }).first()
    expect(payment).toMatchObject({ status: 'partially_refunded', tokensReclaimed: 30, tokensShortfall: 20 })
    expect((await send(partial)).body.replayed).toBe(true)
    await send(stripe.refund(intent, 500))
    payment = await s.knex('payments').where({ providerPaymentId: intent }).first()
    expect(payment).toMatchObject({ status: 'refunded', amountRefunded: 500, tokensReclaimed: 30, tokensShortfall: 70 })
    const entries = await s
      .knex('token_transactions')
      .where({ source: `system:payment:${payment.id}` })
      .orderBy('type')
    expect(entries.map((e: { type: string; amount: string | number }) => [e.type, Number(e.amount)])).toEqual([
      ['commit', 30],
      ['credit', 100],
      ['hold', 30]
    ])
    expect(entries.find((e: { type: string }) => e.type === 'hold').reason).toContain('20 already spent')
    const listed = await s.request(
      'GET',
      `${P}/admin/payments?filter=${encodeURIComponent(`userUuid||$eq||${user.id}`)}`,
      {
        token: admin
      }
    )
    expect(listed.body.data[0]).toMatchObject({ tokensShortfall: 70, userName: expect.any(String) })
  })

  it('takes every token of a disputed payment back', async () => {
    const user = await s.member()
    const events = await paid(user.token, `${P}/api/v1/products/${(await bundleProduct(40, 200)).id}/checkout`)
    await send(events[0]!)
    const intent = (events[1]!.data as { object: { id: string } }).object.id
    await send(stripe.dispute(intent, 200))
    expect(await balance(user.id)).toBe(0)
    expect(await s.knex('payments').where({ providerPaymentId: intent }).first()).toMatchObject({
      status: 'disputed',
      tokensReclaimed: 40,
      tokensShortfall: 0
    })
  })
})

describe('subscriptions', () => {
  it('sets the level from the subscription’s events, opens the subscriber avatars and ends with it', async () => {
    const user = await s.member()
    await s.knex('avatars').insert({
      id: crypto.randomUUID(),
      slug: `subscriber-only-${++n}`,
      name: 'Velvet',
      avatarStatus: 'SUBSCRIBER_ONLY'
    })
    const usable = async () =>
      (await s.request('GET', `${M}/avatars`, { token: user.token })).body.map((a: { name: string }) => a.name)
    expect(await usable()).not.toContain('Velvet')
    const platinum = await plan('PLATINUM')
    const events = await paid(user.token, `${P}/subscription/checkout/${platinum.id}`, 'DE')
    const sent = lastSession()
    expect(sent).toMatchObject({ mode: 'subscription', subscription_data: { metadata: { userUuid: user.id } } })
    expect(sent.line_items[0].price_data.recurring).toEqual({ interval: 'month' })
    for (const event of events) expect((await send(event)).status).toBe(200)
    const own = await s.request('GET', `${P}/subscription`, { token: user.token })
    expect(own.body).toMatchObject({ level: 'PLATINUM', subscription: { status: 'active', region: 'DE' } })
    expect((await s.knex('users').where({ id: user.id }).first()).subscriptionLevel).toBe('PLATINUM')
    expect(await usable()).toContain('Velvet')
    // One subscription at a time: a second checkout is refused.
    const again = await s.request('POST', `${P}/subscription/checkout/${platinum.id}`, { token: user.token })
    expect([again.status, again.body.message]).toEqual([409, 'You already have a subscription'])

    const subId = own.body.subscription.providerSubscriptionId
    await send(stripe.failRenewal(subId))
    expect((await s.request('GET', `${P}/subscription`, { token: user.token })).body).toMatchObject({
      level: 'PLATINUM',
      subscription: { status: 'past_due' }
    })
    await send(stripe.cancel(subId))
    expect((await s.request('GET', `${P}/subscription`, { token: user.token })).body).toEqual({
      userUuid: user.id,
      level: null,
      subscription: null
    })
    expect(await usable()).not.toContain('Velvet')
  })

  it('fetches a subscription from Stripe when its invoice arrives first', async () => {
    const user = await s.member()
    const events = await paid(user.token, `${P}/subscription/checkout/${(await plan('DOUBLE_PLATINUM')).id}`)
    await send(events[2]!)
    expect(stripe.calls.at(-1)).toMatchObject({ method: 'GET', path: expect.stringMatching(/^\/v1\/subscriptions\//) })
    expect((await s.request('GET', `${P}/subscription`, { token: user.token })).body.level).toBe('DOUBLE_PLATINUM')
  })

  it('shows a user’s subscription to themselves and admins only', async () => {
    const user = await s.member()
    const other = await s.member()
    const own = await s.request('GET', `${P}/subscription/user/${user.id}`, { token: user.token })
    expect(own.body).toEqual({ userUuid: user.id, level: null, subscription: null })
    expect((await s.request('GET', `${P}/subscription/user/${user.id}`, { token: admin })).status).toBe(200)
    const theirs = await s.request('GET', `${P}/subscription/user/${user.id}`, { token: other.token })
    expect([theirs.status, theirs.body.message]).toEqual([403, 'You may only read your own subscription'])
  })

  it('counts subscriptions active in a window, by region and level', async () => {
    const q = (query: string) => s.request('GET', `${P}/subscription/count?${query}`, { token: admin })
    const all = (await q('')).body.count
    expect(all).toBeGreaterThanOrEqual(2)
    expect((await q('region=de&level=PLATINUM')).body.count).toBe(1)
    expect((await q('level=DOUBLE_PLATINUM')).body.count).toBe(1)
    expect((await q('endDate=2000-01-01T00:00:00Z')).body.count).toBe(0)
    // The canceled one was active earlier today, not after it ended.
    expect((await q(`startDate=${new Date(Date.now() + 60_000).toISOString()}`)).body.count).toBe(all - 1)
    const bad = await q('startDate=2030-01-01T00:00:00Z&endDate=2020-01-01T00:00:00Z')
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining("'startDate'")])
  })

  it('keeps the newest state of a subscription when Stripe delivers an older event after a newer one', async () => {
    const user = await s.member()
    const events = await paid(user.token, `${P}/subscription/checkout/${(await plan('PLATINUM')).id}`)
    for (const event of events) await send(event)
    const subId = (await s.request('GET', `${P}/subscription`, { token: user.token })).body.subscription
      .providerSubscriptionId
    const ended = stripe.cancel(subId)
    // An update from a minute before the cancellation, delivered after it (a retry, say).
    const stale = {
      ...ended,
      id: `${ended.id}_stale`,
      type: 'customer.subscription.updated',
      created: ended.created - 60,
      data: { object: { ...ended.data.object, status: 'active', ended_at: null } }
    }
    expect((await send(ended)).status).toBe(200)
    expect((await send(stale)).body).toMatchObject({ received: true, replayed: false })
    const renewal = stripe.failRenewal(subId)
    expect((await send({ ...renewal, created: ended.created - 30 })).status).toBe(200)
    expect((await s.request('GET', `${P}/subscription`, { token: user.token })).body.level).toBeNull()
    const row = await s.knex('subscriptions').where({ providerSubscriptionId: subId }).first()
    expect(row.status).toBe('canceled')
    expect((await s.knex('users').where({ id: user.id }).first()).subscriptionLevel).toBeNull()
  })

  it('opens the billing portal for a customer, 404 for someone who never checked out', async () => {
    const buyer = await s.member()
    await s.request('POST', `${P}/api/v1/products/${(await bundleProduct()).id}/checkout`, {
      token: buyer.token,
      body: {}
    })
    const portal = await s.request('POST', `${P}/subscription/portal`, { token: buyer.token })
    expect(portal.status).toBe(200)
    expect(portal.body.url).toMatch(new RegExp(`^${stripe.url}/portal/`))
    expect(stripe.calls.at(-1)!.body.return_url).toMatch(/\/me\?checkout=portal$/)
    const stranger = await s.member()
    const none = await s.request('POST', `${P}/subscription/portal`, { token: stranger.token })
    expect([none.status, none.body.message]).toEqual([404, 'No billing account'])
  })

  it('lists subscriptions with their subscribers’ names to moderators', async () => {
    const mod = await s.member(['user', 'moderator'])
    const res = await s.request('GET', `${P}/admin/subscriptions?limit=50`, { token: mod.token })
    expect(res.status).toBe(200)
    expect(res.body.data.length).toBeGreaterThan(0)
    expect(res.body.data.every((row: { userName: unknown }) => typeof row.userName === 'string')).toBe(true)
  })
})
