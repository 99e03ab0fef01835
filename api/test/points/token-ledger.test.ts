import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import { M, expectBalance, fundedUser, rowsOf, withoutTokenAccount } from '../helpers/tokens.ts'

let s: TestServer
let admin: string
let service: Record<string, string>
let guest: string

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  service = await serviceKey(s, admin)
  guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
})
afterAll(() => s.close())

const tx = (body: unknown, auth: { token?: string; headers?: Record<string, string> }) =>
  s.request('POST', `${M}/api/v1/token-transactions`, { ...auth, body })
const settle = (
  verb: 'commit' | 'void',
  transactionId: string,
  auth: { token?: string; headers?: Record<string, string> }
) => s.request('POST', `${M}/api/v1/token-transactions/${verb}`, { ...auth, body: { transactionId } })

describe('token accounts', () => {
  it('opens the caller’s account once (201, then 200 with the same account) and shows it to its owner and admins only', async () => {
    const ana = await s.signIn(['user'], 'ana')
    const fromSignUp = await s.request('POST', `${M}/api/v1/token-accounts`, { token: ana.accessToken })
    expect(fromSignUp.status).toBe(200)
    expect(fromSignUp.body).toMatchObject({ userUuid: ana.user!.id, balance: 0, status: 'active', version: 0 })
    await withoutTokenAccount(s, ana.user!.id)
    const opened = await s.request('POST', `${M}/api/v1/token-accounts`, { token: ana.accessToken })
    expect(opened.status).toBe(201)
    expect(opened.body).toMatchObject({ userUuid: ana.user!.id, balance: 0, status: 'active', version: 0 })
    const again = await s.request('POST', `${M}/api/v1/token-accounts`, { token: ana.accessToken })
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(opened.body.id)
    expect(await s.knex('token_accounts').where('userUuid', ana.user!.id)).toHaveLength(1)

    const self = await s.request('GET', `${M}/api/v1/token-accounts/self`, { token: ana.accessToken })
    expect(self.body).toEqual({ id: opened.body.id, balance: 0, status: 'active', updatedAt: opened.body.updatedAt })
    expect(
      (await s.request('GET', `${M}/api/v1/token-accounts/${opened.body.id}`, { token: ana.accessToken })).body.id
    ).toBe(opened.body.id)
    expect((await s.request('GET', `${M}/api/v1/token-accounts/${opened.body.id}`, { token: admin })).status).toBe(200)
    const other = await s.signIn(['user'], 'nosy')
    expect(
      (await s.request('GET', `${M}/api/v1/token-accounts/${opened.body.id}`, { token: other.accessToken })).status
    ).toBe(403)
    expect((await s.request('POST', `${M}/api/v1/token-accounts`, { token: guest })).status).toBe(403)
  })

  it('opens one account for ten concurrent first calls', async () => {
    const ben = await s.signIn(['user'], 'ben')
    await withoutTokenAccount(s, ben.user!.id)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => s.request('POST', `${M}/api/v1/token-accounts`, { token: ben.accessToken }))
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1)
  })
})

