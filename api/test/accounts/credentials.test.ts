import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EMAIL_CODES_PER_ADDRESS_PER_HOUR, MAX_ACTIVE_EMAILS } from '@spinroom/schemas'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { startServer, type TestServer } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'
import { loadConfig } from '../../src/configuration.ts'

const U = '/api/user-service'
let s: TestServer
const sockets: Socket[] = []

beforeAll(async () => {
  s = await startServer()
})
afterAll(async () => {
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  await s.close()
})

const past = () => new Date(Date.now() - 3600_000)
const codeOf = (body: string) => /\b(\d{6})\b/.exec(body)![1]
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const outboxIds = async (to: string) =>
  new Set((await s.knex('outbox').where({ to }).select('id')).map((r) => r.id as string))

/** The first message to `to` written after `seen` (the ids already there), waiting for it. */
async function mailTo(to: string, seen = new Set<string>()) {
  for (let i = 0; i < 60; i++) {
    const fresh = (await s.knex('outbox').where({ to })).filter((r) => !seen.has(r.id))
    if (fresh.length) return fresh[0] as { id: string; channel: string; subject: string; body: string }
    await sleep(50)
  }
  throw new Error(`no mail to ${to}`)
}

/** Runs a call and returns its reply with the code of the mail it sent to `to`. */
async function withMail(to: string, action: () => Promise<{ status: number; body: any }>) {
  const seen = await outboxIds(to)
  const res = await action()
  return { res, mail: await mailTo(to, seen) }
}

const login = (email: string, password: string) => s.request('POST', `${U}/auth/login`, { body: { email, password } })

/** A signed-in user and the id and code of the verification mail of their sign-up address. */
async function member(nickname = 'member') {
  const who = await s.signIn(['user'], nickname)
  const email = who.user!.email!
  const mail = await mailTo(email)
  const primary = (await s.request('GET', `${U}/users/emails`, { token: who.accessToken })).body[0]
  return { ...who, token: who.accessToken, email, code: codeOf(mail.body), primary }
}

async function verified(nickname = 'verified') {
  const m = await member(nickname)
  const res = await s.request('POST', `${U}/users/emails/verify`, {
    token: m.token,
    body: { emailId: m.primary.id, code: m.code }
  })
  expect(res.status).toBe(200)
  return m
}

describe('access', () => {
  it('answers anonymous calls on user endpoints with 401 and plain users on admin endpoints with 403', async () => {
    const user = await member('plain')
    const guarded: [string, string][] = [
      ['POST', '/users/change-password'],
      ['POST', '/users/set-password'],
      ['GET', '/users/emails'],
      ['POST', '/users/emails'],
      ['DELETE', `/users/emails/${user.primary.id}`],
      ['POST', '/users/emails/verify'],
      ['POST', '/users/confirm-email'],
      ['POST', '/users/emails/verification-email'],
      ['POST', '/users/change-password-admin'],
      ['GET', '/admin/outbox']
    ]
    for (const [method, path] of guarded)
      expect((await s.request(method, U + path, { body: method === 'POST' ? {} : undefined })).status, path).toBe(401)
    for (const [method, path] of [
      ['POST', '/users/change-password-admin'],
      ['GET', '/admin/outbox']
    ]) {
      expect(
        (await s.request(method, U + path, { token: user.token, body: method === 'POST' ? {} : undefined })).status,
        path
      ).toBe(403)
    }
  })
})

describe('sign-up address', () => {
  it('is listed as PENDING_VERIFICATION and sent a code', async () => {
    const m = await member('fresh')
    expect(m.primary).toMatchObject({
      email: m.email,
      type: 'personal',
      status: 'PENDING_VERIFICATION',
      userUuid: m.user!.id,
      verifiedAt: null
    })
    expect(m.primary).not.toHaveProperty('codeHash')
    expect(m.code).toMatch(/^\d{6}$/)
  })
})

