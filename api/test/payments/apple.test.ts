import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { appleLikeChain, marks } from './apple-chain.ts'

const P = '/api/payment-service'
const BUNDLE = 'com.spinroom.app'
const M = '/api/merch-service'
let bare: TestServer
let s: TestServer
let chain: Awaited<ReturnType<typeof appleLikeChain>>
let stranger: Awaited<ReturnType<typeof appleLikeChain>>
let admin: string

beforeAll(async () => {
  chain = await appleLikeChain('Apple')
  stranger = await appleLikeChain('Other')
  bare = await startServer()
  s = await startServer({
    config: { providers: { APP_STORE_ROOT_CERT: chain.rootPemPath, APP_STORE_BUNDLE_ID: BUNDLE } }
  })
  admin = (await s.signIn(['user', 'admin'])).accessToken
})
afterAll(() => Promise.all([bare.close(), s.close()]))

const hook = (server: TestServer, signedPayload: string) =>
  server.request('POST', `${P}/webhook/apple`, { body: { signedPayload } })
const count = async (table: string) => Number((await s.knex(table).count({ n: '*' }))[0]!.n)
const written = async () => [await count('payment_events'), await count('payments'), await count('subscriptions')]

/** A notification as the App Store signs it: the payload and its transaction, both JWS with the chain. */
async function notification(
  type: string,
  tx: Record<string, unknown>,
  signer = chain,
  uuid = randomUUID(),
  bundleId = BUNDLE
) {
  const signedTransactionInfo = await signer.sign({ bundleId, ...tx })
  return signer.sign({ notificationType: type, notificationUUID: uuid, data: { bundleId, signedTransactionInfo } })
}

describe('POST /webhook/apple', () => {
  it('answers 503 naming the settings when the root certificate and the bundle id are not configured', async () => {
    const res = await hook(bare, await notification('TEST', {}))
    expect([res.status, res.body.message]).toEqual([
      503,
      'The App Store is not configured: set APP_STORE_ROOT_CERT and APP_STORE_BUNDLE_ID'
    ])
  })

  it('refuses payloads not signed through the configured root with 400, writing nothing', async () => {
    const user = await s.member()
    const tx = { transactionId: '2000', originalTransactionId: '2000', productId: 'x', appAccountToken: user.id }
    const before = await written()
    const otherKeys = await chain.newKeys()
    const valid = await notification('ONE_TIME_CHARGE', tx)
    const [header, , signature] = valid.split('.')
    const forgedBody = Buffer.from(JSON.stringify({ notificationType: 'REFUND' })).toString('base64url')
    const expired = await chain.certify('Expired', otherKeys, chain.inter, false, new Date(Date.now() - 1000), [
      marks.signer
    ])
    // Issued by the intermediate, but without Apple's mark for App Store data (another of Apple's uses of the CA).
    const unmarked = await chain.certify('Developer', otherKeys, chain.inter, false)
    const attempts = [
      await notification('ONE_TIME_CHARGE', tx, stranger), // another CA's chain
      await chain.sign({ notificationType: 'ONE_TIME_CHARGE' }, otherKeys.privateKey), // not the leaf's key
      await chain.sign({ notificationType: 'X' }, chain.leaf.keys.privateKey, [chain.leaf.cert, chain.root.cert]), // a link missing
      await chain.sign({ notificationType: 'X' }, otherKeys.privateKey, [expired, chain.inter.cert, chain.root.cert]),
      await chain.sign({ notificationType: 'X' }, otherKeys.privateKey, [unmarked, chain.inter.cert, chain.root.cert]),
      `${header}.${forgedBody}.${signature}`, // payload changed after signing
      'not-a-jws'
    ]
    for (const attempt of attempts) {
      const res = await hook(s, attempt)
      expect([res.status, res.body.message]).toEqual([400, 'Invalid signature'])
    }
    expect(await written()).toEqual(before)
  })

  it("refuses another app's notification, or a transaction of another app inside ours, with 400 naming bundleId", async () => {
    const user = await s.member()
    const tx = { transactionId: '2100', originalTransactionId: '2100', productId: 'x', appAccountToken: user.id }
    const before = await written()
    const foreign = await hook(s, await notification('ONE_TIME_CHARGE', tx, chain, randomUUID(), 'com.other.app'))
    expect(foreign.status).toBe(400)
    expect(foreign.body.message).toBe(`The notification is for another app ('bundleId' "com.other.app")`)
    const signedTransactionInfo = await chain.sign({ ...tx, bundleId: 'com.other.app' })
    const smuggled = await chain.sign({
      notificationType: 'ONE_TIME_CHARGE',
      notificationUUID: randomUUID(),
      data: { bundleId: BUNDLE, signedTransactionInfo }
    })
    expect((await hook(s, smuggled)).status).toBe(400)
    expect(await written()).toEqual(before)
  })

  it('credits a token bundle bought in the App Store once, and takes it back on refund', async () => {
    const user = await s.member()
    const bundle = await s.request('POST', `${M}/api/v1/token-bundles`, {
      token: admin,
      body: { productId: 'com.spinroom.tokens.apple', name: 'Apple pack', tokens: 60, price: 299 }
    })
    expect(bundle.status).toBe(201)
    const tx = {
      transactionId: '3001',
      originalTransactionId: '3001',
      productId: 'com.spinroom.tokens.apple',
      appAccountToken: user.id,
      type: 'Consumable',
      price: 2990,
      currency: 'USD',
      storefront: 'USA'
    }
    const charge = await notification('ONE_TIME_CHARGE', tx)
    expect((await hook(s, charge)).body).toEqual({ received: true, replayed: false, type: 'ONE_TIME_CHARGE' })
    expect((await hook(s, charge)).body.replayed).toBe(true)
    // The same transaction told again under another notification id still credits once.
    await hook(s, await notification('ONE_TIME_CHARGE', tx))
    const balance = async () => Number((await s.knex('token_accounts').where({ userUuid: user.id }).first()).balance)
    expect(await balance()).toBe(60)
    expect(await s.knex('payments').where({ provider: 'apple', providerPaymentId: '3001' }).first()).toMatchObject({
      amount: 299,
      tokens: 60,
      status: 'paid'
    })
    await hook(s, await notification('REFUND', tx))
    expect(await balance()).toBe(0)
  })

  it('sets the subscription level from SUBSCRIBED and clears it on EXPIRED', async () => {
    const user = await s.member()
    const plan = await s.request('POST', `${P}/api/v1/products`, {
      token: admin,
      body: {
        name: 'Platinum (App Store)',
        price: 999,
        paymentType: 'recurring',
        interval: 'month',
        subscriptionLevel: 'PLATINUM',
        appleProductId: 'com.spinroom.platinum.monthly'
      }
    })
    const tx = {
      transactionId: '4001',
      originalTransactionId: '4000',
      productId: 'com.spinroom.platinum.monthly',
      appAccountToken: user.id,
      type: 'Auto-Renewable Subscription',
      purchaseDate: Date.now(),
      expiresDate: Date.now() + 30 * 86_400_000,
      storefront: 'FRA'
    }
    await hook(s, await notification('SUBSCRIBED', tx))
    const own = await s.request('GET', `${P}/subscription`, { token: user.token })
    expect(own.body).toMatchObject({
      level: 'PLATINUM',
      subscription: { provider: 'apple', productId: plan.body.id, region: 'FRA', status: 'active' }
    })
    await hook(s, await notification('EXPIRED', tx))
    expect((await s.request('GET', `${P}/subscription`, { token: user.token })).body.level).toBeNull()
  })
})
