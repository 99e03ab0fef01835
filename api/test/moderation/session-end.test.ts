import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestServer, startTwoProcesses, type OtherProcess } from '../helpers/server.ts'
import { closeSessions, openSession } from '../helpers/sessions.ts'
import { missing, needing } from '../helpers/needs.ts'

const U = '/api/user-service'
// Two processes need Redis to reach each other's sockets (CI sets REDIS_URL); without it, one process is tested.
const redisUrl = process.env.REDIS_URL
let s: TestServer
let other: OtherProcess | null = null

beforeAll(async () => {
  ;({ s, other } = await startTwoProcesses(redisUrl))
})
afterAll(async () => {
  closeSessions()
  await other?.close()
  await s.close()
})

const profileStatus = async (token: string) => (await s.request('GET', `${U}/users/profile`, { token })).status

describe('a banned or deactivated user is out at once', { timeout: 60_000 }, () => {
  it("tells a temporarily banned user's socket why and until when, closes it, and refuses the token after", async () => {
    const mod = await s.signIn(['user', 'globalModerator'], 'end-mod')
    const target = await s.signIn(['user'], 'end-target')
    const session = await openSession(s.url, target.accessToken)
    const until = new Date(Date.now() + 86_400_000).toISOString()
    const ban = await s.request('POST', `${U}/users/temporary-ban`, {
      token: mod.accessToken,
      body: { userUuid: target.user!.id, until, reason: 'abusive chat' }
    })
    expect(ban.status).toBe(200)
    expect(await session.ended).toEqual({ event: 'banned', reason: 'abusive chat', until })
    expect(await session.closed).toBe('io server disconnect')
    expect(await profileStatus(target.accessToken)).toBe(401)
    // The client forgot the token and opened its connection again, signed out.
    expect(session.client.authentication()).toBeNull()
  })

  it("tells a deactivated user's socket and closes it; the token is refused after", async () => {
    const admin = await s.signIn(['user', 'admin'], 'end-admin')
    const target = await s.signIn(['user'], 'end-deactivated')
    const session = await openSession(s.url, target.accessToken)
    const res = await s.request('DELETE', `${U}/users/deactivate/${target.user!.id}`, { token: admin.accessToken })
    expect(res.status).toBe(200)
    expect(await session.ended).toEqual({ event: 'deactivated', reason: null, until: null })
    expect(await session.closed).toBe('io server disconnect')
    expect(await profileStatus(target.accessToken)).toBe(401)
  })

  it('reaches the sockets a user holds on another API process', needing(missing.redis), async () => {
    const mod = await s.signIn(['user', 'globalModerator'], 'far-mod')
    const target = await s.signIn(['user'], 'far-target')
    const here = await openSession(s.url, target.accessToken)
    const there = await openSession(other!.url, target.accessToken)
    // Warm the other process's account cache, which the ban must reach too.
    const farProfile = () =>
      fetch(`${other!.url}${U}/users/profile`, { headers: { authorization: `Bearer ${target.accessToken}` } })
    expect((await farProfile()).status).toBe(200)
    const ban = await s.request('POST', `${U}/users/ban`, {
      token: mod.accessToken,
      body: { userUuid: target.user!.id, reason: 'ban evasion' }
    })
    expect(ban.status).toBe(200)
    for (const session of [here, there]) {
      expect(await session.ended).toEqual({ event: 'banned', reason: 'ban evasion', until: null })
      expect(await session.closed).toBe('io server disconnect')
    }
    expect((await farProfile()).status).toBe(401)
  })
})
