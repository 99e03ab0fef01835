import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { startServer, type TestServer } from '../helpers/server.ts'
import { createRoom } from '../rooms/live-client.ts'
import { closeSessions, openSession } from '../helpers/sessions.ts'

const A = '/api/audit-service'
const U = '/api/user-service'
let s: TestServer
let admin: { token: string; id: string }
let mod: { token: string; id: string }
let globalMod: { token: string; id: string }
const sockets: Socket[] = []

beforeAll(async () => {
  s = await startServer()
  admin = await s.member(['user', 'admin'], 'ma-admin')
  mod = await s.member(['user', 'moderator'], 'ma-mod')
  globalMod = await s.member(['user', 'globalModerator'], 'ma-global')
}, 120_000)
afterAll(async () => {
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  closeSessions()
  await s.close()
})

const call = (method: string, path: string, token?: string, body?: unknown) =>
  s.request(method, `${A}${path}`, { token, body })
const rows = (targetUserUuid: string) => s.knex('moderation_actions').where({ targetUserUuid }).orderBy('createdAt')

describe('/moderation-actions', () => {
  it('serves the records the user service writes: one table', async () => {
    const target = await s.member(['user'], 'kicked')
    await s.request('POST', `${U}/users/kick`, { token: mod.token, body: { userUuid: target.id, reason: 'noise' } })
    const list = await call('GET', `/moderation-actions?filter=targetUserUuid||$eq||${target.id}`, mod.token)
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ total: 1, data: [{ actionType: 'globalKick', moderatorUuid: mod.id }] })
    expect(list.body.data[0].recordedByUuid).toBeNull()
    const one = await call('GET', `/moderation-actions/${list.body.data[0].id}`, mod.token)
    expect(one.body).toEqual(list.body.data[0])
  })

  it('records an action by hand, saying who wrote it, with role and previousRole as fields of their own', async () => {
    const target = await s.member(['user'], 'hand')
    const room = await createRoom(s.knex)
    const res = await call('POST', '/moderation-actions', mod.token, {
      actionType: 'grantRole',
      targetUserUuid: target.id,
      roomUuid: room.uuid,
      role: 'dj',
      previousRole: 'user',
      reason: 'granted on Discord'
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      actionType: 'grantRole',
      targetUserUuid: target.id,
      moderatorUuid: mod.id,
      recordedByUuid: mod.id,
      roomUuid: room.uuid,
      reason: 'granted on Discord',
      role: 'dj',
      previousRole: 'user',
      details: {}
    })
    expect(await rows(target.id)).toMatchObject([{ role: 'dj', previousRole: 'user', details: {} }])
    const listed = await call(
      'GET',
      `/moderation-actions?filter=role||$eq||dj&filter=targetUserUuid||$eq||${target.id}`,
      mod.token
    )
    expect(listed.body.data).toMatchObject([{ id: res.body.id, role: 'dj', previousRole: 'user' }])
    // An administrator records what another moderator did.
    const forOther = await call('POST', '/moderation-actions', admin.token, {
      actionType: 'kickUser',
      targetUserUuid: target.id,
      moderatorUuid: mod.id
    })
    expect(forOther.body).toMatchObject({ moderatorUuid: mod.id, recordedByUuid: admin.id })
  })

  it('records many at once, all or none', async () => {
    const [a, b] = [await s.member(['user'], 'bulk-a'), await s.member(['user'], 'bulk-b')]
    const res = await call('POST', '/moderation-actions/bulk', mod.token, {
      bulk: [
        { actionType: 'banUser', targetUserUuid: a.id },
        { actionType: 'temporaryBan', targetUserUuid: b.id, details: { until: '2030-01-01T00:00:00.000Z' } }
      ]
    })
    expect(res.status).toBe(201)
    expect(res.body.map((r: { actionType: string }) => r.actionType)).toEqual(['banUser', 'temporaryBan'])
    const missing = '00000000-0000-4000-8000-000000000000'
    const refused = await call('POST', '/moderation-actions/bulk', mod.token, {
      bulk: [
        { actionType: 'kickUser', targetUserUuid: a.id },
        { actionType: 'kickUser', targetUserUuid: missing }
      ]
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe("Invalid body: 'bulk[1].targetUserUuid' names no user")
    expect(await rows(a.id)).toHaveLength(1)
  })

  it('updates and replaces a record, and only administrators delete one', async () => {
    const target = await s.member(['user'], 'edited')
    const created = (
      await call('POST', '/moderation-actions', globalMod.token, {
        actionType: 'kickUser',
        targetUserUuid: target.id,
        reason: 'first',
        details: { note: 'x' }
      })
    ).body
    const patched = await call('PATCH', `/moderation-actions/${created.id}`, mod.token, {
      reason: 'second',
      role: 'dj'
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({
      actionType: 'kickUser',
      reason: 'second',
      moderatorUuid: globalMod.id,
      recordedByUuid: mod.id,
      role: 'dj',
      previousRole: null,
      details: { note: 'x' }
    })
    const cleared = await call('PATCH', `/moderation-actions/${created.id}`, mod.token, { role: null })
    expect(cleared.body).toMatchObject({ role: null, details: { note: 'x' } })
    expect(Date.parse(patched.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt))
    const put = await call('PUT', `/moderation-actions/${created.id}`, mod.token, {
      actionType: 'globalKick',
      targetUserUuid: target.id
    })
    expect(put.body).toMatchObject({
      actionType: 'globalKick',
      reason: null,
      role: null,
      previousRole: null,
      details: {},
      moderatorUuid: mod.id
    })
    expect((await call('DELETE', `/moderation-actions/${created.id}`, mod.token)).status).toBe(403)
    const removed = await call('DELETE', `/moderation-actions/${created.id}`, admin.token)
    expect(removed.status).toBe(200)
    expect(removed.body.id).toBe(created.id)
    expect(await rows(target.id)).toEqual([])
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await call(
        method,
        `/moderation-actions/${created.id}`,
        admin.token,
        method === 'PATCH' ? {} : undefined
      )
      expect(res.status, method).toBe(404)
      expect(res.body.message).toBe('Moderation action not found')
    }
  })

  it('refuses a moderator writing about an administrator or a peer, and bad input naming the field', async () => {
    const peer = await s.member(['user', 'moderator'], 'peer')
    for (const targetUserUuid of [admin.id, peer.id, mod.id]) {
      const res = await call('POST', '/moderation-actions', mod.token, { actionType: 'kickUser', targetUserUuid })
      expect(res.status).toBe(403)
    }
    expect(await rows(peer.id)).toEqual([])
    const target = await s.member(['user'], 'bad-input')
    for (const [body, field] of [
      [{ actionType: 'hugUser', targetUserUuid: target.id }, 'actionType'],
      [{ actionType: 'kickUser' }, 'targetUserUuid'],
      [{ actionType: 'kickUser', targetUserUuid: 'nope' }, 'targetUserUuid'],
      [{ actionType: 'kickUser', targetUserUuid: target.id, roomUuid: crypto.randomUUID() }, 'roomUuid'],
      [{ actionType: 'kickUser', targetUserUuid: target.id, moderatorUuid: crypto.randomUUID() }, 'moderatorUuid']
    ] as const) {
      const res = await call('POST', '/moderation-actions', admin.token, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(JSON.stringify(res.body)).toContain(field)
    }
    expect(await rows(target.id)).toEqual([])
  })

  it('filters by action type, moderator, room and time, and pages like the other admin lists', async () => {
    const target = await s.member(['user'], 'filtered')
    const room = await createRoom(s.knex)
    const since = new Date().toISOString()
    await call('POST', '/moderation-actions/bulk', admin.token, {
      bulk: [
        { actionType: 'kickUser', targetUserUuid: target.id, roomUuid: room.uuid },
        { actionType: 'banUser', targetUserUuid: target.id, roomUuid: room.uuid },
        { actionType: 'globalBan', targetUserUuid: target.id, moderatorUuid: globalMod.id }
      ]
    })
    const list = (query: string) => call('GET', `/moderation-actions?${query}`, mod.token)
    expect((await list(`filter=roomUuid||$eq||${room.uuid}`)).body.total).toBe(2)
    expect((await list(`filter=moderatorUuid||$eq||${globalMod.id}`)).body.data).toMatchObject([
      { actionType: 'globalBan' }
    ])
    const filter = JSON.stringify({
      targetUserUuid: target.id,
      actionType: ['kickUser', 'banUser'],
      createdAt_gte: since
    })
    const page = await list(`filter=${encodeURIComponent(filter)}&range=[1,1]&sort=["createdAt","DESC"]`)
    expect(page.headers.get('content-range')).toBe('moderation-actions 1-1/2')
    expect(page.body).toHaveLength(1)
    const future = JSON.stringify({ targetUserUuid: target.id, createdAt_gte: new Date(Date.now() + 60_000) })
    expect((await list(`filter=${encodeURIComponent(future)}`)).body).toEqual([])
  })

  it('tells moderators listening on the socket of hand-written records', async () => {
    const socket = io(s.url, { transports: ['websocket'], forceNew: true })
    sockets.push(socket)
    const client = feathers()
      .configure(socketio(socket))
      .configure(authentication({ path: 'api/user-service/authentication' }))
    await client.authenticate({ strategy: 'jwt', accessToken: globalMod.token })
    const heard = new Promise<{ reason: string }>((resolve) =>
      client.service('api/user-service/moderation-actions').once('created', resolve)
    )
    const target = await s.member(['user'], 'heard')
    await call('POST', '/moderation-actions', mod.token, {
      actionType: 'kickUser',
      targetUserUuid: target.id,
      reason: 'heard'
    })
    expect(await heard).toMatchObject({ reason: 'heard', targetUserUuid: target.id })
  })
})

describe('/user-actions/{id}', () => {
  it("answers a user's events and the records about and by them", async () => {
    const target = await s.member(['user'], 'actor')
    await s.request('POST', `${A}/kinesis`, {
      token: target.token,
      body: {
        topic: 'pageView',
        record: { page: 'lobby' },
        device: { platform: 'web', isDiscord: false, isLoggedIn: true }
      }
    })
    await call('POST', '/moderation-actions', mod.token, { actionType: 'kickUser', targetUserUuid: target.id })
    const res = await call('GET', `/user-actions/${target.id}`, mod.token)
    expect(res.status).toBe(200)
    expect(res.body.user).toEqual({ id: target.id, nickname: expect.stringContaining('actor') })
    expect(res.body.events).toMatchObject([{ topic: 'pageView', userUuid: target.id }])
    expect(res.body.moderationActions).toMatchObject([{ actionType: 'kickUser', moderatorUuid: mod.id }])
    expect(res.body.performedActions).toEqual([])
    const mine = await call('GET', `/user-actions/${mod.id}?limit=1`, mod.token)
    expect(mine.body.performedActions).toHaveLength(1)
  })

  it("answers 401 'Unauthorized to perform action' for users above the moderator, 404 for nobody", async () => {
    const peer = await s.member(['user', 'moderator'], 'ua-peer')
    for (const id of [admin.id, peer.id, globalMod.id]) {
      const res = await call('GET', `/user-actions/${id}`, mod.token)
      expect(res.status).toBe(401)
      expect(res.body.message).toBe('Unauthorized to perform action')
    }
    expect((await call('GET', `/user-actions/${peer.id}`, globalMod.token)).status).toBe(200)
    expect((await call('GET', `/user-actions/${globalMod.id}`, admin.token)).status).toBe(200)
    const nobody = await call('GET', `/user-actions/${crypto.randomUUID()}`, admin.token)
    expect(nobody.status).toBe(404)
    expect(nobody.body.message).toBe('User not found')
  })

  it("answers a caller who is no moderator with seed 002's 401 'Unauthorized to perform action', REST and socket.io", async () => {
    const plain = await s.member(['user'], 'ua-plain')
    const guest = (await s.request('GET', `${U}/auth/guest`)).body.accessToken
    for (const token of [plain.token, guest]) {
      const res = await call('GET', `/user-actions/${plain.id}`, token)
      expect(res.status).toBe(401)
      expect(res.body.message).toBe('Unauthorized to perform action')
    }
    expect((await call('GET', `/user-actions/${plain.id}`)).body.message).toBe('Not authenticated')
    const { client } = await openSession(s.url, plain.token)
    const socketError = await client.feathers
      .service('api/audit-service/user-actions')
      .get(plain.id)
      .catch((error: { code: number; message: string }) => error)
    expect(socketError).toMatchObject({ code: 401, message: 'Unauthorized to perform action' })
    // Refused, not signed out: the same session still calls what a user may.
    expect(await client.feathers.service('api/user-service/auth/session').find()).toBeTruthy()
  })
})

describe('POST /sentry-testing', () => {
  it('raises a test error through the error reporter (administrators only)', async () => {
    const res = await call('POST', '/sentry-testing', admin.token)
    expect(res.status).toBe(500)
    expect(res.body).toMatchObject({ message: 'Internal server error', data: { requestId: expect.any(String) } })
    expect((await call('POST', '/sentry-testing', mod.token)).status).toBe(403)
  })
})
