import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import type { UserRole } from '@spinroom/schemas'
import { startServer, type TestServer } from '../helpers/server.ts'

const U = '/api/user-service'
let s: TestServer
let mod: { token: string; id: string }
let admin: { token: string; id: string }
let plain: string
const sockets: Socket[] = []

async function account(roles: UserRole[] = ['user'], nickname = 'target') {
  const result = await s.signIn(roles, nickname)
  return { token: result.accessToken, id: result.user!.id, email: result.user!.email!, password: result.password }
}

const post = (path: string, token: string | undefined, body: unknown) =>
  s.request('POST', `${U}${path}`, { token, body })
const records = (targetUserUuid: string) => s.knex('moderation_actions').where({ targetUserUuid }).orderBy('createdAt')
const userRow = (id: string) => s.knex('users').where({ id }).first()

/** A socket.io client signed in with a token; resolves with what it saw when the server closed it. */
async function openSocket(token: string, event: string) {
  const socket = io(s.url, { transports: ['websocket'], forceNew: true })
  sockets.push(socket)
  const app = feathers()
    .configure(socketio(socket))
    .configure(authentication({ path: 'api/user-service/authentication' }))
  await app.authenticate({ strategy: 'jwt', accessToken: token })
  const seen: unknown[] = []
  socket.on(event, (data: unknown) => seen.push(data))
  const closed = new Promise<{ seen: unknown[]; reason: string }>((resolve) =>
    socket.on('disconnect', (reason) => resolve({ seen, reason }))
  )
  return { socket, closed }
}

beforeAll(async () => {
  s = await startServer()
  mod = await account(['user', 'moderator'], 'mod')
  admin = await account(['user', 'admin'], 'boss')
  plain = (await account(['user'], 'plain')).token
})
afterAll(async () => {
  // The client re-authenticates when its socket drops; a closing test has nothing to re-authenticate.
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  await s.close()
})

const userBodies = (id: string): [string, unknown][] => [
  ['/users/kick', { userUuid: id }],
  ['/users/ban', { userUuid: id }],
  ['/users/temporary-ban', { userUuid: id, until: new Date(Date.now() + 3_600_000).toISOString() }],
  ['/users/unban', { userUuid: id }],
  ['/users/add-role', { userUuid: id, role: 'staff' }],
  ['/users/add-global-moderator-role', { userUuid: id }],
  ['/users/change-badges-admin', { userUuid: id, badges: ['VERIFIED'] }]
]

describe('access', () => {
  it('answers anonymous callers with 401 and plain users with 403 on every moderation endpoint', async () => {
    const target = await account()
    const calls: [string, string, unknown][] = [
      ...userBodies(target.id).map(([path, body]) => ['POST', path, body] as [string, string, unknown]),
      ['PUT', `/users/${target.id}/capabilities/uploadMusic`, undefined],
      ['DELETE', `/users/${target.id}/capabilities/uploadMusic`, undefined],
      ['POST', '/moderation-comments', { userUuid: target.id, text: 'hello' }],
      ['GET', `/moderation-comments/${target.id}`, undefined]
    ]
    for (const [method, path, body] of calls) {
      expect((await s.request(method, `${U}${path}`, { body })).status, `${method} ${path}`).toBe(401)
      expect((await s.request(method, `${U}${path}`, { token: plain, body })).status, `${method} ${path}`).toBe(403)
    }
    // Moderators read the records at the audit service (the console's moderation history), administrators too.
    expect((await s.request('GET', '/api/audit-service/moderation-actions', { token: mod.token })).status).toBe(200)
    expect(await records(target.id)).toHaveLength(0)
  })

  it('refuses a moderator acting on an administrator, on a peer, or on themselves, writing nothing', async () => {
    const other = await account(['user', 'moderator'], 'peer')
    for (const [path, body] of userBodies(admin.id)) {
      const res = await post(path, mod.token, body)
      expect(res.status, path).toBe(403)
    }
    expect(
      (await s.request('PUT', `${U}/users/${admin.id}/capabilities/uploadMusic`, { token: mod.token })).status
    ).toBe(403)
    expect((await post('/users/ban', mod.token, { userUuid: admin.id })).body.message).toBe(
      'Only administrators may moderate an administrator'
    )
    expect((await post('/users/ban', mod.token, { userUuid: other.id })).body.message).toBe(
      'You may only moderate users you outrank'
    )
    expect((await post('/users/kick', mod.token, { userUuid: mod.id })).body.message).toBe(
      'You cannot moderate yourself'
    )
    expect(await records(admin.id)).toHaveLength(0)
    expect(await records(other.id)).toHaveLength(0)
    expect((await userRow(admin.id)).status).toBe('active')
  })

  it('lets an administrator ban a moderator', async () => {
    const other = await account(['user', 'moderator'], 'peer')
    expect((await post('/users/ban', admin.token, { userUuid: other.id })).status).toBe(200)
  })
})

