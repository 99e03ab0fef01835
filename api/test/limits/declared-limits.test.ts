import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillPath, liveRoomActionNames, liveRoomActions, rateLimitNames, type LiveActionDef } from '@spinroom/schemas'
import { rateLimitSettings, rateLimitVariable } from '../../src/lib/rate-limit-settings.ts'
import { registeredRoutes } from '../../src/lib/register.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { LiveClient, closeClients } from '../rooms/live-client.ts'

// Every limit allows one call a minute, but logins, which the test's own sign-ins spend.
const oneAMinute = Object.fromEntries(rateLimitNames.map((name) => [rateLimitVariable(name), '1/60s']))
let s: TestServer

beforeAll(async () => {
  s = await startServer({
    config: { rateLimits: rateLimitSettings({ ...oneAMinute, RATE_LIMIT_LOGIN: '1000/60s' }) }
  })
})
afterAll(async () => {
  closeClients()
  await s?.close()
})

describe('declared rate limits', { timeout: 60_000 }, () => {
  it('refuses the second call of every route that declares a limit with 429, its limit and Retry-After', async () => {
    const limited = registeredRoutes(s.app).filter((route) => route.row.rateLimit)
    expect(limited.length).toBeGreaterThan(10)
    // One member for all: a member each took 15 s of password hashes. Routes sharing a limit find it spent already,
    // which the second call's 429 checks all the same.
    const { token: memberToken } = await s.member()
    for (const { base, row } of limited) {
      const token = row.access === 'public' ? undefined : memberToken
      const ids = Object.fromEntries([...row.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name, randomUUID()]))
      const path = `${base}${fillPath(row, ids)}`
      const call = () => s.request(row.method, path, { token, body: row.method === 'GET' ? undefined : {} })
      await call()
      const refused = await call()
      expect([`${row.method} ${path}`, refused.status]).toEqual([`${row.method} ${path}`, 429])
      expect(refused.body.data).toMatchObject({ limit: row.rateLimit, retryAfter: expect.any(Number) })
      expect(refused.headers.get('retry-after')).toBe(String(refused.body.data.retryAfter))
    }
  })

  it('refuses the second call of every live action that declares a limit with 429 and its limit', async () => {
    const limited = liveRoomActionNames.filter((name) => (liveRoomActions[name] as LiveActionDef).rateLimit)
    expect(limited).toEqual(expect.arrayContaining(['sendChatMessage', 'voteOnSong', 'playOneTimeAnimation']))
    for (const name of limited) {
      const client = await LiveClient.signIn(s.url, 'guest')
      const roomUuid = randomUUID()
      // Each action takes its own input; the limit is reached before any of them reads it.
      const call = () => client.service[name]({ roomUuid } as never)
      await call().catch(() => undefined)
      await expect(call()).rejects.toMatchObject({
        code: 429,
        data: { limit: (liveRoomActions[name] as LiveActionDef).rateLimit, retryAfter: expect.any(Number) }
      })
    }
  })
})
