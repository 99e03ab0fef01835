// The evening's people who sign in (DJs, the regulars who vote and chat, an admin polling the console), their tokens,
// and the token accounts of those who buy: written straight into the database, then signed in through the balancer.
import { randomUUID } from 'node:crypto'
import argon2 from 'argon2'
import type { Knex } from 'knex'
import { call } from './http.ts'

export interface Account {
  id: string
  email: string
  token: string
}

const PASSWORD = 'evening-bench-password'

/** Accounts with these nicknames and roles, signed in; one cheap hash for all (the bench measures no sign-in). */
export async function signedInAccounts(
  knex: Knex,
  url: string,
  people: { nickname: string; roles: string[] }[]
): Promise<Account[]> {
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 1024, timeCost: 1 })
  const rows = people.map(({ nickname, roles }) => ({
    id: randomUUID(),
    email: `${nickname}-${randomUUID().slice(0, 8)}@evening.example`,
    password: hash,
    nickname,
    color: '#3366ff',
    roles: JSON.stringify(roles),
    badges: JSON.stringify([]),
    capabilities: JSON.stringify([])
  }))
  await knex.batchInsert('users', rows, 500)
  const accounts: Account[] = []
  for (let i = 0; i < rows.length; i += 20)
    accounts.push(
      ...(await Promise.all(
        rows.slice(i, i + 20).map(async ({ id, email }) => {
          const res = await call(url, 'POST', '/api/user-service/auth/login', { body: { email, password: PASSWORD } })
          if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${res.text.slice(0, 200)}`)
          return { id, email, token: (res.body as { accessToken: string }).accessToken }
        })
      ))
    )
  return accounts
}

const M = '/api/merch-service/api/v1'

/** The headers of a service key an admin made: the source that credits token accounts. */
export async function serviceKey(url: string, admin: Account): Promise<Record<string, string>> {
  const res = await call(url, 'POST', '/api/user-service/admin/api-keys', {
    token: admin.token,
    body: { name: `evening-${randomUUID().slice(0, 8)}` }
  })
  if (res.status !== 201) throw new Error(`api key: ${res.status} ${res.text.slice(0, 200)}`)
  return { 'x-api-key': (res.body as { secret: string }).secret }
}

/** Opens the account's token account and credits it; answers the token account's id. */
export async function fundedAccount(url: string, account: Account, key: Record<string, string>, tokens: number) {
  const opened = await call(url, 'POST', `${M}/token-accounts`, { token: account.token })
  if (opened.status !== 201 && opened.status !== 200) throw new Error(`token account: ${opened.status} ${opened.text}`)
  const accountId = (opened.body as { id: string }).id
  const credit = await call(url, 'POST', `${M}/token-transactions`, {
    headers: key,
    body: { accountId, type: 'credit', amount: tokens, reason: 'evening bench' }
  })
  if (credit.status !== 201) throw new Error(`credit: ${credit.status} ${credit.text.slice(0, 200)}`)
  return accountId
}

/** A consumable the buyers buy during the evening. */
export async function consumable(url: string, admin: Account, tokenCost: number): Promise<string> {
  const res = await call(url, 'POST', `${M}/consumables`, {
    token: admin.token,
    body: { name: 'Evening confetti', tokenCost, displayType: 'small' }
  })
  if (res.status !== 201) throw new Error(`consumable: ${res.status} ${res.text.slice(0, 200)}`)
  return (res.body as { id: string }).id
}