describe('POST /users/change-password', () => {
  it('refuses the same password with 400 and writes nothing', async () => {
    const m = await verified('same')
    const res = await s.request('POST', `${U}/users/change-password`, {
      token: m.token,
      body: { oldPassword: m.password, newPassword: m.password }
    })
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'New password must be different from your previous password' }
    })
    expect((await login(m.email, m.password)).status).toBe(200)
  })

  it('names the missing field with 400', async () => {
    const m = await verified('field')
    const res = await s.request('POST', `${U}/users/change-password`, {
      token: m.token,
      body: { oldPassword: m.password }
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain("'newPassword'")
  })

  it('answers 401 while the address is not verified, and 401 for a wrong old password', async () => {
    const m = await member('unverified')
    const body = { oldPassword: m.password, newPassword: 'another-password-1' }
    expect(await s.request('POST', `${U}/users/change-password`, { token: m.token, body })).toMatchObject({
      status: 401,
      body: { message: 'Email address is not verified' }
    })
    await s.request('POST', `${U}/users/emails/verify`, { token: m.token, body: { email: m.email, code: m.code } })
    const bad = await s.request('POST', `${U}/users/change-password`, {
      token: m.token,
      body: { ...body, oldPassword: 'not-the-password' }
    })
    expect(bad).toMatchObject({ status: 401, body: { message: 'Incorrect email or password' } })
    expect(await s.request('POST', `${U}/users/change-password`, { token: m.token, body })).toMatchObject({
      status: 200,
      body: { message: 'Password changed' }
    })
    expect((await login(m.email, m.password)).status).toBe(401)
    const fresh = await login(m.email, 'another-password-1')
    expect(fresh.status).toBe(200)
    // The change revoked the token it was made with; the new sign-in's token works.
    const profile = (token: string) => s.request('GET', `${U}/users/profile`, { token })
    expect((await profile(m.token)).body).toMatchObject({ code: 401, message: 'Access token revoked' })
    expect((await profile(fresh.body.accessToken)).status).toBe(200)
  })
})

