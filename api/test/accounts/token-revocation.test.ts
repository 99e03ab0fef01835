import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SignJWT } from 'jose'
import { ISSUER } from '../../src/auth/authentication.ts'
import { type TestServer, startTwoProcesses, type OtherProcess } from '../helpers/server.ts'
import { closeSessions, openSession } from '../helpers/sessions.ts'
import { sleep } from '../helpers/wait.ts'
import { missing, needing } from '../helpers/needs.ts'

const U = '/api/user-service'
// Two processes need Redis to reach each other (CI sets REDIS_URL); without it, one process is tested.
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

const profile = async (token: string, url = s.url) => {
  const res = await fetch(`${url}${U}/users/profile`, { headers: { authorization: `Bearer ${token}` } })
  return { status: res.status, message: ((await res.json()) as { message?: string }).message }
}
const REVOKED = { status: 401, message: 'Access token revoked' }
const login = async (email: string, password: string) => {
  const res = await s.request('POST', `${U}/auth/login`, { body: { email, password } })
  expect(res.status).toBe(200)
  return res.body.accessToken as string
}

/** A token signed with the API's own key, with the claims given (and only those). */
const signed = (claims: Record<string, unknown>) =>
  new SignJWT({ type: 'user', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: s.app.get('keys').kid, typ: 'JWT' })
    .setIssuer(ISSUER)
    .sign(s.app.get('keys').privateKey)

describe('tokens die with the password, a ban, a deactivation or a sign-out', { timeout: 60_000 }, () => {
  it("refuses every token issued before an admin sets a user's password; a login right after works", async () => {
    const admin = await s.signIn(['user', 'admin'], 'rv-admin')
    const user = await s.signIn(['user'], 'rv-user')
    const second = await login(user.user!.email!, user.password)
    const session = await openSession(s.url, user.accessToken)
    expect((await profile(user.accessToken)).status).toBe(200)
    const res = await s.request('POST', `${U}/users/change-password-admin`, {
      token: admin.accessToken,
      body: { userUuid: user.user!.id, newPassword: 'a-brand-new-password' }
    })
    expect(res.status).toBe(200)
    expect(await profile(user.accessToken)).toEqual(REVOKED)
    expect(await profile(second)).toEqual(REVOKED)
    expect(await session.ended).toEqual({ event: 'signedOut', reason: 'Password changed', until: null })
    expect(await session.closed).toBe('io server disconnect')
    expect((await profile(await login(user.user!.email!, 'a-brand-new-password'))).status).toBe(200)
  })

  it('refuses the tokens issued before a password reset', async () => {
    const user = await s.signIn(['user'], 'rv-reset')
    const email = user.user!.email!
    await s.request('POST', `${U}/users/forgot-password`, { body: { email } })
    let mail: { body: string } | undefined
    for (let i = 0; i < 100 && !mail; i++) {
      mail = await s.knex('outbox').where({ to: email, subject: 'Reset your spinroom password' }).first()
      if (!mail) await sleep(50)
    }
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail!.body)![1])
    const reset = await s.request('POST', `${U}/users/reset-password`, {
      body: { token, newPassword: 'reset-password-1' }
    })
    expect(reset.status).toBe(200)
    expect(await profile(user.accessToken)).toEqual(REVOKED)
    expect((await profile(await login(email, 'reset-password-1'))).status).toBe(200)
  })

  it('keeps a ban or a deactivation revoked after it is lifted: only a new sign-in works', async () => {
    const mod = await s.signIn(['user', 'admin'], 'rv-mod')
    const banned = await s.signIn(['user'], 'rv-banned')
    const deactivated = await s.signIn(['user'], 'rv-deact')
    const target = (userUuid: string) => ({ token: mod.accessToken, body: { userUuid } })
    expect((await s.request('POST', `${U}/users/ban`, target(banned.user!.id))).status).toBe(200)
    expect((await s.request('POST', `${U}/users/unban`, target(banned.user!.id))).status).toBe(200)
    expect(await profile(banned.accessToken)).toEqual(REVOKED)
    expect((await profile(await login(banned.user!.email!, banned.password))).status).toBe(200)

    const id = deactivated.user!.id
    expect((await s.request('DELETE', `${U}/users/deactivate/${id}`, { token: mod.accessToken })).status).toBe(200)
    expect((await s.request('POST', `${U}/users/reactivate/${id}`, { token: mod.accessToken })).status).toBe(200)
    expect(await profile(deactivated.accessToken)).toEqual(REVOKED)
    expect((await profile(await login(deactivated.user!.email!, deactivated.password))).status).toBe(200)
  })

  it('signs the caller out everywhere: every token and magic link issued before, every open socket', async () => {
    const user = await s.signIn(['user'], 'rv-out')
    const second = await login(user.user!.email!, user.password)
    const link = (await s.request('GET', `${U}/auth/magic-link`, { token: second })).body.token
    const session = await openSession(s.url, second)
    const res = await s.request('POST', `${U}/auth/sign-out-everywhere`, { token: user.accessToken })
    expect(res).toMatchObject({ status: 200, body: { message: 'Signed out everywhere' } })
    expect(await profile(user.accessToken)).toEqual(REVOKED)
    expect(await profile(second)).toEqual(REVOKED)
    expect(await session.ended).toEqual({ event: 'signedOut', reason: 'Signed out everywhere', until: null })
    const used = await s.request('POST', `${U}/auth/validate-magic-link`, { body: { token: link } })
    expect(used).toMatchObject({ status: 401, body: { message: 'Invalid or expired magic link' } })
    expect((await profile(await login(user.user!.email!, user.password))).status).toBe(200)
  })

  it('tells the ended session once its socket is open again, so a sign-in on it right after goes through', async () => {
    const user = await s.signIn(['user'], 'rv-again')
    const session = await openSession(s.url, user.accessToken)
    await s.request('POST', `${U}/auth/sign-out-everywhere`, { token: user.accessToken })
    expect(await session.ended).toMatchObject({ event: 'signedOut' })
    expect(session.client.socket.connected).toBe(true)
    expect(session.client.authentication()).toBeNull()
    const again = await session.client.signIn(user.user!.email!, user.password)
    expect((await profile(again.accessToken)).status).toBe(200)
  })

  it("lets an admin sign a user out everywhere, with a reason the user's sockets are told", async () => {
    const admin = await s.signIn(['user', 'admin'], 'rv-admin2')
    const mod = await s.signIn(['user', 'globalModerator'], 'rv-mod2')
    const user = await s.signIn(['user'], 'rv-out2')
    const session = await openSession(s.url, user.accessToken)
    const call = (token: string) =>
      s.request('POST', `${U}/users/sign-out-everywhere-admin`, {
        token,
        body: { userUuid: user.user!.id, reason: 'account compromised' }
      })
    expect((await call(mod.accessToken)).status).toBe(403)
    expect((await profile(user.accessToken)).status).toBe(200)
    expect((await call(admin.accessToken)).status).toBe(200)
    expect(await session.ended).toEqual({ event: 'signedOut', reason: 'account compromised', until: null })
    expect(await profile(user.accessToken)).toEqual(REVOKED)
  })

  it('tells apart by the millisecond a token issued just before a revocation and one just after', async () => {
    const user = await s.signIn(['user'], 'rv-ms')
    const sub = user.user!.id
    // The revocation and both tokens fall in one second: whole-second `iat`s could not tell them apart.
    const revokedAt = Math.floor(Date.now() / 1000) * 1000 + 500
    await s
      .knex('users')
      .where({ id: sub })
      .update({ tokensValidAfter: new Date(revokedAt) })
    const token = (iatMs: number) =>
      signed({ sub, iat: Math.floor(iatMs / 1000), iatMs, exp: Math.floor(iatMs / 1000) + 600 })
    expect(await profile(await token(revokedAt - 1))).toEqual(REVOKED)
    expect((await profile(await token(revokedAt))).status).toBe(200)
    expect((await profile(await token(revokedAt + 1))).status).toBe(200)
  })

  it('refuses a signed token without an expiry', async () => {
    const user = await s.signIn(['user'], 'rv-exp')
    const now = Math.floor(Date.now() / 1000)
    expect((await profile(await signed({ sub: user.user!.id, iat: now, exp: now + 600 }))).status).toBe(200)
    expect(await profile(await signed({ sub: user.user!.id, iat: now }))).toEqual({
      status: 401,
      message: 'Invalid access token'
    })
  })

  it('refuses the token on another API process at once after a password change', needing(missing.redis), async () => {
    const admin = await s.signIn(['user', 'admin'], 'rv-far-admin')
    const user = await s.signIn(['user'], 'rv-far')
    const there = await openSession(other!.url, user.accessToken)
    // Warm the other process's caches of the account and the verified token.
    expect((await profile(user.accessToken, other!.url)).status).toBe(200)
    const res = await s.request('POST', `${U}/users/change-password-admin`, {
      token: admin.accessToken,
      body: { userUuid: user.user!.id, newPassword: 'far-new-password' }
    })
    expect(res.status).toBe(200)
    expect(await there.ended).toEqual({ event: 'signedOut', reason: 'Password changed', until: null })
    expect(await profile(user.accessToken, other!.url)).toEqual(REVOKED)
  })
})

