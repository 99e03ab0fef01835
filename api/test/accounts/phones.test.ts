import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { getExampleNumber, parsePhoneNumberWithError } from 'libphonenumber-js/max'
import examples from 'libphonenumber-js/examples.mobile.json'
import { startServer, type TestServer } from '../helpers/server.ts'
import { fraudConstants } from '@spinroom/schemas'

const U = '/api/user-service'
const INVALID = 'Phone number is invalid. Only real, non-VoIP mobile numbers are allowed.'
let s: TestServer
let admin: string
let user: string
const sockets: Socket[] = []

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'], 'phoneadmin')).accessToken
  user = (await s.signIn(['user'], 'phoneuser')).accessToken
})
afterAll(async () => {
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  await s.close()
})

// Example numbers of each kind, checked against libphonenumber itself so the tests say what they mean.
const EXAMPLE_MOBILE = getExampleNumber('GB', examples)!.number as string
const VOIP = '+445612345678'
const INVALID_NUMBER = '+441234'
let next = 100
/** A fresh, valid UK mobile number for each test. */
const mobile = () => `+4474001${String(next++).padStart(5, '0')}`
const path = (phone: string) => encodeURIComponent(phone)
const codeOf = async (phone: string) => {
  const row = await s.knex('outbox').where({ to: phone, channel: 'sms' }).orderBy('createdAt', 'desc').first()
  return /\b(\d{6})\b/.exec(row.body)![1]
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const sendCode = (phone: string, channel?: string) =>
  s.request('POST', `${U}/mobile-auth/send-code`, { body: { phone, ...(channel ? { channel } : {}) } })
const verifyCode = (phone: string, code: string) =>
  s.request('POST', `${U}/mobile-auth/verify-code`, { body: { phone, code } })

describe('example numbers', () => {
  it('are of the kinds the tests use them for', () => {
    expect(parsePhoneNumberWithError(EXAMPLE_MOBILE).getType()).toBe('MOBILE')
    expect(parsePhoneNumberWithError(VOIP).getType()).toBe('VOIP')
    expect(parsePhoneNumberWithError(INVALID_NUMBER).isValid()).toBe(false)
    expect(() => parsePhoneNumberWithError('not a number')).toThrow()
    expect(parsePhoneNumberWithError(mobile()).getType()).toBe('MOBILE')
  })
})

describe('access', () => {
  const guarded: [string, string][] = [
    ['GET', '/phone-validation/validate/%2B447400123456'],
    ['GET', '/phone-validation/recents'],
    ['DELETE', '/phone-validation/recents'],
    ['GET', '/phone-validation/fraudConstants'],
    ['POST', '/mobile-auth/whitelist'],
    ['DELETE', '/mobile-auth/whitelist/%2B447400123456'],
    ['GET', '/admin/phoneNumbers'],
    ['POST', '/admin/phoneNumbers'],
    ['GET', '/admin/phoneNumbers/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/admin/phoneNumbers/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/v1/identity-verifications/request'],
    ['POST', '/api/v1/identity-verifications/verify'],
    ['POST', '/api/v1/user-identities'],
    ['GET', '/api/v1/user-identities'],
    ['DELETE', '/api/v1/user-identities/00000000-0000-4000-8000-000000000000']
  ]
  const adminOnly = guarded.filter(([, p]) => /recents|fraudConstants|whitelist|phoneNumbers/.test(p))

  it('answers anonymous calls with 401, plain users on admin endpoints with 403', async () => {
    for (const [method, p] of guarded)
      expect((await s.request(method, U + p, { body: method === 'POST' ? {} : undefined })).status, p).toBe(401)
    for (const [method, p] of adminOnly)
      expect(
        (await s.request(method, U + p, { token: user, body: method === 'POST' ? {} : undefined })).status,
        p
      ).toBe(403)
  })

  it('answers a guest on the user-identities endpoints with 403', async () => {
    const guest = (await s.request('GET', `${U}/auth/guest`)).body.accessToken
    expect((await s.request('POST', `${U}/api/v1/user-identities`, { token: guest, body: {} })).status).toBe(403)
  })
})

describe('GET /phone-validation/validate/{phone}', () => {
  it('classifies VALID, VOIP, INVALID and VALIDATION_ERROR and records each', async () => {
    await s.request('DELETE', `${U}/phone-validation/recents`, { token: admin })
    const cases: [string, object][] = [
      [EXAMPLE_MOBILE, { status: 'VALID', type: 'MOBILE', country: 'GB', phone: EXAMPLE_MOBILE }],
      ['+1 415 555 2671', { status: 'VALID', type: 'FIXED_LINE_OR_MOBILE', country: 'US', phone: '+14155552671' }],
      [VOIP, { status: 'VOIP', type: 'VOIP', phone: VOIP }],
      ['+442079460000', { status: 'INVALID', type: 'FIXED_LINE' }],
      [INVALID_NUMBER, { status: 'INVALID', type: null }],
      ['not a number', { status: 'VALIDATION_ERROR', type: null, country: null, phone: 'not a number' }]
    ]
    for (const [phone, expected] of cases) {
      const res = await s.request('GET', `${U}/phone-validation/validate/${path(phone)}`, { token: user })
      expect(res, phone).toMatchObject({ status: 200, body: expected })
    }
    const recents = await s.request('GET', `${U}/phone-validation/recents?sort=createdAt,ASC`, { token: admin })
    expect(recents.body.total).toBe(cases.length)
    expect(recents.body.data.map((v: any) => v.status)).toEqual([
      'VALID',
      'VALID',
      'VOIP',
      'INVALID',
      'INVALID',
      'VALIDATION_ERROR'
    ])
    expect(recents.body.data[0].callerUuid).toBeTruthy()
  })

  it('lists in the simple-rest dialect and clears with a count', async () => {
    await s.request('GET', `${U}/phone-validation/validate/${path(EXAMPLE_MOBILE)}`, { token: user })
    const simple = await s.request('GET', `${U}/phone-validation/recents?range=[0,0]`, { token: admin })
    expect(simple.body).toHaveLength(1)
    expect(simple.headers.get('content-range')).toMatch(/^phone-validations 0-0\/\d+$/)
    const total = Number(simple.headers.get('content-range')!.split('/')[1])
    expect(await s.request('DELETE', `${U}/phone-validation/recents`, { token: admin })).toMatchObject({
      status: 200,
      body: { deleted: total }
    })
    expect((await s.request('GET', `${U}/phone-validation/recents`, { token: admin })).body.total).toBe(0)
  })
})

describe('GET /phone-validation/fraudConstants', () => {
  it('shows the thresholds the limits use', async () => {
    const res = await s.request('GET', `${U}/phone-validation/fraudConstants`, { token: admin })
    expect(res).toMatchObject({
      status: 200,
      body: { ...fraudConstants, codesPerNumberPerHour: 5, codeTtlMinutes: 10, maxAttemptsPerCode: 5 }
    })
    expect(res.body.blockedStatuses).toEqual(expect.arrayContaining(['VOIP', 'INVALID']))
  })
})

describe('POST /mobile-auth/send-code and /verify-code', () => {
  it('names a missing or malformed field with 400', async () => {
    expect((await s.request('POST', `${U}/mobile-auth/send-code`, { body: {} })).body.message).toContain("'phone'")
    const channel = await sendCode(mobile(), 'pigeon')
    expect(channel.status).toBe(400)
    expect(channel.body.message).toContain("'channel'")
    const code = await s.request('POST', `${U}/mobile-auth/verify-code`, { body: { phone: mobile(), code: '12' } })
    expect(code.status).toBe(400)
    expect(code.body.message).toContain("'code'")
  })

  it('refuses VoIP, invalid and unparseable numbers with the seed message and sends nothing', async () => {
    for (const phone of [VOIP, INVALID_NUMBER, 'not a number']) {
      expect(await sendCode(phone), phone).toMatchObject({ status: 400, body: { message: INVALID } })
    }
    expect(Number((await s.knex('outbox').whereIn('to', [VOIP, INVALID_NUMBER]).count({ n: '*' }).first())!.n)).toBe(0)
    expect(Number((await s.knex('phone_codes').where('phone', VOIP).count({ n: '*' }).first())!.n)).toBe(0)
  })

  it('signs in with a single-use code, creating the account the first time and finding it after', async () => {
    const phone = mobile()
    const sent = await sendCode(phone)
    expect(sent).toMatchObject({ status: 200, body: { phone, channel: 'sms' } })
    expect(new Date(sent.body.expiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000)
    const code = await codeOf(phone)
    expect(code).toMatch(/^\d{6}$/)
    expect(await verifyCode(phone, wrong(code))).toMatchObject({ status: 401, body: { message: 'Incorrect code' } })
    const first = await verifyCode(phone, code)
    expect(first).toMatchObject({ status: 200, body: { type: 'user', created: true, user: { email: null } } })
    expect(await verifyCode(phone, code)).toMatchObject({ status: 401, body: { message: 'Incorrect code' } })
    const session = await s.request('GET', `${U}/auth/session`, { token: first.body.accessToken })
    expect(session.body).toMatchObject({ isLoggedIn: true, userUuid: first.body.user.id })

    await sendCode(phone.replace(/^\+44/, '+44 '))
    const again = await verifyCode(phone, await codeOf(phone))
    expect(again).toMatchObject({ status: 200, body: { created: false, user: { id: first.body.user.id } } })
    const identities = await s.request('GET', `${U}/api/v1/user-identities`, { token: again.body.accessToken })
    expect(identities.body).toMatchObject({ total: 1, data: [{ phone, channel: 'sms', userUuid: first.body.user.id }] })
  })

  it('sends by WhatsApp through the same outbox, and a new code retires the previous one', async () => {
    const phone = mobile()
    await sendCode(phone, 'whatsapp')
    const old = await codeOf(phone)
    expect(await s.knex('outbox').where({ to: phone }).first()).toMatchObject({ channel: 'sms', subject: 'WhatsApp' })
    await sendCode(phone)
    const fresh = await codeOf(phone)
    if (old !== fresh) expect((await verifyCode(phone, old)).status).toBe(401)
    expect((await verifyCode(phone, fresh)).status).toBe(200)
  })

  it('refuses an expired code', async () => {
    const phone = mobile()
    await sendCode(phone)
    await s
      .knex('phone_codes')
      .where({ phone })
      .update({ codeExpiresAt: new Date(Date.now() - 1000) })
    expect(await verifyCode(phone, await codeOf(phone))).toMatchObject({
      status: 401,
      body: { message: 'Incorrect code' }
    })
  })

  it('burns a code at the last allowed wrong attempt', async () => {
    const phone = mobile()
    await sendCode(phone)
    const code = await codeOf(phone)
    for (let i = 0; i < fraudConstants.maxAttemptsPerCode; i++)
      expect((await verifyCode(phone, wrong(code))).status).toBe(401)
    expect((await verifyCode(phone, code)).status).toBe(401)
  })

  it('limits codes per number per hour with 429', async () => {
    const phone = mobile()
    for (let i = 0; i < fraudConstants.codesPerNumberPerHour; i++) expect((await sendCode(phone)).status).toBe(200)
    const refused = await sendCode(phone)
    expect(refused.status).toBe(429)
    expect(refused.body.message).toMatch(
      /^Too many codes sent to this number: at most 5 every 3600 s\. Try again in \d+ s\.$/
    )
    expect(refused.headers.get('retry-after')).toBe(String(refused.body.data.retryAfter))
    expect((await s.knex('outbox').where({ to: phone })).length).toBe(fraudConstants.codesPerNumberPerHour)
    expect((await sendCode(mobile())).status).toBe(200)
  })
})

describe('phone whitelist', () => {
  it('lets a whitelisted VoIP number receive codes and sign in, until it is removed', async () => {
    const created = await s.request('POST', `${U}/mobile-auth/whitelist`, {
      token: admin,
      body: { phone: '+44 56 1234 5678', note: 'QA line' }
    })
    expect(created).toMatchObject({ status: 201, body: { phone: VOIP, note: 'QA line' } })
    expect(
      await s.request('POST', `${U}/mobile-auth/whitelist`, { token: admin, body: { phone: VOIP } })
    ).toMatchObject({ status: 409, body: { message: 'This phone number is already whitelisted' } })
    expect((await sendCode(VOIP)).status).toBe(200)
    expect(await verifyCode(VOIP, await codeOf(VOIP))).toMatchObject({ status: 200, body: { created: true } })
    expect(await s.request('DELETE', `${U}/mobile-auth/whitelist/${path(VOIP)}`, { token: admin })).toMatchObject({
      status: 200,
      body: { id: created.body.id }
    })
    expect((await s.request('DELETE', `${U}/mobile-auth/whitelist/${path(VOIP)}`, { token: admin })).status).toBe(404)
    expect(await sendCode(VOIP)).toMatchObject({ status: 400, body: { message: INVALID } })
  })

  it('is the same data under /admin/phoneNumbers', async () => {
    const bad = await s.request('POST', `${U}/admin/phoneNumbers`, { token: admin, body: { phone: 'nope' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'phone'")
    expect((await s.request('POST', `${U}/admin/phoneNumbers`, { token: admin, body: {} })).body.message).toContain(
      "'phone'"
    )
    const entry = (
      await s.request('POST', `${U}/admin/phoneNumbers`, { token: admin, body: { phone: INVALID_NUMBER } })
    ).body
    const list = await s.request('GET', `${U}/admin/phoneNumbers?filter=phone||$eq||${path(INVALID_NUMBER)}`, {
      token: admin
    })
    expect(list.body).toMatchObject({ total: 1, data: [{ id: entry.id, phone: INVALID_NUMBER, note: null }] })
    expect(await s.request('GET', `${U}/admin/phoneNumbers/${entry.id}`, { token: admin })).toMatchObject({
      status: 200,
      body: { phone: INVALID_NUMBER }
    })
    expect((await s.request('POST', `${U}/mobile-auth/send-code`, { body: { phone: INVALID_NUMBER } })).status).toBe(
      200
    )
    expect((await s.request('DELETE', `${U}/admin/phoneNumbers/${entry.id}`, { token: admin })).status).toBe(200)
    expect((await s.request('GET', `${U}/admin/phoneNumbers/${entry.id}`, { token: admin })).status).toBe(404)
    expect((await s.request('GET', `${U}/admin/phoneNumbers/not-a-uuid`, { token: admin })).status).toBe(400)
  })
})

describe('identity verification and stored identities', () => {
  const request = (token: string, phone: string) =>
    s.request('POST', `${U}/api/v1/identity-verifications/request`, { token, body: { phone, channel: 'sms' } })
  const verify = (token: string, phone: string, code: string) =>
    s.request('POST', `${U}/api/v1/identity-verifications/verify`, { token, body: { phone, code } })
  const store = (token: string, phone: string, verificationId: string) =>
    s.request('POST', `${U}/api/v1/user-identities`, { token, body: { phone, verificationId } })

  async function verified(token: string, phone: string) {
    expect((await request(token, phone)).status).toBe(200)
    const res = await verify(token, phone, await codeOf(phone))
    expect(res).toMatchObject({ status: 200, body: { phone, verified: true } })
    return res.body.verificationId as string
  }

  it('applies the acceptance rule and names fields', async () => {
    const me = (await s.signIn(['user'], 'idrules')).accessToken
    expect(await request(me, VOIP)).toMatchObject({ status: 400, body: { message: INVALID } })
    const noChannel = await s.request('POST', `${U}/api/v1/identity-verifications/request`, {
      token: me,
      body: { phone: mobile() }
    })
    expect(noChannel.body.message).toContain("'channel'")
    const noId = await s.request('POST', `${U}/api/v1/user-identities`, { token: me, body: { phone: mobile() } })
    expect(noId.body.message).toContain("'verificationId'")
  })

  it('proves possession, stores the identity once, keeps a number to one user, and signs in by it', async () => {
    const alice = await s.signIn(['user'], 'alice')
    const bob = await s.signIn(['user'], 'bob')
    const phone = mobile()
    await request(alice.accessToken, phone)
    const code = await codeOf(phone)
    expect(await verify(alice.accessToken, phone, wrong(code))).toMatchObject({
      status: 403,
      body: { message: 'Phone verification failed, incorrect code' }
    })
    expect((await verify(bob.accessToken, phone, code)).status).toBe(403)
    const verificationId = (await verify(alice.accessToken, phone, code)).body.verificationId
    expect((await store(bob.accessToken, phone, verificationId)).status).toBe(403)
    const stored = await store(alice.accessToken, phone, verificationId)
    expect(stored).toMatchObject({ status: 201, body: { userUuid: alice.user!.id, channel: 'sms', phone } })
    expect((await store(alice.accessToken, phone, verificationId)).status).toBe(409)

    const bobs = await verified(bob.accessToken, phone)
    expect(await store(bob.accessToken, phone, bobs)).toMatchObject({
      status: 409,
      body: { message: 'This phone number belongs to another account' }
    })

    await sendCode(phone)
    expect(await verifyCode(phone, await codeOf(phone))).toMatchObject({
      status: 200,
      body: { created: false, user: { id: alice.user!.id } }
    })

    const own = await s.request('GET', `${U}/api/v1/user-identities?channel=sms&limit=10`, { token: alice.accessToken })
    expect(own.body).toMatchObject({ total: 1, limit: 10, data: [{ id: stored.body.id }] })
    expect((await s.request('GET', `${U}/api/v1/user-identities`, { token: bob.accessToken })).body.total).toBe(0)
    expect(
      (await s.request('GET', `${U}/api/v1/user-identities?userUuid=${alice.user!.id}`, { token: bob.accessToken }))
        .status
    ).toBe(403)
    expect(
      (await s.request('GET', `${U}/api/v1/user-identities?userUuid=${alice.user!.id}`, { token: admin })).body.total
    ).toBe(1)
    expect(
      (await s.request('GET', `${U}/api/v1/user-identities?id=${stored.body.id}`, { token: admin })).body.total
    ).toBe(1)

    expect(
      (await s.request('DELETE', `${U}/api/v1/user-identities/${stored.body.id}`, { token: bob.accessToken })).status
    ).toBe(403)
    expect(
      await s.request('DELETE', `${U}/api/v1/user-identities/${stored.body.id}`, { token: alice.accessToken })
    ).toMatchObject({ status: 200, body: { id: stored.body.id } })
    expect(
      (await s.request('DELETE', `${U}/api/v1/user-identities/${stored.body.id}`, { token: alice.accessToken })).status
    ).toBe(404)
  })

  it('refuses a verification older than the window', async () => {
    const me = (await s.signIn(['user'], 'slow')).accessToken
    const phone = mobile()
    const id = await verified(me, phone)
    await s
      .knex('phone_codes')
      .where({ id })
      .update({ verifiedAt: new Date(Date.now() - (fraudConstants.identityVerificationTtlMinutes + 1) * 60_000) })
    expect((await store(me, phone, id)).status).toBe(403)
  })

  it('lets a guest verify a number', async () => {
    const guest = (await s.request('GET', `${U}/auth/guest`)).body.accessToken
    await verified(guest, mobile())
  })
})

describe('socket.io', () => {
  it('validates a number as a service call', async () => {
    const socket = io(s.url, { transports: ['websocket'], forceNew: true })
    sockets.push(socket)
    const client = feathers()
      .configure(socketio(socket))
      .configure(authentication({ path: 'api/user-service/authentication' }))
    await client.authenticate({ strategy: 'jwt', accessToken: user })
    expect(await client.service('api/user-service/phone-validation/validate').get(VOIP)).toMatchObject({
      status: 'VOIP',
      phone: VOIP
    })
    await expect(client.service('api/user-service/phone-validation/fraudConstants').find()).rejects.toMatchObject({
      code: 403
    })
  })
})

describe('the Twilio driver', () => {
  let twilio: TestServer
  let partial: TestServer
  const received: { url: string; auth: string; form: Record<string, string> }[] = []
  const fake: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(raw))
      received.push({ url: req.url!, auth: req.headers.authorization ?? '', form })
      if (form.To === '+447400199999')
        return res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid.", status: 400 }))
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid: 'SM123', status: 'queued', to: form.To, from: form.From, body: form.Body }))
    })
  })
  const SID = 'AC00000000000000000000000000000001'

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`
    twilio = await startServer({
      config: {
        providers: {
          TWILIO_ACCOUNT_SID: SID,
          TWILIO_AUTH_TOKEN: 'secret',
          TWILIO_FROM: '+15005550006',
          TWILIO_BASE_URL: base
        }
      }
    })
    partial = await startServer({ config: { providers: { TWILIO_ACCOUNT_SID: SID } } })
  })
  afterAll(async () => {
    await twilio.close()
    await partial.close()
    fake.close()
  })

  it('posts the code to the Messages API, WhatsApp prefixed, and nothing to the outbox', async () => {
    const phone = '+447400188888'
    expect((await twilio.request('POST', `${U}/mobile-auth/send-code`, { body: { phone } })).status).toBe(200)
    expect(
      (await twilio.request('POST', `${U}/mobile-auth/send-code`, { body: { phone, channel: 'whatsapp' } })).status
    ).toBe(200)
    const [sms, whatsapp] = received.slice(-2)
    expect(sms.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`)
    expect(sms.auth).toBe(`Basic ${Buffer.from(`${SID}:secret`).toString('base64')}`)
    expect(sms.form).toMatchObject({ To: phone, From: '+15005550006' })
    expect(whatsapp.form).toMatchObject({ To: `whatsapp:${phone}`, From: 'whatsapp:+15005550006' })
    const code = /\b(\d{6})\b/.exec(whatsapp.form.Body)![1]
    expect((await twilio.request('POST', `${U}/mobile-auth/verify-code`, { body: { phone, code } })).status).toBe(200)
    expect(await twilio.knex('outbox').where({ to: phone })).toHaveLength(0)
  })

  it('answers 502 naming Twilio when it refuses, and counts nothing', async () => {
    const res = await twilio.request('POST', `${U}/mobile-auth/send-code`, { body: { phone: '+447400199999' } })
    expect(res).toMatchObject({
      status: 502,
      body: { message: "Twilio refused to send the code (400: The 'To' number is not valid.)" }
    })
    expect(await twilio.knex('phone_codes').where({ phone: '+447400199999' })).toHaveLength(0)
  })

  it('answers 503 naming the missing settings when partly configured', async () => {
    const res = await partial.request('POST', `${U}/mobile-auth/send-code`, { body: { phone: mobile() } })
    expect(res).toMatchObject({
      status: 503,
      body: { message: 'Twilio is not configured: set TWILIO_AUTH_TOKEN and TWILIO_FROM' }
    })
  })
})