describe('forgot and reset password', () => {
  const forgot = (email: string) => s.request('POST', `${U}/users/forgot-password`, { body: { email } })
  const reset = (body: object) => s.request('POST', `${U}/users/reset-password`, { body })

  it('answers the same for an unknown address and sends nothing', async () => {
    const m = await member('known')
    const unknown = await forgot('nobody-here@spinroom.test')
    const { res, mail } = await withMail(m.email, () => forgot(m.email))
    expect(unknown).toEqual({ ...res, headers: unknown.headers })
    expect(res.status).toBe(200)
    expect(await s.knex('outbox').where({ to: 'nobody-here@spinroom.test' })).toHaveLength(0)
    expect(mail.body).toContain(`${s.app.get('config').publicUrl}/reset-password?token=`)
  })

  it('resets once with the mailed code; every code of the user is then unusable', async () => {
    const m = await member('reset')
    const { mail } = await withMail(m.email, () => forgot(m.email))
    const code = codeOf(mail.body)
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]
    expect(await reset({ email: m.email, code: wrong(code), newPassword: 'reset-password-1' })).toMatchObject({
      status: 403,
      body: { message: 'Can not reset password' }
    })
    expect(await reset({ email: m.email, code, newPassword: 'reset-password-1' })).toMatchObject({ status: 200 })
    expect((await login(m.email, 'reset-password-1')).status).toBe(200)
    expect(await reset({ email: m.email, code, newPassword: 'reset-password-2' })).toMatchObject({
      status: 403,
      body: { message: 'Can not reset password' }
    })
    expect(await reset({ token, newPassword: 'reset-password-2' })).toMatchObject({
      status: 403,
      body: { message: 'Can not reset password' }
    })
  })

  it('resets with the link token, sends no second mail within the interval, and refuses an expired code', async () => {
    const m = await member('link')
    await withMail(m.email, () => forgot(m.email))
    const before = await outboxIds(m.email)
    expect((await forgot(m.email)).status).toBe(200)
    // The reset is issued after the answer: give it time to (not) write.
    await sleep(300)
    expect(await outboxIds(m.email)).toEqual(before)
    await s.knex('password_resets').where({ userUuid: m.user!.id }).update({ createdAt: past() })
    const { mail } = await withMail(m.email, () => forgot(m.email))
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)![1]
    expect(await reset({ token, newPassword: 'link-password-1' })).toMatchObject({ status: 200 })
    expect((await login(m.email, 'link-password-1')).status).toBe(200)
    expect(await reset({ token, newPassword: 'link-password-2' })).toMatchObject({ status: 403 })

    await s.knex('password_resets').where({ userUuid: m.user!.id }).update({ createdAt: past() })
    const again = await withMail(m.email, () => forgot(m.email))
    await s.knex('password_resets').where({ userUuid: m.user!.id }).update({ codeExpiresAt: past() })
    expect(
      await reset({ email: m.email, code: codeOf(again.mail.body), newPassword: 'link-password-3' })
    ).toMatchObject({ status: 403, body: { message: 'Can not reset password' } })
  })

  it('burns a code after five wrong attempts', async () => {
    const m = await member('guess')
    const { mail } = await withMail(m.email, () => forgot(m.email))
    const code = codeOf(mail.body)
    for (let i = 0; i < 5; i++)
      expect((await reset({ email: m.email, code: wrong(code), newPassword: 'guess-password-1' })).status).toBe(403)
    expect((await reset({ email: m.email, code, newPassword: 'guess-password-1' })).status).toBe(403)
  })

  it('answers 400 naming the field and writes nothing', async () => {
    const m = await member('resetfield')
    expect(await reset({ email: m.email, newPassword: 'field-password-1' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("'code'") }
    })
    expect(await reset({ newPassword: 'field-password-1' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("'token'") }
    })
    expect(await reset({ token: 'x', newPassword: 'short' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("'newPassword'") }
    })
    expect(await forgot('not-an-address')).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("'email'") }
    })
    expect(await s.knex('password_resets').where({ userUuid: m.user!.id })).toHaveLength(0)
  })
})

describe('failed logins', () => {
  it('refuses logins to an account from an address with 429 after ten failures there, until the lock ends or the password is reset', async () => {
    const m = await member('locked')
    const pair = () => s.knex('login_failures').whereLike('subject', `email+ip:["${m.email}",%`)
    for (let i = 0; i < 10; i++) expect((await login(m.email, `wrong-${i}-password`)).status).toBe(401)
    expect(await login(m.email, m.password)).toMatchObject({
      status: 429,
      body: { message: 'Too many failed logins, try again later', data: { retryAfter: expect.any(Number) } }
    })
    expect((await login(m.email.toUpperCase(), 'wrong-password')).status).toBe(429)
    await pair().update({ lockedUntil: past() })
    expect((await login(m.email, m.password)).status).toBe(200)
    expect(await pair()).toMatchObject([{ failures: 0, lockedUntil: null, signedInAt: expect.any(Date) }])

    await pair().update({ failures: 10, lockedUntil: new Date(Date.now() + 600_000) })
    expect((await login(m.email, m.password)).status).toBe(429)
    const { mail } = await withMail(m.email, () =>
      s.request('POST', `${U}/users/forgot-password`, { body: { email: m.email } })
    )
    expect(
      (
        await s.request('POST', `${U}/users/reset-password`, {
          body: { email: m.email, code: codeOf(mail.body), newPassword: 'unlocked-password' }
        })
      ).status
    ).toBe(200)
    expect((await login(m.email, 'unlocked-password')).status).toBe(200)
  })

  it('lets an account locked by failures from everywhere be signed in to from an address it signed in from', async () => {
    const [known, stranger] = [await member('known'), await member('stranger')]
    for (const m of [known, stranger])
      await s.knex('login_failures').insert({
        subject: `email:${m.email}`,
        failures: 100,
        firstAt: new Date(),
        lockedUntil: new Date(Date.now() + 600_000)
      })
    expect((await login(known.email, known.password)).status).toBe(200)
    await s.knex('login_failures').whereLike('subject', `email+ip:["${stranger.email}",%`).delete()
    expect((await login(stranger.email, stranger.password)).status).toBe(429)
  })

  it('refuses password logins from an address after fifty failures there, whichever accounts they tried', async () => {
    const [a, b] = [await member('sprayed'), await member('bystander')]
    expect((await login(a.email, 'wrong-password-1')).status).toBe(401)
    const address = await s.knex('login_failures').whereLike('subject', 'ip:%').first()
    expect(address.failures).toBeGreaterThanOrEqual(1)
    try {
      await s.knex('login_failures').where({ subject: address.subject }).update({ failures: 49 })
      expect((await login(b.email, 'wrong-password-2')).status).toBe(401)
      expect(await login(b.email, b.password)).toMatchObject({
        status: 429,
        body: { message: 'Too many failed logins, try again later' }
      })
    } finally {
      await s.knex('login_failures').where({ subject: address.subject }).delete()
    }
    expect((await login(b.email, b.password)).status).toBe(200)
  })
})