describe('credits and holds', () => {
  it('credits by a service or an admin, never by the owner; a repeated idempotency key answers the first credit and writes nothing', async () => {
    const { token, accountId } = await fundedUser(s, service, 0)
    const own = await tx({ accountId, type: 'credit', amount: 1000 }, { token })
    expect([own.status, own.body.message]).toEqual([
      403,
      'Only services and administrators may credit tokens, and only they or the account owner may hold them'
    ])
    expect(await rowsOf(s, accountId, 'credit')).toHaveLength(0)
    const first = await tx(
      { accountId, type: 'credit', amount: 100, reason: 'welcome', idempotencyKey: 'welcome-1' },
      { headers: service }
    )
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      accountId,
      type: 'credit',
      amount: 100,
      reason: 'welcome',
      holdId: null,
      expiresAt: null
    })
    expect(first.body.source).toMatch(/^service:/)
    const replay = await tx(
      { accountId, type: 'credit', amount: 100, reason: 'welcome', idempotencyKey: 'welcome-1' },
      { headers: service }
    )
    expect(replay.status).toBe(200)
    expect(replay.body.id).toBe(first.body.id)
    const misuse = await tx({ accountId, type: 'credit', amount: 5, idempotencyKey: 'welcome-1' }, { headers: service })
    expect(misuse.status).toBe(409)
    expect((await tx({ accountId, type: 'credit', amount: 20 }, { token: admin })).status).toBe(201)
    await expectBalance(s, accountId, 120)
    const self = await s.request('GET', `${M}/api/v1/token-accounts/self`, { token })
    expect(self.body.balance).toBe(120)
  })

  it('holds by the owner or a service; refuses a hold above the balance, another user and a guest, writing nothing', async () => {
    const { token, accountId } = await fundedUser(s, service, 50)
    const hold = await tx({ accountId, type: 'hold', amount: 30 }, { token })
    expect(hold.status).toBe(201)
    expect(hold.body.type).toBe('hold')
    expect(new Date(hold.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 250_000)
    await expectBalance(s, accountId, 20)
    const tooMuch = await tx({ accountId, type: 'hold', amount: 21 }, { headers: service })
    expect(tooMuch.status).toBe(409)
    expect(tooMuch.body.message).toBe('Insufficient token balance')
    const other = await s.signIn(['user'], 'other')
    expect((await tx({ accountId, type: 'hold', amount: 1 }, { token: other.accessToken })).status).toBe(403)
    expect((await tx({ accountId, type: 'hold', amount: 1 }, { token: guest })).status).toBe(403)
    expect(await rowsOf(s, accountId, 'hold')).toHaveLength(1)
    expect((await tx({ accountId, type: 'hold', amount: 20 }, { headers: service })).status).toBe(201)
    await expectBalance(s, accountId, 0)
  })

  it('names the field of a bad body and an unknown account', async () => {
    const { accountId } = await fundedUser(s, service, 0)
    const zero = await tx({ accountId, type: 'credit', amount: 0 }, { headers: service })
    expect(zero.status).toBe(400)
    expect(zero.body.message).toContain("'amount'")
    const wrongType = await tx({ accountId, type: 'commit', amount: 5 }, { headers: service })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.message).toContain("'type'")
    const unknown = await tx(
      { accountId: '00000000-0000-4000-8000-000000000001', type: 'credit', amount: 5 },
      { headers: service }
    )
    expect(unknown.status).toBe(404)
    expect(await s.knex('token_transactions').where({ accountId })).toHaveLength(0)
  })

  it('refuses credits and holds on a disabled account until an admin enables it again', async () => {
    const { token, accountId } = await fundedUser(s, service, 10)
    const disabled = await s.request('PATCH', `${M}/admin/token-accounts/${accountId}`, {
      token: admin,
      body: { status: 'disabled' }
    })
    expect(disabled.body.status).toBe('disabled')
    for (const body of [
      { accountId, type: 'credit', amount: 5 },
      { accountId, type: 'hold', amount: 5 }
    ]) {
      const res = await tx(body, { headers: service })
      expect(res.status).toBe(409)
      expect(res.body.message).toBe('Token account is disabled')
    }
    expect(
      (await s.request('PATCH', `${M}/admin/token-accounts/${accountId}`, { token, body: { status: 'active' } })).status
    ).toBe(403)
    await s.request('PATCH', `${M}/admin/token-accounts/${accountId}`, { token: admin, body: { status: 'active' } })
    expect((await tx({ accountId, type: 'hold', amount: 5 }, { token })).status).toBe(201)
    await expectBalance(s, accountId, 5)
  })
})

describe('commit and void', () => {
  it('commits a hold once (again: the same commit), then refuses to void it', async () => {
    const { token, accountId } = await fundedUser(s, service, 40)
    const hold = (await tx({ accountId, type: 'hold', amount: 15 }, { token })).body
    const commit = await settle('commit', hold.id, { token })
    expect(commit.status).toBe(201)
    expect(commit.body).toMatchObject({ type: 'commit', holdId: hold.id, amount: 15, accountId })
    const again = await settle('commit', hold.id, { token })
    expect(again.status).toBe(200)
    expect(again.body.id).toBe(commit.body.id)
    const voided = await settle('void', hold.id, { headers: service })
    expect(voided.status).toBe(409)
    expect(voided.body.message).toBe('Transaction already committed')
    await expectBalance(s, accountId, 25)
  })

  it('voids a hold (its tokens come back) once, then refuses to commit it', async () => {
    const { token, accountId } = await fundedUser(s, service, 40)
    const hold = (await tx({ accountId, type: 'hold', amount: 15 }, { token })).body
    await expectBalance(s, accountId, 25)
    const voided = await settle('void', hold.id, { headers: service })
    expect(voided.status).toBe(201)
    expect(voided.body).toMatchObject({ type: 'voided', holdId: hold.id, amount: 15 })
    expect((await settle('void', hold.id, { token: admin })).body.id).toBe(voided.body.id)
    const commit = await settle('commit', hold.id, { token })
    expect(commit.status).toBe(409)
    expect(commit.body.message).toBe('Transaction already voided')
    await expectBalance(s, accountId, 40)
  })

  it('answers 404 for an unknown transaction, 400 for one that is not a hold, 403 for another user and a guest', async () => {
    const { token, accountId } = await fundedUser(s, service, 40)
    const unknown = await settle('commit', '00000000-0000-4000-8000-000000000002', { token })
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe('Transaction not found')
    const credit = (await s.knex('token_transactions').where({ accountId, type: 'credit' }).first()).id
    const notHold = await settle('void', credit, { token })
    expect(notHold.status).toBe(400)
    expect(notHold.body.message).toContain("'transactionId'")
    const hold = (await tx({ accountId, type: 'hold', amount: 10 }, { token })).body
    const other = await s.signIn(['user'], 'thief')
    const stolen = await settle('commit', hold.id, { token: other.accessToken })
    expect([stolen.status, stolen.body.message]).toEqual([
      403,
      'Only the account owner, a service or an administrator may do this'
    ])
    const byGuest = await settle('void', hold.id, { token: guest })
    expect([byGuest.status, byGuest.body.message]).toEqual([403, 'Only signed-in users and services may do this'])
    expect(await s.knex('token_transactions').where('holdId', hold.id)).toHaveLength(0)
  })

  it('refuses to commit an expired hold and voids it instead', async () => {
    const { token, accountId } = await fundedUser(s, service, 40)
    const hold = (await tx({ accountId, type: 'hold', amount: 12 }, { token })).body
    // Ages the hold as the clock would (this server's TTL is 300 s, so its sweep is far away).
    await s
      .knex('token_transactions')
      .where('id', hold.id)
      .update({ expiresAt: s.knex.raw("clock_timestamp() - interval '1 second'") })
    const commit = await settle('commit', hold.id, { token })
    expect(commit.status).toBe(409)
    expect(commit.body.message).toBe('Hold expired')
    const settlement = await s.knex('token_transactions').where('holdId', hold.id)
    expect(settlement).toMatchObject([{ type: 'voided', source: 'system:hold-expiry' }])
    expect((await settle('commit', hold.id, { token })).body.message).toBe('Transaction already voided')
    await expectBalance(s, accountId, 40)
  })
})

