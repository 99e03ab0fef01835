import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { demoAccounts, ensureAdmin, seedDemoData } from '../../src/demo/seed.ts'

const U = '/api/user-service'
let s: TestServer

beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

const login = (email: string, password: string) => s.request('POST', `${U}/auth/login`, { body: { email, password } })

describe('demo data and the operator admin', () => {
  it('creates the demo accounts once, on an empty database, with their known passwords', async () => {
    expect(await seedDemoData(s.app)).toHaveLength(demoAccounts.length)
    for (const account of demoAccounts) {
      const res = await login(account.email, account.password)
      expect(res.status, account.email).toBe(200)
      expect(res.body.user.roles).toEqual(account.roles)
    }
    expect(await seedDemoData(s.app)).toEqual([])
  })

  it('creates the ADMIN_EMAIL administrator, and on a later start resets its password and role', async () => {
    expect(await ensureAdmin(s.app, 'Ops@Example.org', 'first secret 1')).toBe('created')
    expect((await login('ops@example.org', 'first secret 1')).body.user.roles).toContain('admin')
    await s.knex('users').where('email', 'ops@example.org').update({ roles: JSON.stringify(['user']), status: 'banned' })
    expect(await ensureAdmin(s.app, 'ops@example.org', 'second secret 2')).toBe('updated')
    expect((await login('ops@example.org', 'first secret 1')).status).toBe(401)
    const res = await login('ops@example.org', 'second secret 2')
    expect(res.status).toBe(200)
    expect(res.body.user).toMatchObject({ status: 'active', roles: ['user', 'admin'] })
  })
})