describe('POST /users/set-password and /users/change-password-admin', () => {
  it('sets a first password, and refuses with 403 when one is set', async () => {
    const m = await member('nopass')
    expect(
      (
        await s.request('POST', `${U}/users/set-password`, {
          token: m.token,
          body: { newPassword: 'first-password-1' }
        })
      ).status
    ).toBe(403)
    await s.knex('users').where({ id: m.user!.id }).update({ password: null })
    expect(
      await s.request('POST', `${U}/users/set-password`, { token: m.token, body: { newPassword: 'first-password-1' } })
    ).toMatchObject({ status: 200 })
    expect((await login(m.email, 'first-password-1')).status).toBe(200)
  })

  it("lets an administrator set a user's password", async () => {
    const admin = await s.signIn(['user', 'admin'], 'boss')
    const m = await member('managed')
    const call = (body: object) =>
      s.request('POST', `${U}/users/change-password-admin`, { token: admin.accessToken, body })
    expect(await call({ userUuid: m.user!.id, newPassword: 'admin-set-password' })).toMatchObject({ status: 200 })
    expect((await login(m.email, 'admin-set-password')).status).toBe(200)
    expect(
      await call({ userUuid: '00000000-0000-4000-8000-000000000000', newPassword: 'admin-set-password' })
    ).toMatchObject({ status: 404 })
    expect(await call({ userUuid: 'nope', newPassword: 'admin-set-password' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("'userUuid'") }
    })
  })
})