describe('validation', () => {
  it('answers bad input with a 400 naming the field and writes nothing', async () => {
    const target = await account()
    const cases: [string, unknown, string][] = [
      ['/users/ban', {}, "'userUuid'"],
      ['/users/ban', { userUuid: 'nope' }, "'userUuid'"],
      ['/users/kick', { userUuid: target.id, reason: '' }, "'reason'"],
      ['/users/temporary-ban', { userUuid: target.id }, "'until'"],
      ['/users/temporary-ban', { userUuid: target.id, until: 'tomorrow' }, "'until'"],
      [
        '/users/temporary-ban',
        { userUuid: target.id, until: new Date(Date.now() - 1000).toISOString() },
        "'until' must be in the future"
      ],
      ['/users/add-role', { userUuid: target.id, role: 'emperor' }, "'role'"],
      ['/users/change-badges-admin', { userUuid: target.id, badges: ['GOLD'] }, "'badges.0'"],
      ['/users/change-badges-admin', { userUuid: target.id, badges: ['JQBX', 'JQBX'] }, "'badges'"],
      ['/moderation-comments', { userUuid: target.id, text: '' }, "'text'"],
      ['/moderation-comments', { userUuid: target.id, text: '   ' }, "'text'"],
      ['/moderation-comments', { userUuid: target.id, text: 'x'.repeat(2001) }, "'text'"]
    ]
    for (const [path, body, field] of cases) {
      const res = await post(path, mod.token, body)
      expect(res.status, `${path} ${JSON.stringify(body).slice(0, 80)}`).toBe(400)
      expect(res.body.message).toContain(field)
    }
    const capability = await s.request('PUT', `${U}/users/${target.id}/capabilities/fly`, { token: mod.token })
    expect(capability.status).toBe(400)
    expect(capability.body.message).toContain("'capability'")
    expect(await records(target.id)).toHaveLength(0)
    expect(await s.knex('moderation_comments').where({ userUuid: target.id })).toHaveLength(0)
    expect(await userRow(target.id)).toMatchObject({ status: 'active', badges: [] })
  })

  it('answers an unknown user with 404', async () => {
    const ghost = '00000000-0000-4000-8000-000000000001'
    expect((await post('/users/ban', mod.token, { userUuid: ghost })).status).toBe(404)
    expect((await post('/moderation-comments', mod.token, { userUuid: ghost, text: 'hi' })).status).toBe(404)
    expect((await s.request('GET', `${U}/moderation-comments/${ghost}`, { token: mod.token })).status).toBe(404)
  })
})

describe('bans', () => {
  it('bans: the existing token stops working at once, login is refused, and the ban is recorded', async () => {
    const target = await account()
    // Warm the token cache so the ban must invalidate it.
    expect((await s.request('GET', `${U}/users/profile`, { token: target.token })).status).toBe(200)
    const res = await post('/users/ban', mod.token, { userUuid: target.id, reason: 'spam' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: target.id, status: 'banned', bannedUntil: null })
    const refused = await s.request('GET', `${U}/users/profile`, { token: target.token })
    expect(refused.status).toBe(401)
    expect(refused.body.message).toBe('This account is banned')
    expect((await post('/auth/login', undefined, { email: target.email, password: target.password })).status).toBe(401)
    expect(await records(target.id)).toMatchObject([
      { actionType: 'globalBan', moderatorUuid: mod.id, reason: 'spam', details: { previousStatus: 'active' } }
    ])

    const lifted = await post('/users/unban', mod.token, { userUuid: target.id })
    expect(lifted.body).toMatchObject({ status: 'active', bannedUntil: null })
    // The ban revoked the token for good: the user signs in again.
    expect((await s.request('GET', `${U}/users/profile`, { token: target.token })).body.message).toBe(
      'Access token revoked'
    )
    expect((await post('/auth/login', undefined, { email: target.email, password: target.password })).status).toBe(200)
    expect((await records(target.id)).map((r) => r.actionType)).toEqual(['globalBan', 'globalUnBan'])
    const again = await post('/users/unban', mod.token, { userUuid: target.id })
    expect(again.status).toBe(409)
    expect(await records(target.id)).toHaveLength(2)
  })

  it('bans temporarily: refused until the time, then the ban lapses by itself', async () => {
    const target = await account()
    const until = new Date(Date.now() + 1500).toISOString()
    const res = await post('/users/temporary-ban', mod.token, { userUuid: target.id, until, reason: 'cool off' })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'banned', bannedUntil: until })
    expect((await s.request('GET', `${U}/users/profile`, { token: target.token })).body.message).toBe(
      'This account is banned'
    )
    expect(await records(target.id)).toMatchObject([
      { actionType: 'temporaryBan', reason: 'cool off', details: { until } }
    ])
    await new Promise((r) => setTimeout(r, 1600))
    expect((await s.request('GET', `${U}/users/profile`, { token: target.token })).body.message).toBe(
      'Access token revoked'
    )
    expect((await post('/auth/login', undefined, { email: target.email, password: target.password })).status).toBe(200)
  })
})

