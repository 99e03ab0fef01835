import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSocketClient } from '@spinroom/client'
import { rateLimitSettings } from '../../src/lib/rate-limit-settings.ts'
import { createUser } from '../../src/services/accounts/users/entity.ts'
import { startServer, type Reply, type TestServer, serviceKey } from '../helpers/server.ts'
import { M, consumable, fundedUser } from '../helpers/tokens.ts'
import { eventually, sleep } from '../helpers/wait.ts'
import { insertRoom } from '../rooms/helpers.ts'

const U = '/api/user-service'
let s: TestServer

beforeAll(async () => {
  s = await startServer({
    config: {
      rateLimits: rateLimitSettings({
        RATE_LIMIT_LOGIN_EMAIL: '2/60s',
        RATE_LIMIT_SIGN_UP: '2/60s',
        RATE_LIMIT_CODES: '3/60s',
        RATE_LIMIT_FREE_CONSUMABLE: '2/60s',
        RATE_LIMIT_CRATE_EDIT: '4/60s'
      })
    }
  })
})
afterAll(() => s?.close())

/** A 429 as REST answers it: the limit's message, `data.retryAfter` and the same seconds in `Retry-After`. */
function expectTooMany(res: Reply, what: string) {
  expect(res.status).toBe(429)
  expect(res.body.message).toMatch(new RegExp(`^Too many ${what}: at most \\d+ every 60 s\\. Try again in \\d+ s\\.$`))
  expect(res.body.data.retryAfter).toBeGreaterThan(0)
  expect(res.body.data.retryAfter).toBeLessThanOrEqual(60)
  expect(res.headers.get('retry-after')).toBe(String(res.body.data.retryAfter))
}

async function account(name: string) {
  const email = `${name}-${randomUUID().slice(0, 8)}@spinroom.test`
  const password = 'limits-password-1'
  await createUser(s.app, { email, password, roles: ['user'] })
  return { email, password }
}

describe('rate limits on REST (and the socket.io login)', () => {
  it('limits password logins per e-mail address, over REST and socket.io alike', async () => {
    const { email, password } = await account('login')
    const login = () => s.request('POST', `${U}/auth/login`, { body: { email, password } })
    expect((await login()).status).toBe(200)
    const client = createSocketClient({ url: s.url, io: { transports: ['websocket'], forceNew: true } })
    try {
      await client.signIn(email.toUpperCase(), password)
      await expect(client.signIn(email, password)).rejects.toMatchObject({ code: 429, data: { limit: 'loginEmail' } })
    } finally {
      client.socket.close()
    }
    expectTooMany(await login(), 'logins to this account')
    // Another account is not held back.
    const other = await account('other')
    expect((await s.request('POST', `${U}/auth/login`, { body: other })).status).toBe(200)
  })

  it('limits sign-ups per address, creating no account for a refused one', async () => {
    const signUp = (email: string) =>
      s.request('POST', `${U}/users/sign-up`, { body: { email, password: 'correct horse battery' } })
    const emails = ['first', 'second', 'third'].map((n) => `${n}-${randomUUID().slice(0, 8)}@spinroom.test`)
    expect((await signUp(emails[0])).status).toBe(201)
    expect((await signUp(emails[1])).status).toBe(201)
    expectTooMany(await signUp(emails[2]), 'sign-ups from this address')
    expect(await s.knex('users').where({ email: emails[2] })).toHaveLength(0)
  })

  it('limits the calls that send or check codes per address, sending nothing for a refused one', async () => {
    const emails = await Promise.all([1, 2, 3, 4].map(async (n) => (await account(`codes${n}`)).email))
    const forgot = (email: string) => s.request('POST', `${U}/users/forgot-password`, { body: { email } })
    for (const email of emails.slice(0, 3)) expect((await forgot(email)).status).toBe(200)
    expectTooMany(await forgot(emails[3]), 'code requests')
    expectTooMany(
      await s.request('POST', `${U}/users/reset-password`, {
        body: { email: emails[0], code: '000000', newPassword: 'limits-password-2' }
      }),
      'code requests'
    )
    // The reset is issued after the answer.
    const users = await s.knex('users').whereIn('email', emails).select('id', 'email')
    const resets = () =>
      s.knex('password_resets').whereIn(
        'userUuid',
        users.map((u) => u.id)
      )
    expect(await eventually(resets, (rows) => rows.length >= 3)).toHaveLength(3)
    await sleep(300)
    const last = users.find((u) => u.email === emails[3])!.id
    expect((await resets()).map((reset) => reset.userUuid)).not.toContain(last)
  })

  it('limits free consumables per user and room, leaving paid ones alone', async () => {
    const admin = (await s.signIn(['user', 'admin'])).accessToken
    const service = await serviceKey(s, admin)
    const buyer = await fundedUser(s, service, 10, 'free-rider')
    const free = await consumable(s, admin, 0, 'Free wave')
    const paid = await consumable(s, admin, 1, 'Paid wave')
    const [room, otherRoom] = [randomUUID(), randomUUID()]
    for (const uuid of [room, otherRoom]) await insertRoom(s, { uuid })
    const buy = (roomUuid: string, item: { id: string; tokenCost: number }) =>
      s.request('POST', `${M}/api/v1/consumable-purchases`, {
        token: buyer.token,
        body: { roomUuid, consumableId: item.id, accountId: buyer.accountId, tokenCost: item.tokenCost }
      })
    expect((await buy(room, free)).status).toBe(201)
    expect((await buy(room, free)).status).toBe(201)
    expectTooMany(await buy(room, free), 'free consumables in this room')
    expect((await buy(otherRoom, free)).status).toBe(201)
    for (let i = 0; i < 3; i++) expect((await buy(room, paid)).status).toBe(201)
    expect(await s.knex('consumable_purchases').where({ roomUuid: room, consumableId: free.id })).toHaveLength(2)
  })

  it('limits crate changes per user, changing nothing for a refused one and leaving reads and others alone', async () => {
    const P = '/api/playlist-service'
    const [owner, other] = [await s.member(['user'], 'crate-flood'), await s.member(['user'], 'crate-calm')]
    const created = await s.request('POST', `${P}/crate`, { token: owner.token, body: { crateName: 'Flooded' } })
    expect(created.status).toBe(201)
    const crate = created.body.crateUuid
    const songs = ['One', 'Two'].map((trackName) => ({ trackName, artistName: 'Flood', duration: 100 }))
    const { added } = (await s.request('POST', `${P}/crate/${crate}/songs`, { token: owner.token, body: { songs } }))
      .body
    const move = () =>
      s.request('PUT', `${P}/crate/${crate}/songs/${added[1].crateSongUuid}/position`, {
        token: owner.token,
        body: { newPosition: 0 }
      })
    expect((await move()).status).toBe(200)
    const order = async () =>
      (await s.request('GET', `${P}/crate/${crate}/songs`, { token: owner.token })).body.data.map(
        (e: { trackName: string }) => e.trackName
      )
    expect(await order()).toEqual(['Two', 'One'])
    expect((await s.request('POST', `${P}/crate/${crate}/songs/shuffle`, { token: owner.token })).status).toBe(200)
    const refused = await s.request('DELETE', `${P}/crate/${crate}/songs/${added[0].crateSongUuid}`, {
      token: owner.token
    })
    expectTooMany(refused, 'crate changes')
    expect(await order()).toHaveLength(2)
    expectTooMany(
      await s.request('POST', `${P}/crate/special/likes/songs`, { token: owner.token, body: { songs } }),
      'crate changes'
    )
    expect((await s.request('POST', `${P}/crate`, { token: other.token, body: {} })).status).toBe(201)
  })
})
