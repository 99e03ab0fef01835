import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { demoAccounts, ensureAdmin, seedDemoData } from '../../src/demo/seed.ts'

// Each test seeds the whole demo data set of every domain, far more than one request's work.
vi.setConfig({ testTimeout: 180_000 })

const U = '/api/user-service'
let s: TestServer

beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

const login = (email: string, password: string) => s.request('POST', `${U}/auth/login`, { body: { email, password } })

// Seeding the whole demo synthesises and uploads twelve songs: those tests get three minutes.
describe('demo data and the operator admin', () => {
  it('creates the demo accounts once, on an empty database, with their known passwords', async () => {
    expect(await seedDemoData(s.app)).toHaveLength(demoAccounts.length)
    for (const account of demoAccounts) {
      const res = await login(account.email, account.password)
      expect(res.status, account.email).toBe(200)
      expect(res.body.user.roles).toEqual(account.roles)
    }
    expect(await seedDemoData(s.app)).toEqual([])
  }, 180_000)

  it('creates the ADMIN_EMAIL administrator, and on a later start resets its password and role', async () => {
    expect(await ensureAdmin(s.app, 'Ops@Example.org', 'first secret 1')).toBe('created')
    expect((await login('ops@example.org', 'first secret 1')).body.user.roles).toContain('admin')
    await s
      .knex('users')
      .where('email', 'ops@example.org')
      .update({ roles: JSON.stringify(['user']), status: 'banned' })
    expect(await ensureAdmin(s.app, 'ops@example.org', 'second secret 2')).toBe('updated')
    expect((await login('ops@example.org', 'first secret 1')).status).toBe(401)
    const res = await login('ops@example.org', 'second secret 2')
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ status: 'active', roles: ['user', 'admin'] })
  })

  it("keeps the administrator's sessions across starts with the same password; a new one ends them", async () => {
    await ensureAdmin(s.app, 'keep@example.org', 'kept secret 1')
    const token = (await login('keep@example.org', 'kept secret 1')).body.accessToken
    const profile = () => s.request('GET', `${U}/users/profile`, { token })
    expect(await ensureAdmin(s.app, 'keep@example.org', 'kept secret 1')).toBe('updated')
    expect((await profile()).status).toBe(200)
    await ensureAdmin(s.app, 'keep@example.org', 'changed secret 2')
    expect((await profile()).body).toMatchObject({ code: 401, message: 'Access token revoked' })
  })
})

describe('demo data of the user service', () => {
  it('has profiles, pictures, verified and pending addresses, a pending deactivation and vouchers in every status', async () => {
    const fresh = await startServer()
    try {
      await seedDemoData(fresh.app)
      const ana = await fresh.knex('users').where('nickname', 'ana').first()
      expect(ana).toMatchObject({
        firstName: 'Ana',
        instagram: 'ana.spins',
        coverPicture: expect.stringContaining('/users/images/')
      })
      // The six accounts' pictures, ana's cover and the two demo DJ bots' pictures.
      expect(await fresh.knex('user_images').count('id as n').first()).toEqual({ n: 9 })
      const statuses = (await fresh.knex('user_emails').select('status')).map((r) => r.status)
      expect(statuses).toContain('VERIFIED')
      expect(statuses).toContain('PENDING_VERIFICATION')
      expect(await fresh.knex('deactivation_requests').where('status', 'OPEN').count('id as n').first()).toEqual({
        n: 1
      })
      expect((await fresh.knex('vouchers').select('status')).map((r) => r.status).sort()).toEqual([
        'PENDING',
        'PENDING',
        'REDEEMED',
        'REVOKED'
      ])
      expect((await fresh.request('GET', '/api/merch-service/seasons/current')).body.seasonName).toBe('Season 2')
      const login = await fresh.request('POST', `${U}/auth/login`, {
        body: { email: 'ana@spinroom.test', password: 'spinroom-user' }
      })
      const emails = await fresh.request('GET', `${U}/users/emails`, { token: login.body.accessToken })
      expect(emails.body.map((e: any) => [e.type, e.status])).toEqual([
        ['personal', 'VERIFIED'],
        ['work', 'PENDING_VERIFICATION']
      ])
    } finally {
      await fresh.close()
    }
  }, 180_000)
})