describe('e-mail addresses', () => {
  const add = (token: string, body: object) => s.request('POST', `${U}/users/emails`, { token, body })
  const verify = (token: string, body: object, path = '/users/emails/verify') =>
    s.request('POST', U + path, { token, body })
  const resend = (token: string, body: object) =>
    s.request('POST', `${U}/users/emails/verification-email`, { token, body })
  const FAILED = 'Email verification failed, incorrect code'

  it('adds an address, verifies it once with its code, and refuses duplicates with 409', async () => {
    const m = await member('adder')
    const address = `work-${Date.now()}@spinroom.test`
    const { res, mail } = await withMail(address, () => add(m.token, { email: address, type: 'work' }))
    expect(res).toMatchObject({ status: 201, body: { email: address, type: 'work', status: 'PENDING_VERIFICATION' } })
    expect((await add(m.token, { email: address.toUpperCase(), type: 'personal' })).status).toBe(409)
    const other = await member('other')
    expect((await add(other.token, { email: m.email, type: 'personal' })).status).toBe(409)

    const code = codeOf(mail.body)
    expect(await verify(m.token, { emailId: res.body.id, code: wrong(code) })).toMatchObject({
      status: 403,
      body: { message: FAILED }
    })
    expect(await verify(other.token, { emailId: res.body.id, code })).toMatchObject({
      status: 403,
      body: { message: FAILED }
    })
    const ok = await verify(m.token, { email: address, code })
    expect(ok).toMatchObject({
      status: 200,
      body: { status: 'VERIFIED', email: { id: res.body.id, status: 'VERIFIED' } }
    })
    expect(ok.body.email.verifiedAt).toBeTruthy()
    expect(await verify(m.token, { emailId: res.body.id, code })).toMatchObject({
      status: 403,
      body: { message: FAILED }
    })
    expect((await add(other.token, { email: address, type: 'work' })).status).toBe(409)

    const listed = (await s.request('GET', `${U}/users/emails`, { token: m.token })).body
    expect(listed.map((e: any) => [e.email, e.status])).toEqual([
      [m.email, 'PENDING_VERIFICATION'],
      [address, 'VERIFIED']
    ])
  })

  it('answers 400 naming the field and writes nothing', async () => {
    const m = await member('badinput')
    const before = await s.knex('user_emails').where({ userUuid: m.user!.id })
    expect(await add(m.token, { email: 'x@spinroom.test', type: 'fax' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("'type'") }
    })
    expect(await add(m.token, { email: 'not-an-address', type: 'work' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("'email'") }
    })
    expect(await verify(m.token, { code: m.code })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("'emailId'") }
    })
    expect(await verify(m.token, { emailId: m.primary.id, code: '12' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining("'code'") }
    })
    expect(await s.knex('user_emails').where({ userUuid: m.user!.id })).toEqual(before)
  })

  it('refuses an expired code and burns a code after five wrong attempts; confirm-email is the same call', async () => {
    const m = await member('expiry')
    await s.knex('user_emails').where({ id: m.primary.id }).update({ codeExpiresAt: past() })
    expect(await verify(m.token, { emailId: m.primary.id, code: m.code })).toMatchObject({
      status: 403,
      body: { message: FAILED }
    })

    const g = await member('guesser')
    for (let i = 0; i < 5; i++)
      expect(
        (await verify(g.token, { emailId: g.primary.id, code: wrong(g.code) }, '/users/confirm-email')).status
      ).toBe(403)
    expect(await verify(g.token, { emailId: g.primary.id, code: g.code }, '/users/confirm-email')).toMatchObject({
      status: 403,
      body: { message: FAILED }
    })

    const c = await member('confirm')
    expect(await verify(c.token, { email: c.email, code: c.code }, '/users/confirm-email')).toMatchObject({
      status: 200,
      body: { status: 'VERIFIED' }
    })
  })

  it('resends a code no sooner than the interval: 404, 403 verified, 403 too soon', async () => {
    const m = await member('resender')
    expect(await resend(m.token, { email: 'unknown@spinroom.test' })).toMatchObject({
      status: 404,
      body: { message: 'Email not found' }
    })
    expect(await resend(m.token, { emailId: m.primary.id })).toMatchObject({
      status: 403,
      body: { message: 'The minimum time has not yet elapsed since the last e-mail was sent' }
    })
    await s
      .knex('user_emails')
      .where({ id: m.primary.id })
      .update({ lastSentAt: new Date(Date.now() - 61_000) })
    const { res, mail } = await withMail(m.email, () => resend(m.token, { email: m.email }))
    expect(res).toMatchObject({ status: 200, body: { id: m.primary.id, status: 'PENDING_VERIFICATION' } })
    const code = codeOf(mail.body)
    // A resend replaces the code (equal by a one-in-a-million draw only).
    if (code !== m.code) expect((await verify(m.token, { emailId: m.primary.id, code: m.code })).status).toBe(403)
    expect((await verify(m.token, { emailId: m.primary.id, code })).status).toBe(200)
    expect(await resend(m.token, { emailId: m.primary.id })).toMatchObject({
      status: 403,
      body: { message: 'This email is verified' }
    })
  })

  it('reads the interval from EMAIL_RESEND_INTERVAL_SECONDS, 60 by default', () => {
    expect(loadConfig({}).emailResendIntervalSeconds).toBe(60)
    expect(loadConfig({ EMAIL_RESEND_INTERVAL_SECONDS: '5' }).emailResendIntervalSeconds).toBe(5)
    expect(loadConfig({ EMAIL_RESEND_INTERVAL_SECONDS: '0' }).emailResendIntervalSeconds).toBe(0)
    expect(loadConfig({ EMAIL_RESEND_INTERVAL_SECONDS: 'soon' }).emailResendIntervalSeconds).toBe(60)
  })

  it("deletes an address (DELETED, no longer listed), only the owner's, never the sign-in address", async () => {
    const m = await member('deleter')
    const other = await member('intruder')
    const address = `old-${Date.now()}@spinroom.test`
    const added = (await add(m.token, { email: address, type: 'payment' })).body
    expect((await s.request('DELETE', `${U}/users/emails/${added.id}`, { token: other.token })).status).toBe(403)
    expect((await s.request('DELETE', `${U}/users/emails/${m.primary.id}`, { token: m.token })).status).toBe(403)
    expect(await s.request('DELETE', `${U}/users/emails/${added.id}`, { token: m.token })).toMatchObject({
      status: 200,
      body: { status: 'DELETED' }
    })
    expect((await s.request('DELETE', `${U}/users/emails/${added.id}`, { token: m.token })).status).toBe(404)
    expect((await s.request('GET', `${U}/users/emails`, { token: m.token })).body.map((e: any) => e.email)).toEqual([
      m.email
    ])
    expect((await add(m.token, { email: address, type: 'payment' })).status).toBe(201)
  })

  it(`holds at most ${MAX_ACTIVE_EMAILS} addresses, deleted ones aside, even when additions come at once`, async () => {
    const m = await member('collector')
    const address = (i: number) => `collect-${i}-${m.user!.id}@spinroom.test`
    const listed = async () => (await s.request('GET', `${U}/users/emails`, { token: m.token })).body.length
    for (let i = 1; i < MAX_ACTIVE_EMAILS - 1; i++)
      expect((await add(m.token, { email: address(i), type: 'work' })).status).toBe(201)
    const racing = await Promise.all([0, 1, 2].map((i) => add(m.token, { email: address(100 + i), type: 'work' })))
    expect(racing.map((res) => res.status).sort()).toEqual([201, 403, 403])
    const full = `An account holds at most ${MAX_ACTIVE_EMAILS} e-mail addresses: delete one to add another`
    expect(racing.find((res) => res.status === 403)!.body.message).toBe(full)
    expect(await listed()).toBe(MAX_ACTIVE_EMAILS)
    expect(await s.knex('outbox').whereLike('to', 'collect-10_-%').count('* as n').first()).toEqual({ n: 1 })

    const [, first] = (await s.request('GET', `${U}/users/emails`, { token: m.token })).body
    expect((await s.request('DELETE', `${U}/users/emails/${first.id}`, { token: m.token })).status).toBe(200)
    expect((await add(m.token, { email: address(200), type: 'personal' })).status).toBe(201)
    expect((await add(m.token, { email: address(201), type: 'personal' })).body.message).toBe(full)
  })
})

