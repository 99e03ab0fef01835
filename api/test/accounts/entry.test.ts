import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'

const U = '/api/user-service'
let s: TestServer
let admin: string

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
})
afterAll(() => s.close())

const batch = async (count: number) =>
  (await s.request('POST', `${U}/vouchers`, { token: admin, body: { count, note: 'launch party' } })).body as any[]

describe('vouchers', () => {
  it('creates a batch of PENDING codes, lists them by status, and refuses bad batches', async () => {
    const codes = await batch(3)
    expect(codes).toHaveLength(3)
    expect(codes[0]).toMatchObject({
      status: 'PENDING',
      note: 'launch party',
      code: expect.stringMatching(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/)
    })
    const listed = await s.request('GET', `${U}/vouchers?filter=status||$eq||PENDING&limit=2`, { token: admin })
    expect(listed.body).toMatchObject({ count: 2, pageCount: expect.any(Number) })
    for (const count of [0, 501, 'many']) {
      const res = await s.request('POST', `${U}/vouchers`, { token: admin, body: { count } })
      expect(res.status).toBe(400)
      expect(res.body.message).toContain("'count'")
    }
  })

  it('redeems a code once, even under concurrent requests', async () => {
    const [voucher] = await batch(1)
    const users = await Promise.all(Array.from({ length: 8 }, () => s.signIn()))
    const results = await Promise.all(
      users.map((u) =>
        s.request('PATCH', `${U}/vouchers/redeem`, { token: u.accessToken, body: { code: voucher.code.toLowerCase() } })
      )
    )
    const ok = results.filter((r) => r.status === 200)
    expect(ok).toHaveLength(1)
    expect(
      results.filter((r) => r.status === 409).every((r) => r.body.message === 'This voucher has already been redeemed')
    ).toBe(true)
    const row = await s.knex('vouchers').where('id', voucher.id).first()
    expect(row).toMatchObject({ status: 'REDEEMED', redeemedBy: ok[0].body.redeemedBy })
  })

  it('revokes (DELETE) a pending code, which then cannot be redeemed; a redeemed code cannot be revoked', async () => {
    const [a, b] = await batch(2)
    const revoked = await s.request('DELETE', `${U}/vouchers/${a.id}`, { token: admin })
    expect(revoked.body).toMatchObject({ status: 'REVOKED', revokedAt: expect.any(String) })
    const user = await s.signIn()
    const refused = await s.request('PATCH', `${U}/vouchers/redeem`, {
      token: user.accessToken,
      body: { code: a.code }
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('This voucher has been revoked')
    await s.request('PATCH', `${U}/vouchers/redeem`, { token: user.accessToken, body: { code: b.code } })
    expect((await s.request('DELETE', `${U}/vouchers/${b.id}`, { token: admin })).status).toBe(409)
    expect(
      (await s.request('PATCH', `${U}/vouchers/redeem`, { token: user.accessToken, body: { code: 'NOPE0-NOPE0' } }))
        .status
    ).toBe(404)
  })

  it('signs up with a voucher, with the seed messages, and gives the code back when the account cannot be created', async () => {
    const [v1, v2] = await batch(2)
    const missing = await s.request('POST', `${U}/users/voucher-sign-up`, {
      body: { email: 'v@spinroom.test', password: 'voucher pass 1' }
    })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Email, password, or voucher code is missing in request')
    const res = await s.request('POST', `${U}/users/voucher-sign-up`, {
      body: { email: 'invited@spinroom.test', password: 'voucher pass 1', voucherCode: v1.code }
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ type: 'user', user: { email: 'invited@spinroom.test' } })
    expect(await s.knex('vouchers').where('id', v1.id).first()).toMatchObject({
      status: 'REDEEMED',
      redeemedBy: res.body.user.id
    })
    const taken = await s.request('POST', `${U}/users/voucher-sign-up`, {
      body: { email: 'invited@spinroom.test', password: 'voucher pass 2', voucherCode: v2.code }
    })
    expect(taken.status).toBe(403)
    expect(taken.body.message).toBe('This email is already registered')
    const nickTaken = await s.request('POST', `${U}/users/voucher-sign-up`, {
      body: {
        email: 'other@spinroom.test',
        password: 'voucher pass 3',
        voucherCode: v2.code,
        nickname: res.body.user.nickname
      }
    })
    expect(nickTaken.status).toBe(409)
    expect(await s.knex('vouchers').where('id', v2.id).first()).toMatchObject({ status: 'PENDING', redeemedAt: null })
  })
})

describe('bots', () => {
  it('lets a user register a bot that gets bot tokens, which user endpoints refuse', async () => {
    const owner = await s.signIn()
    const res = await s.request('POST', `${U}/users/sign-up-bot`, {
      token: owner.accessToken,
      body: { nickname: 'spinbot' }
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ type: 'bot', user: { nickname: 'spinbot', roles: ['bot'] } })
    const fresh = await s.request('GET', `${U}/users/bot-token`, { token: res.body.accessToken })
    expect(fresh.status).toBe(200)
    expect(fresh.body.type).toBe('bot')
    const session = await s.request('GET', `${U}/auth/session`, { token: fresh.body.accessToken })
    expect(session.body).toMatchObject({ type: 'bot', isLoggedIn: false, userUuid: res.body.user.id })
    expect((await s.request('GET', `${U}/users/bot-token`, { token: owner.accessToken })).status).toBe(403)
    expect((await s.request('GET', `${U}/users/profile`, { token: fresh.body.accessToken })).status).toBe(403)
    const dup = await s.request('POST', `${U}/users/sign-up-bot`, {
      token: owner.accessToken,
      body: { nickname: 'spinbot' }
    })
    expect(dup.status).toBe(409)
    const bad = await s.request('POST', `${U}/users/sign-up-bot`, {
      token: owner.accessToken,
      body: { nickname: 'no spaces' }
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'nickname'")
  })
})

describe('magic links', () => {
  it('carries a user session once, and not after use or expiry', async () => {
    const user = await s.signIn()
    const link = await s.request('GET', `${U}/auth/magic-link`, { token: user.accessToken })
    expect(link.status).toBe(200)
    const used = await s.request('POST', `${U}/auth/validate-magic-link`, { body: { token: link.body.token } })
    expect(used.status).toBe(200)
    expect(used.body).toMatchObject({ type: 'user', user: { id: user.user!.id } })
    expect((await s.request('GET', `${U}/auth/session`, { token: used.body.accessToken })).body.userUuid).toBe(
      user.user!.id
    )
    const again = await s.request('POST', `${U}/auth/validate-magic-link`, { body: { token: link.body.token } })
    expect(again.status).toBe(401)
    expect(again.body.message).toBe('Invalid or expired magic link')

    const late = await s.request('GET', `${U}/auth/magic-link`, { token: user.accessToken })
    await s
      .knex('magic_links')
      .whereNull('usedAt')
      .update({ expiresAt: new Date(Date.now() - 1000) })
    expect(
      (await s.request('POST', `${U}/auth/validate-magic-link`, { body: { token: late.body.token } })).status
    ).toBe(401)
  })

  it('carries a guest session as the same guest', async () => {
    const guest = (await s.request('GET', `${U}/auth/guest`)).body
    const link = await s.request('GET', `${U}/auth/magic-link`, { token: guest.accessToken })
    const res = await s.request('POST', `${U}/auth/validate-magic-link`, { body: { token: link.body.token } })
    expect(res.body).toMatchObject({ type: 'guest', guest: { uuid: guest.guest.uuid, nickname: guest.guest.nickname } })
  })

  it('mails a sign-in link to an account by its address, answering the same for unknown addresses', async () => {
    const user = await s.signIn()
    const sent = 'If an account uses this address, a sign-in link has been sent to it'
    const mailed = async () => {
      for (let i = 0; i < 50; i++) {
        const rows = await s.knex('outbox').where({ to: user.user!.email, subject: 'Your spinroom sign-in link' })
        if (rows.length) return rows as { subject: string; body: string }[]
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return []
    }
    const res = await s.request('POST', `${U}/auth/magic-link/email`, {
      body: { email: user.user!.email!.toUpperCase() }
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ message: sent })
    await mailed()
    // Within the resend interval, while the first link is unused, a second request mails nothing more.
    await s.request('POST', `${U}/auth/magic-link/email`, { body: { email: user.user!.email } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mailed()).toHaveLength(1)

    const [mail] = await mailed()
    const token = /\/magic-link\/([A-Za-z0-9_-]+)/.exec(mail.body)![1]
    const used = await s.request('POST', `${U}/auth/validate-magic-link`, { body: { token } })
    expect(used.body).toMatchObject({ type: 'user', user: { id: user.user!.id } })

    const unknown = await s.request('POST', `${U}/auth/magic-link/email`, { body: { email: 'nobody@example.test' } })
    expect(unknown.body).toEqual({ message: sent })
    const bad = await s.request('POST', `${U}/auth/magic-link/email`, { body: { email: 'not-an-address' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('email')
  })
})
