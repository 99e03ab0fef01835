import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimitSettings } from '../../src/lib/rate-limit-settings.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { missing, needing } from '../helpers/needs.ts'

// Runs where Redis is available (CI sets REDIS_URL): with it, every API process spends from one count.
const redisUrl = process.env.REDIS_URL
let one: TestServer
let two: TestServer

describe('rate limits kept in Redis', needing(missing.redis), () => {
  beforeAll(async () => {
    const config = { redisUrl, rateLimits: rateLimitSettings({ RATE_LIMIT_LOGIN_EMAIL: '2/60s' }) }
    one = await startServer({ config })
    two = await startServer({ config })
  })
  afterAll(async () => {
    await one?.close()
    await two?.close()
  })

  it('counts the calls of one e-mail address across two API processes', async () => {
    const body = { email: `shared-${randomUUID()}@spinroom.test`, password: 'shared-password-1' }
    const login = (server: TestServer) => server.request('POST', '/api/user-service/auth/login', { body })
    expect((await login(one)).status).toBe(401)
    expect((await login(two)).status).toBe(401)
    const refused = await login(one)
    expect(refused.status).toBe(429)
    expect(refused.body.data).toMatchObject({ limit: 'loginEmail', retryAfter: expect.any(Number) })
    expect((await login(two)).status).toBe(429)
  })
})
