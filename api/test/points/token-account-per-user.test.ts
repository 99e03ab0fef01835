import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { insertRoom } from '../rooms/helpers.ts'
import { M, consumable, withoutTokenAccount } from '../helpers/tokens.ts'

// Twenty first calls racing on a busy machine may take longer than the default 30 s; nothing here is timed.
const SLOW = 120_000
let s: TestServer
let admin: string

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
})
afterAll(() => s.close())

const own = (token: string) => s.request('GET', `${M}/api/v1/token-accounts/self`, { token })

describe('a token account per user (seed 000 §1)', () => {
  it('a fresh sign-up has its account before its first call, and room extras load and spend with it', async () => {
    const signUp = await s.request('POST', '/api/user-service/users/sign-up', {
      body: { email: `fresh-${Date.now()}@spinroom.test`, password: 'fresh-listener-1' }
    })
    expect(signUp.status).toBe(201)
    const { accessToken: token, user } = signUp.body
    const rows = await s.knex('token_accounts').where('userUuid', user.id)
    expect(rows).toHaveLength(1)
    expect([rows[0].status, Number(rows[0].balance)]).toEqual(['active', 0])

    // What the room's extras panel asks for on opening: the account (seed 002 §3: id, balance, updatedAt) and the
    // consumables in pages of 32.
    const account = await own(token)
    expect(account.status).toBe(200)
    expect(account.body).toEqual({ id: rows[0].id, balance: 0, status: 'active', updatedAt: expect.any(String) })
    expect((await s.request('GET', `${M}/api/v1/consumables?limit=32`, { token })).status).toBe(200)
    const history = await s.request('GET', `${M}/api/v1/token-accounts/self/transactions`, { token })
    expect(history.body).toEqual({ data: [], total: 0, limit: 20, offset: 0 })

    // Seed 002 §3's consumable purchase: roomUuid, consumableId, accountId, balanceUnmodifiedSince, lastTokenBalance.
    const room = await insertRoom(s, {})
    const free = await consumable(s, admin, 0, 'Wave')
    const bought = await s.request('POST', `${M}/api/v1/consumable-purchases`, {
      token,
      body: {
        roomUuid: room.uuid,
        consumableId: free.id,
        accountId: account.body.id,
        tokenCost: 0,
        balanceUnmodifiedSince: account.body.updatedAt,
        lastTokenBalance: account.body.balance
      }
    })
    expect(bought.status).toBe(201)
    expect(await s.knex('token_accounts').where('userUuid', user.id)).toHaveLength(1)
  })

  it('an administrator sign-up and an account made by any other way have one too', async () => {
    const made = await s.request('POST', '/api/user-service/users/admin/sign-up', {
      token: admin,
      body: { email: `staff-${Date.now()}@spinroom.test`, password: 'staff-member-12' }
    })
    expect(made.status).toBe(201)
    expect(await s.knex('token_accounts').where('userUuid', made.body.id)).toHaveLength(1)
    const bot = await s.member(['bot'], 'botty')
    expect(await s.knex('token_accounts').where('userUuid', bot.id)).toHaveLength(1)
  })

  it(
    'opens an older account’s one on the first call that needs it, once for twenty concurrent first calls',
    { timeout: SLOW },
    async () => {
      const older = await s.member(['user'], 'older')
      await withoutTokenAccount(s, older.id)
      const calls = Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? own(older.token)
          : s.request('GET', `${M}/api/v1/token-accounts/self/transactions`, { token: older.token })
      )
      const answers = await Promise.all(calls)
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
      const rows = await s.knex('token_accounts').where('userUuid', older.id)
      expect(rows).toHaveLength(1)
      expect(new Set(answers.filter((_, i) => i % 2).map((a) => a.body.id))).toEqual(new Set([rows[0].id]))
      expect(answers.filter((_, i) => !(i % 2)).map((a) => a.body.total)).toEqual(Array(10).fill(0))
      expect((await own(older.token)).body.id).toBe(rows[0].id)
    }
  )
})