describe('admin lists', () => {
  it('lists accounts and transactions filtered by account and type, in both dialects', async () => {
    const { token, accountId } = await fundedUser(s, service, 30)
    await tx({ accountId, type: 'hold', amount: 10 }, { token })
    const accounts = await s.request('GET', `${M}/admin/token-accounts?filter=id||$eq||${accountId}`, { token: admin })
    expect(accounts.body).toMatchObject({ total: 1, data: [{ id: accountId, balance: 20 }] })
    const holds = await s.request(
      'GET',
      `${M}/admin/token-transactions?filter=${encodeURIComponent(JSON.stringify({ accountId, type: 'hold' }))}&range=${encodeURIComponent('[0,9]')}`,
      { token: admin }
    )
    expect(holds.headers.get('content-range')).toBe('token-transactions 0-0/1')
    expect(holds.body).toMatchObject([{ accountId, type: 'hold', amount: 10 }])
    const all = await s.request('GET', `${M}/admin/token-transactions?filter=accountId||$eq||${accountId}`, {
      token: admin
    })
    expect(all.body.data.map((t: { type: string }) => t.type).sort()).toEqual(['credit', 'hold'])
    expect(
      (await s.request('GET', `${M}/admin/token-transactions/${holds.body[0].id}`, { token: admin })).body.id
    ).toBe(holds.body[0].id)
    expect((await s.request('GET', `${M}/admin/token-accounts`, { token })).status).toBe(403)
  })
})

describe('own token history', () => {
  it('lists the caller’s transactions newest first, paged, and an empty page for a user who never had an account', async () => {
    const { token, accountId } = await fundedUser(s, service, 30, 'historian')
    const hold = await tx({ accountId, type: 'hold', amount: 5, reason: 'Applause' }, { token })
    expect(hold.status).toBe(201)
    const page = await s.request('GET', `${M}/api/v1/token-accounts/self/transactions?limit=1`, { token })
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ total: 2, limit: 1, offset: 0 })
    expect(page.body.data).toEqual([expect.objectContaining({ type: 'hold', amount: 5, reason: 'Applause' })])
    const rest = await s.request('GET', `${M}/api/v1/token-accounts/self/transactions?limit=1&offset=1`, { token })
    expect(rest.body.data).toEqual([expect.objectContaining({ type: 'credit', amount: 30 })])

    const stranger = await s.signIn(['user'], 'no-account')
    await withoutTokenAccount(s, stranger.user!.id)
    const opened = await s.request('GET', `${M}/api/v1/token-accounts/self/transactions`, {
      token: stranger.accessToken
    })
    expect([opened.status, opened.body]).toEqual([200, { data: [], total: 0, limit: 20, offset: 0 }])
    expect(await s.knex('token_accounts').where('userUuid', stranger.user!.id)).toHaveLength(1)
    expect((await s.request('GET', `${M}/api/v1/token-accounts/self/transactions`, { token: guest })).status).toBe(403)
  })
})