describe('roles, capabilities and badges', () => {
  it('adds a role once, then 403 with the seed message', async () => {
    const target = await account()
    const res = await post('/users/add-role', mod.token, { userUuid: target.id, role: 'staff', reason: 'hired' })
    expect(res.status).toBe(200)
    expect(res.body.roles).toEqual(['user', 'staff'])
    const twice = await post('/users/add-role', mod.token, { userUuid: target.id, role: 'staff' })
    expect(twice.status).toBe(403)
    expect(twice.body.message).toBe('This user has already this role')
    expect(await records(target.id)).toMatchObject([
      { actionType: 'grantRole', reason: 'hired', role: 'staff', details: { previousRoles: ['user'] } }
    ])
  })

  it('keeps admin, superUser and globalModerator for administrators to grant', async () => {
    const target = await account()
    for (const role of ['admin', 'superUser', 'globalModerator']) {
      const res = await post('/users/add-role', mod.token, { userUuid: target.id, role })
      expect(res.status, role).toBe(403)
    }
    expect((await post('/users/add-global-moderator-role', mod.token, { userUuid: target.id })).status).toBe(403)
    expect(await records(target.id)).toHaveLength(0)
    const res = await post('/users/add-global-moderator-role', admin.token, { userUuid: target.id })
    expect(res.body.roles).toEqual(['user', 'globalModerator'])
    expect(await records(target.id)).toMatchObject([
      { actionType: 'grantRole', moderatorUuid: admin.id, role: 'globalModerator' }
    ])
    // The new role counts at once: the global moderator may now moderate a plain user.
    const plainTarget = await account()
    expect((await post('/users/kick', target.token, { userUuid: plainTarget.id })).status).toBe(200)
  })

  it("adds and removes capabilities; a second add is 403 'This user has already this role'", async () => {
    const target = await account()
    const url = `${U}/users/${target.id}/capabilities/uploadMusic`
    const added = await s.request('PUT', url, { token: mod.token })
    expect(added.status).toBe(200)
    expect(added.body.capabilities).toEqual(['uploadMusic'])
    const twice = await s.request('PUT', url, { token: mod.token })
    expect(twice.status).toBe(403)
    expect(twice.body.message).toBe('This user has already this role')
    const removed = await s.request('DELETE', url, { token: mod.token })
    expect(removed.body.capabilities).toEqual([])
    expect((await s.request('DELETE', url, { token: mod.token })).status).toBe(404)
    expect((await records(target.id)).map((r) => [r.actionType, r.details])).toEqual([
      ['grantRole', { capability: 'uploadMusic' }],
      ['removeRole', { capability: 'uploadMusic' }]
    ])
  })

  it('sets badges, recording what was granted and what was removed', async () => {
    const target = await account()
    expect(
      (await post('/users/change-badges-admin', mod.token, { userUuid: target.id, badges: ['VERIFIED', 'JQBX'] })).body
        .badges
    ).toEqual(['VERIFIED', 'JQBX'])
    const res = await post('/users/change-badges-admin', mod.token, { userUuid: target.id, badges: ['JQBX', 'STAFF'] })
    expect(res.body.badges).toEqual(['JQBX', 'STAFF'])
    expect((await userRow(target.id)).badges).toEqual(['JQBX', 'STAFF'])
    expect((await records(target.id)).map((r) => [r.actionType, r.details])).toEqual([
      ['grantRole', { badges: ['VERIFIED', 'JQBX'] }],
      ['grantRole', { badges: ['STAFF'] }],
      ['removeRole', { badges: ['VERIFIED'] }]
    ])
  })
})

