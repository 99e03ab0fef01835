import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultRateLimits } from '../../src/lib/rate-limit-settings.ts'
import { startProcess, startServer, testClient, type TestServer } from '../helpers/server.ts'

const U = '/api/user-service'
const LOCKED = 'Too many failed logins, try again later'
let s: TestServer
let n = 0

beforeAll(async () => {
  // Addresses come from X-Forwarded-For.
  s = await startServer({ config: { trustProxy: 1 } })
})
afterAll(() => s.close())

const from = (address: string) => ({ 'x-forwarded-for': address })

function login(address: string, email: string, password: string, client: Pick<TestServer, 'request'> = s) {
  return client.request('POST', `${U}/auth/login`, { headers: from(address), body: { email, password } })
}

/** An account signed up (and so signed in) from `home`. */
async function victim(home: string, server = s) {
  const email = `victim-${++n}@spinroom.test`
  const password = 'the right password'
  const res = await server.request('POST', `${U}/users/sign-up`, { headers: from(home), body: { email, password } })
  expect(res.status).toBe(201)
  return { email, password }
}

describe('failed logins lock an account for one address', () => {
  it('refuses the attacker after ten failures, and lets the owner in from home and from elsewhere', async () => {
    const { email, password } = await victim('10.1.0.1')
    const attempts = []
    for (let i = 0; i < 25; i++) attempts.push((await login('10.66.0.1', email, `guess-${i}-password`)).status)
    expect(attempts).toEqual([...Array(10).fill(401), ...Array(15).fill(429)])
    expect(await login('10.66.0.1', email, password)).toMatchObject({ status: 429, body: { message: LOCKED } })
    expect((await login('10.1.0.1', email, password)).status).toBe(200)
    expect((await login('10.2.0.2', email, password)).status).toBe(200)
  })

  it('holds the lock in every API process on the database', async () => {
    const { email, password } = await victim('10.1.0.3')
    for (let i = 0; i < 10; i++) expect((await login('10.66.0.3', email, `guess-${i}-password`)).status).toBe(401)
    const other = await startProcess(s.knex, { trustProxy: 1 })
    try {
      const client = testClient(other.app, other.url)
      expect(await login('10.66.0.3', email, password, client)).toMatchObject({
        status: 429,
        body: { message: LOCKED }
      })
      expect((await login('10.1.0.3', email, password, client)).status).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('stops a fast guessing attack spread over many addresses, still letting the owner in from home', async () => {
    const { email, password } = await victim('10.1.0.4')
    const statuses = new Set<number>()
    for (let address = 1; address <= 5; address++)
      for (let i = 0; i < 9; i++)
        statuses.add((await login(`10.76.0.${address}`, email, `guess-${address}-${i}`)).status)
    expect([...statuses].sort()).toEqual([401, 429])
    expect(await login('10.76.1.1', email, password)).toMatchObject({
      status: 429,
      body: { message: expect.stringContaining('Too many logins to this account') }
    })
    expect((await login('10.1.0.4', email, password)).status).toBe(200)
  })
})

describe('the account-wide lock', () => {
  let slow: TestServer
  beforeAll(async () => {
    // The per-account rate limit raised: a slow attack stays under it, and only the lock stops it.
    const rateLimits = { ...defaultRateLimits, loginEmail: { points: 10_000, seconds: 60 } }
    slow = await startServer({ config: { trustProxy: 1, rateLimits } })
  })
  afterAll(() => slow.close())

  it('stops a slow guessing attack spread over many addresses, still letting the owner in from home', async () => {
    const { email, password } = await victim('10.1.0.5', slow)
    let refused = 0
    for (let address = 1; address <= 20 && !refused; address++)
      for (let i = 0; i < 9; i++) {
        const status = (await login(`10.77.0.${address}`, email, `guess-${address}-${i}`, slow)).status
        if (status === 429) refused++
        else expect(status).toBe(401)
      }
    expect(refused).toBeGreaterThan(0)
    expect(await login('10.77.1.1', email, password, slow)).toMatchObject({ status: 429, body: { message: LOCKED } })
    expect((await login('10.1.0.5', email, password, slow)).status).toBe(200)
    expect((await login('10.77.1.2', email, password, slow)).status).toBe(429)
  })

  it('is lifted by a new password, which forgets the addresses the account signed in from', async () => {
    const { email, password } = await victim('10.1.0.6', slow)
    const subjects = (await slow.knex('login_failures').whereLike('subject', `%${email}%`)).map((r) => r.subject)
    expect(subjects).toEqual([`email+ip:["${email}","10.1.0.6"]`])
    await slow.knex('login_failures').insert({
      subject: `email:${email}`,
      failures: 100,
      firstAt: new Date(),
      lockedUntil: new Date(Date.now() + 600_000)
    })
    expect((await login('10.78.0.1', email, password, slow)).status).toBe(429)
    const user = await slow.knex('users').where({ email }).first()
    const admin = await slow.signIn(['user', 'admin'], 'admin')
    const change = await slow.request('POST', `${U}/users/change-password-admin`, {
      token: admin.accessToken,
      body: { userUuid: user.id, newPassword: 'a new password' }
    })
    expect(change.status).toBe(200)
    expect(await slow.knex('login_failures').whereLike('subject', `%${email}%`)).toEqual([])
    expect((await login('10.78.0.1', email, 'a new password', slow)).status).toBe(200)
  })
})