describe('codes mailed to one address', () => {
  const add = (token: string, email: string) =>
    s.request('POST', `${U}/users/emails`, { token, body: { email, type: 'work' } })
  const remove = (token: string, id: string) => s.request('DELETE', `${U}/users/emails/${id}`, { token })
  const mailed = async (to: string) => (await s.knex('outbox').where({ to })).length
  const TOO_MANY = new RegExp(
    `^Too many codes mailed to this address: at most ${EMAIL_CODES_PER_ADDRESS_PER_HOUR} every 3600 s\\. Try again in \\d+ s\\.$`
  )

  it(`mails one address at most ${EMAIL_CODES_PER_ADDRESS_PER_HOUR} codes an hour, whoever adds it, and a refusal writes nothing`, async () => {
    const [a, b] = [await member('bomber-a'), await member('bomber-b')]
    const victim = `victim-${Date.now()}@spinroom.test`
    for (let i = 0; i < EMAIL_CODES_PER_ADDRESS_PER_HOUR; i++) {
      const who = i % 2 ? b : a
      const added = await add(who.token, victim)
      expect(added.status).toBe(201)
      expect((await remove(who.token, added.body.id)).status).toBe(200)
    }
    expect(await mailed(victim)).toBe(EMAIL_CODES_PER_ADDRESS_PER_HOUR)
    const rows = await s.knex('user_emails').where({ email: victim }).count('* as n').first()

    const refused = await add(a.token, victim)
    expect(refused).toMatchObject({ status: 429, body: { message: expect.stringMatching(TOO_MANY) } })
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.data.retryAfter))
    expect(await s.knex('user_emails').where({ email: victim }).count('* as n').first()).toEqual(rows)
    expect(await mailed(victim)).toBe(EMAIL_CODES_PER_ADDRESS_PER_HOUR)
    // Other addresses are counted apart, and refusals for other reasons (409 here) spend nothing.
    expect((await add(a.token, `other-${victim}`)).status).toBe(201)
    expect((await add(b.token, a.email)).status).toBe(409)
  })

  it('counts resent codes too, and gives back a resend refused as too soon', async () => {
    const m = await member('resends')
    const address = `resent-${Date.now()}@spinroom.test`
    const added = await add(m.token, address)
    const resend = () =>
      s.request('POST', `${U}/users/emails/verification-email`, { token: m.token, body: { emailId: added.body.id } })
    const rewind = () =>
      s
        .knex('user_emails')
        .where({ id: added.body.id })
        .update({ lastSentAt: new Date(Date.now() - 61_000) })
    for (let i = 1; i < EMAIL_CODES_PER_ADDRESS_PER_HOUR; i++) {
      expect((await resend()).status).toBe(403)
      await rewind()
      expect((await resend()).status).toBe(200)
    }
    await rewind()
    expect(await resend()).toMatchObject({ status: 429, body: { message: expect.stringMatching(TOO_MANY) } })
    expect(await mailed(address)).toBe(EMAIL_CODES_PER_ADDRESS_PER_HOUR)
  })
})

