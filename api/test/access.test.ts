import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registeredRoutes, type Route } from '../src/lib/register.ts'
import { startServer, type TestServer } from './helpers/server.ts'

let s: TestServer
let user: string
let admin: string
let guest: string

beforeAll(async () => {
  s = await startServer()
  user = (await s.signIn(['user'])).accessToken
  admin = (await s.signIn(['user', 'admin'])).accessToken
  guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
})
afterAll(() => s.close())

const ZERO = '00000000-0000-4000-8000-000000000000'
const urlOf = (r: Route) => `${r.base}${r.row.path === '/' ? '/' : r.row.path.replace(/\{[^}]+\}/g, ZERO)}`
const call = (r: Route, token?: string) =>
  s.request(r.row.method, urlOf(r), { token, body: ['GET', 'DELETE'].includes(r.row.method) ? undefined : {} })

describe('every registered endpoint enforces its access level', () => {
  it('has endpoints on all eight bases', () => {
    const bases = new Set(registeredRoutes(s.app).map((r) => r.base))
    expect([...bases].sort()).toEqual([
      '/api/audit-service',
      '/api/merch-service',
      '/api/payment-service',
      '/api/playlist-service',
      '/api/room-service',
      '/api/social-service',
      '/api/upload-service',
      '/api/user-service'
    ])
  })

  it('answers an anonymous call with 401 unless the endpoint is public', async () => {
    for (const r of registeredRoutes(s.app)) {
      const res = await call(r)
      const label = `${r.row.method} ${urlOf(r)} (${r.row.access})`
      if (r.row.access === 'public' || r.row.access === 'hook') expect(res.status, label).not.toBe(401)
      else expect(res.status, label).toBe(401)
      expect(res.status, label).toBeLessThan(500)
    }
  })

  it('answers a signed-in user on mod, admin, service and bot endpoints with 403', async () => {
    for (const r of registeredRoutes(s.app).filter((r) => ['mod', 'admin', 'service', 'bot'].includes(r.row.access))) {
      const res = await call(r, user)
      expect(res.status, `${r.row.method} ${urlOf(r)}`).toBe(403)
    }
  })

  it('answers a guest on user endpoints with 403 and lets it through any endpoints', async () => {
    for (const r of registeredRoutes(s.app).filter((r) =>
      ['user', 'self', 'selfOrService', 'any'].includes(r.row.access)
    )) {
      const res = await call(r, guest)
      if (r.row.access === 'any') expect([401, 403], `${r.row.method} ${urlOf(r)}`).not.toContain(res.status)
      else expect(res.status, `${r.row.method} ${urlOf(r)}`).toBe(403)
    }
  })

  it('lets a service key past service and selfOrService endpoints, and refuses it on user ones', async () => {
    const key = await s.request('POST', '/api/user-service/admin/api-keys', {
      token: admin,
      body: { name: 'access-test' }
    })
    const headers = { 'x-api-key': key.body.secret }
    const routes = registeredRoutes(s.app).filter((r) => ['service', 'selfOrService', 'user'].includes(r.row.access))
    expect(routes.some((r) => r.row.access === 'selfOrService')).toBe(true)
    for (const r of routes) {
      const res = await s.request(r.row.method, urlOf(r), {
        headers,
        body: ['GET', 'DELETE'].includes(r.row.method) ? undefined : {}
      })
      const label = `${r.row.method} ${urlOf(r)} (${r.row.access})`
      if (r.row.access === 'user') expect(res.status, label).toBe(403)
      else expect([401, 403], label).not.toContain(res.status)
    }
  })

  it('lets an admin past the access check of every endpoint, without server errors', async () => {
    for (const r of registeredRoutes(s.app).filter((r) => r.row.access !== 'bot')) {
      const res = await call(r, admin)
      const label = `${r.row.method} ${urlOf(r)}`
      expect([401, 403], label).not.toContain(res.status)
      // An outside provider this test server has no settings for answers 503 naming them; nothing else may fail.
      if (res.status === 503) expect(res.body.message, label).toMatch(/is not configured: set [A-Z_]+/)
      // An endpoint that declares a 500 (POST /sentry-testing) exists to fail, masked.
      else if (r.row.status === 500)
        expect(res.body, label).toMatchObject({
          message: 'Internal server error',
          data: { requestId: expect.any(String) }
        })
      else expect(res.status, label).toBeLessThan(500)
    }
  })
})
