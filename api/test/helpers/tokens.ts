import { expect } from 'vitest'
import { checkLedger } from '../../src/services/points/token-ledger/ledger.ts'
import type { TestServer } from './server.ts'

export const M = '/api/merch-service'

/** A signed-in user with an open token account credited with `tokens` by the service. */
export async function fundedUser(s: TestServer, service: Record<string, string>, tokens: number, nickname = 'buyer') {
  const user = await s.signIn(['user'], nickname)
  const account = (await s.request('POST', `${M}/api/v1/token-accounts`, { token: user.accessToken })).body
  if (tokens > 0) {
    const credit = await s.request('POST', `${M}/api/v1/token-transactions`, {
      headers: service,
      body: { accountId: account.id, type: 'credit', amount: tokens, reason: 'test' }
    })
    expect(credit.status).toBe(201)
  }
  return { user, token: user.accessToken, accountId: account.id as string }
}

export async function consumable(s: TestServer, adminToken: string, tokenCost: number, name = 'Confetti') {
  const res = await s.request('POST', `${M}/api/v1/consumables`, {
    token: adminToken,
    body: { name, tokenCost, displayType: 'small' }
  })
  expect(res.status).toBe(201)
  return res.body as { id: string; tokenCost: number; name: string }
}

/** The stored balance equals credits − commits − open holds, and is the one expected. */
export async function expectBalance(s: TestServer, accountId: string, balance: number) {
  const check = await checkLedger(s.knex, accountId)
  expect(check.balance).toBe(check.expected)
  expect(check.balance).toBe(balance)
  return check
}

export const rowsOf = (s: TestServer, accountId: string, type: string) =>
  s.knex('token_transactions').where({ accountId, type })

/** Takes away a new user's token account, as an account made before sign-up opened one would be. */
export const withoutTokenAccount = (s: TestServer, userUuid: string) =>
  s.knex('token_accounts').where('userUuid', userUuid).delete()
