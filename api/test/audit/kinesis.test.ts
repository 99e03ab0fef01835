import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { MAX_AUDIT_EVENTS_PER_MINUTE, MAX_AUDIT_RECORD_BYTES } from '@spinroom/schemas'
import { startServer, type TestServer } from '../helpers/server.ts'

const A = '/api/audit-service'
const U = '/api/user-service'
let s: TestServer
let member: { token: string; id: string }
const sockets: Socket[] = []

beforeAll(async () => {
  s = await startServer()
  member = await s.member(['user'], 'listener')
}, 120_000)
afterAll(async () => {
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  await s.close()
})

const device = { platform: 'web', isDiscord: false, isLoggedIn: true }
const event = (topic = 'played15Sec', record: Record<string, unknown> = { roomSlug: 'lounge', playId: 'p1' }) => ({
  topic,
  record,
  device
})
const post = (token: string | undefined, body: unknown) => s.request('POST', `${A}/kinesis`, { token, body })

describe('POST /kinesis', () => {
  it('accepts every topic of the seed, play tracking and the others', async () => {
    for (const topic of ['pageView', 'likedTrack', 'createdRoom', 'tokenChange', 'consumablePurchased']) {
      const res = await post(member.token, event(topic, { page: 'lobby' }))
      expect(res.status, topic).toBe(201)
      expect(res.body).toMatchObject({ topic, record: { page: 'lobby' }, userUuid: member.id })
    }
  })

  it('keeps audit_events append-only: the database refuses a change or a removal', async () => {
    const res = await post(member.token, event('pageView'))
    await expect(s.knex('audit_events').where('id', res.body.id).delete()).rejects.toThrow(/append-only: DELETE/)
    await expect(s.knex('audit_events').where('id', res.body.id).update({ topic: 'x' })).rejects.toThrow(
      /append-only: UPDATE/
    )
    expect(await s.knex('audit_events').where('id', res.body.id).first()).toMatchObject({ topic: 'pageView' })
  })

  it('stores a signed-in user’s event with its topic, record, device and caller', async () => {
    const res = await post(member.token, event('totalPlayed', { roomSlug: 'lounge', elapsedSeconds: 42 }))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ topic: 'totalPlayed', userUuid: member.id, callerType: 'user', device })
    const row = await s.knex('audit_events').where('id', res.body.id).first()
    expect(row).toMatchObject({ topic: 'totalPlayed', userUuid: member.id, callerType: 'user', device })
    expect(row.record).toEqual({ roomSlug: 'lounge', elapsedSeconds: 42 })
    expect(row.createdAt).toBeInstanceOf(Date)
  })

  it('is open to guests, and refuses a caller without a token', async () => {
    const guest = (await s.request('GET', `${U}/auth/guest`)).body
    const res = await post(guest.accessToken, event('played30Sec'))
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ userUuid: guest.guest.uuid, callerType: 'guest' })
    expect(await s.knex('audit_events').where('id', res.body.id).first()).toMatchObject({ callerType: 'guest' })
    expect((await post(undefined, event())).status).toBe(401)
  })

  it('answers 400 naming the field for a wrong topic, a missing device, a bad record and an oversize record', async () => {
    const cases: [unknown, string][] = [
      [event('notATopic'), 'topic'],
      [{ topic: 'totalPlayed', record: {} }, 'device'],
      [{ ...event(), record: 'text' }, 'record'],
      [{ ...event(), device: { platform: 'web', isDiscord: 'no', isLoggedIn: true } }, 'isDiscord'],
      [event('totalPlayed', { blob: 'x'.repeat(MAX_AUDIT_RECORD_BYTES) }), 'record']
    ]
    const before = await s.knex('audit_events').count({ n: '*' }).first()
    for (const [body, field] of cases) {
      const res = await post(member.token, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(JSON.stringify(res.body)).toContain(field)
    }
    expect(await s.knex('audit_events').count({ n: '*' }).first()).toEqual(before)
  })

  it('records over socket.io too', async () => {
    const socket = io(s.url, { transports: ['websocket'], forceNew: true })
    sockets.push(socket)
    const client = feathers()
      .configure(socketio(socket))
      .configure(authentication({ path: 'api/user-service/authentication' }))
    await client.authenticate({ strategy: 'jwt', accessToken: member.token })
    const created = await client.service('api/audit-service/kinesis').create(event('played15Sec'))
    expect(created).toMatchObject({ topic: 'played15Sec', userUuid: member.id })
    expect(await s.knex('audit_events').where('id', created.id).first()).toBeTruthy()
    await expect(client.service('api/audit-service/kinesis').create(event('nope'))).rejects.toMatchObject({ code: 400 })
  })

  it(`refuses a caller's events beyond ${MAX_AUDIT_EVENTS_PER_MINUTE} a minute with 429, keeping none of the refused ones`, async () => {
    const flooder = await s.member(['user'], 'flooder')
    const statuses: number[] = []
    for (let i = 0; i < MAX_AUDIT_EVENTS_PER_MINUTE + 3; i++) statuses.push((await post(flooder.token, event())).status)
    expect(statuses.filter((x) => x === 201)).toHaveLength(MAX_AUDIT_EVENTS_PER_MINUTE)
    expect(statuses.slice(-3)).toEqual([429, 429, 429])
    const stored = await s.knex('audit_events').where('userUuid', flooder.id).count({ n: '*' }).first()
    expect(Number(stored?.n)).toBe(MAX_AUDIT_EVENTS_PER_MINUTE)
    const refused = await post(flooder.token, event())
    expect(refused.body).toMatchObject({ data: { limit: 'auditEvents' } })
    expect(refused.body.message).toMatch(/^Too many audit events: at most 60 every 60 s/)
    // Others are not held back by one caller's flood.
    expect((await post(member.token, event())).status).toBe(201)
  })
})
