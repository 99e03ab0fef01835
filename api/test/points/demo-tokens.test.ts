import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../src/demo/seed.ts'
import { checkLedger } from '../../src/services/points/token-ledger/ledger.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

let s: TestServer

beforeAll(async () => {
  s = await startServer()
  await seedDemoData(s.app)
})
afterAll(() => s.close())

describe('demo token data', () => {
  it('gives every user an account (seed 000 §1) whose balance its history explains, the demo listeners some tokens', async () => {
    const accounts = await s
      .knex('users')
      .leftJoin('token_accounts', 'users.id', 'token_accounts.userUuid')
      .select('token_accounts.id', 'users.nickname')
    expect(accounts.filter((a) => !a.id)).toEqual([])
    const funded = ['ana', 'ben', 'cleo', 'djkai', 'moderator', 'roommod']
    for (const account of accounts) {
      const check = await checkLedger(s.knex, account.id)
      expect(check.balance, account.nickname).toBe(check.expected)
      expect(check.credits > 0, account.nickname).toBe(funded.includes(account.nickname))
    }
  })

  it('has consumables with images, a committed purchase and a voided hold', async () => {
    const consumables = await s.knex('consumables')
    const pictured = consumables.filter((c) => c.imageFileId)
    expect(pictured.length).toBeGreaterThanOrEqual(2)
    for (const c of pictured)
      expect((await s.knex('consumable_files').where('id', c.imageFileId).first()).contentType, c.name).toMatch(
        /^image\//
      )
    const ana = await s
      .knex('token_accounts')
      .join('users', 'users.id', 'token_accounts.userUuid')
      .where('users.nickname', 'ana')
      .first('token_accounts.id')
    const purchases = await s.knex('consumable_purchases').where('accountId', ana.id)
    expect(purchases).toHaveLength(1)
    const types = (await s.knex('token_transactions').where('accountId', ana.id)).map((t) => t.type)
    expect(types.sort()).toEqual(['commit', 'credit', 'credit', 'hold', 'hold', 'voided'])
    const cost = Number(purchases[0].tokenCost)
    expect(await checkLedger(s.knex, ana.id)).toMatchObject({
      balance: 350 - cost,
      credits: 350,
      commits: cost,
      openHolds: 0
    })
  })
})