describe('GET /admin/outbox', () => {
  it('lists sent mail for administrators, in both list dialects', async () => {
    const admin = await s.signIn(['user', 'admin'], 'postmaster')
    const m = await member('recipient')
    const res = await s.request('GET', `${U}/admin/outbox?filter=to||$eq||${encodeURIComponent(m.email)}`, {
      token: admin.accessToken
    })
    expect(res).toMatchObject({
      status: 200,
      body: { total: 1, data: [{ channel: 'email', to: m.email, subject: 'Your spinroom verification code' }] }
    })
    const simple = await s.request('GET', `${U}/admin/outbox?range=[0,0]`, { token: admin.accessToken })
    expect(simple.body).toHaveLength(1)
    expect(simple.headers.get('content-range')).toMatch(/^outbox 0-0\/\d+$/)
  })
})

describe('socket.io', () => {
  it('verifies an address as a service call', async () => {
    const m = await member('socket')
    const socket = io(s.url, { transports: ['websocket'], forceNew: true })
    sockets.push(socket)
    const app = feathers()
      .configure(socketio(socket))
      .configure(authentication({ path: 'api/user-service/authentication' }))
    await app.authenticate({ strategy: 'jwt', accessToken: m.token })
    const verifyService = app.service('api/user-service/users/emails/verify')
    await expect(verifyService.create({ emailId: m.primary.id, code: wrong(m.code) })).rejects.toMatchObject({
      code: 403,
      message: 'Email verification failed, incorrect code'
    })
    expect(await verifyService.create({ emailId: m.primary.id, code: m.code })).toMatchObject({ status: 'VERIFIED' })
  })
})