describe('the accounts behind tokens', { timeout: 60_000 }, () => {
  it('are read together when many callers come at once, and a ban still refuses the next call', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => s.signIn(['user'], `crowd-${i}`)))
    await sleep(2100) // past the accounts' cache time, so every call below reads its account
    const reads: unknown[][] = []
    const knex = s.app.get('knex')
    const listen = (query: { sql: string; bindings?: unknown[] }) => {
      if (/^select \* from "users" where "id" in \(/.test(query.sql)) reads.push(query.bindings ?? [])
    }
    knex.on('query', listen)
    const statuses = await Promise.all(users.map(async (user) => (await profile(user.accessToken)).status))
    knex.off('query', listen)
    expect(statuses).toEqual(users.map(() => 200))
    const ids = users.map((user) => user.user!.id)
    expect(reads.length).toBeLessThan(ids.length)
    expect(reads.flat().sort()).toEqual([...ids].sort())

    const admin = await s.signIn(['user', 'admin'], 'crowd-admin')
    const banned = users[0]!
    const ban = await s.request('POST', `${U}/users/ban`, {
      token: admin.accessToken,
      body: { userUuid: banned.user!.id }
    })
    expect(ban.status).toBeLessThan(300)
    expect(await profile(banned.accessToken)).toEqual({ status: 401, message: 'This account is banned' })
    expect((await profile(users[1]!.accessToken)).status).toBe(200)
  })
})