describe('moderation comments', () => {
  it('adds comments and lists them newest first with the author nickname', async () => {
    const target = await account()
    const first = await post('/moderation-comments', mod.token, { userUuid: target.id, text: 'first warning' })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      userUuid: target.id,
      authorUuid: mod.id,
      authorNickname: expect.stringMatching(/^mod/),
      text: 'first warning'
    })
    await post('/moderation-comments', admin.token, { userUuid: target.id, text: 'second warning' })
    const list = await s.request('GET', `${U}/moderation-comments/${target.id}`, { token: mod.token })
    expect(list.status).toBe(200)
    expect(list.body).toMatchObject({ total: 2, limit: 50, offset: 0 })
    expect(list.body.data.map((c: any) => [c.text, c.authorNickname.replace(/\d+$/, '')])).toEqual([
      ['second warning', 'boss'],
      ['first warning', 'mod']
    ])
    const page = await s.request('GET', `${U}/moderation-comments/${target.id}?limit=1&offset=1`, { token: mod.token })
    expect(page.body.data.map((c: any) => c.text)).toEqual(['first warning'])
  })
})

describe('moderation records for the console', () => {
  it('lists records to administrators in the admin list-query language', async () => {
    const target = await account()
    await post('/users/kick', mod.token, { userUuid: target.id, reason: 'listed' })
    const res = await s.request(
      'GET',
      `/api/audit-service/moderation-actions?filter=targetUserUuid||$eq||${target.id}`,
      {
        token: admin.token
      }
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      total: 1,
      data: [{ actionType: 'globalKick', targetUserUuid: target.id, moderatorUuid: mod.id, reason: 'listed' }]
    })
  })
})

describe('socket.io', () => {
  it("tells a kicked user's sockets why, closes them, and records the kick; the account stays usable", async () => {
    const target = await account()
    const [a, b] = [await openSocket(target.token, 'kicked'), await openSocket(target.token, 'kicked')]
    const bystander = await openSocket(mod.token, 'kicked')
    const res = await post('/users/kick', mod.token, { userUuid: target.id, reason: 'flooding' })
    expect(res.body).toEqual({ userUuid: target.id, disconnected: 2 })
    for (const { closed } of [a, b])
      expect(await closed).toEqual({ seen: [{ reason: 'flooding', until: null }], reason: 'io server disconnect' })
    expect(bystander.socket.connected).toBe(true)
    expect(await records(target.id)).toMatchObject([{ actionType: 'globalKick', reason: 'flooding' }])
    expect((await s.request('GET', `${U}/users/profile`, { token: target.token })).status).toBe(200)
  })

  it("tells a banned user's sockets and closes them; administrators see the change", async () => {
    const target = await account()
    const { closed } = await openSocket(target.token, 'banned')
    const watcher = await openSocket(admin.token, 'unused')
    const patched = new Promise((resolve) => watcher.socket.on('api/user-service/users patched', resolve))
    const until = new Date(Date.now() + 60_000).toISOString()
    await post('/users/temporary-ban', mod.token, { userUuid: target.id, until, reason: 'timeout' })
    expect(await closed).toEqual({ seen: [{ reason: 'timeout', until }], reason: 'io server disconnect' })
    // The change reaches administrators' consoles through the users entity's channels, after the commit.
    expect(await patched).toMatchObject({ id: target.id, status: 'banned', bannedUntil: until })
  })

  it('kicks over socket.io too, as a moderator', async () => {
    const target = await account()
    const socket = io(s.url, { transports: ['websocket'], forceNew: true })
    sockets.push(socket)
    const app = feathers()
      .configure(socketio(socket))
      .configure(authentication({ path: 'api/user-service/authentication' }))
    await app.authenticate({ strategy: 'jwt', accessToken: mod.token })
    expect(await app.service('api/user-service/users/kick').create({ userUuid: target.id })).toEqual({
      userUuid: target.id,
      disconnected: 0
    })
  })
})

describe('POST /users/profile-admin', () => {
  it("lets a moderator correct a user's profile, refusing a taken nickname, bad fields and users they do not outrank", async () => {
    const target = await account()
    const res = await post('/users/profile-admin', mod.token, { userUuid: target.id, firstName: 'Fixed', zodiac: null })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: target.id, firstName: 'Fixed', zodiac: null })
    expect((await userRow(target.id)).firstName).toBe('Fixed')

    const other = await account()
    const taken = await post('/users/profile-admin', mod.token, {
      userUuid: target.id,
      nickname: (await userRow(other.id)).nickname
    })
    expect(taken.status).toBe(409)
    const bad = await post('/users/profile-admin', mod.token, { userUuid: target.id, color: 'red' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'color'")
    expect((await post('/users/profile-admin', mod.token, { userUuid: target.id })).status).toBe(400)

    expect((await post('/users/profile-admin', mod.token, { userUuid: admin.id, firstName: 'Nope' })).status).toBe(403)
    expect((await post('/users/profile-admin', plain, { userUuid: target.id, firstName: 'Nope' })).status).toBe(403)
    expect((await userRow(admin.id)).firstName).not.toBe('Nope')
  })
})
