import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type Server } from 'node:http'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io } from 'socket.io-client'
import type { AddressInfo } from 'node:net'
import type { Caller } from '../../src/declarations.ts'
import { assertMayChangeRole } from '../../src/services/rooms/room-roles/rules.ts'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import { insertRole, insertRoom, roomListener } from './helpers.ts'
import { eventually, sleep } from '../helpers/wait.ts'

const R = '/api/room-service'
let s: TestServer
let admin: string
let globalMod: string
let owner: { token: string; id: string }
let coOwner: { token: string; id: string }
let roomMod: { token: string; id: string }
let listener: { token: string; id: string }
let stranger: { token: string; id: string }
let room: Awaited<ReturnType<typeof insertRoom>>

const grant = (token: string, body: Record<string, unknown>, roomKey: string | number = room.id) =>
  s.request('POST', `${R}/roomUserRoles/${roomKey}`, { token, body })
const rolesOf = async (userId: string, roomKey: string | number = room.id) =>
  (await s.request('GET', `${R}/roomUserRoles/${roomKey}/${userId}`, { token: listener.token })).body
    .map((r: { role: string }) => r.role)
    .sort()

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  globalMod = (await s.signIn(['user', 'moderator'])).accessToken
  ;[owner, coOwner, roomMod, listener, stranger] = await Promise.all([
    s.member(),
    s.member(),
    s.member(),
    s.member(),
    s.member()
  ])
  room = await insertRoom(s)
  await insertRole(s, room.id, owner.id, 'owner')
  await insertRole(s, room.id, coOwner.id, 'coOwner')
  await insertRole(s, room.id, roomMod.id, 'moderator')
})
afterAll(() => s.close())

describe('who may change a room role (assertMayChangeRole)', () => {
  const caller = (roles: string[]): Caller => ({ type: 'user', id: 'x', roles, expiresAt: null })
  it('lets global moderators and the room owners grant any role but owner, and room moderators only restrictions', () => {
    expect(() => assertMayChangeRole(caller(['user', 'moderator']), [], 'dj')).not.toThrow()
    expect(() => assertMayChangeRole(caller(['user', 'admin']), [], 'coOwner')).not.toThrow()
    expect(() => assertMayChangeRole(caller(['user']), ['owner'], 'moderator')).not.toThrow()
    expect(() => assertMayChangeRole(caller(['user']), ['coOwner'], 'banned')).not.toThrow()
    expect(() => assertMayChangeRole(caller(['user']), ['moderator'], 'chatDisabled')).not.toThrow()
    expect(() => assertMayChangeRole(caller(['user']), ['moderator'], 'dj')).toThrow(
      'Room moderators may only grant or remove restrictions'
    )
    expect(() => assertMayChangeRole(caller(['user']), ['dj'], 'banned')).toThrow(
      "Only the room's owners and moderators may change its roles"
    )
    expect(() => assertMayChangeRole(caller(['user', 'admin']), ['owner'], 'owner')).toThrow(
      'The owner role cannot be granted or removed: use change-owner'
    )
  })
})

describe('POST /roomUserRoles/{roomId}', () => {
  it('lets the owner grant a role, by room id, uuid or slug, and answers 201 with the role', async () => {
    const res = await grant(owner.token, { userUuid: listener.id, role: 'dj' }, room.slug)
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ roomId: room.id, userUuid: listener.id, role: 'dj', expirationTime: null })
    expect(await s.knex('room_user_roles').where({ roomId: room.id, userUuid: listener.id, role: 'dj' })).toHaveLength(
      1
    )
    expect((await grant(coOwner.token, { userUuid: listener.id, role: 'djDisabled' }, room.uuid)).status).toBe(201)
    expect(await rolesOf(listener.id)).toEqual(['dj', 'djDisabled'])
  })

  it('applies the access rule through the API: room moderators restrict only, strangers nothing, global moderators anything', async () => {
    const modDj = await grant(roomMod.token, { userUuid: stranger.id, role: 'dj' })
    expect(modDj.status).toBe(403)
    expect(modDj.body.message).toBe(
      'Room moderators may only grant or remove restrictions (banned, kicked, chatDisabled, djDisabled)'
    )
    expect((await grant(roomMod.token, { userUuid: stranger.id, role: 'kicked' })).status).toBe(201)
    const nobody = await grant(stranger.token, { userUuid: listener.id, role: 'banned' })
    expect(nobody.status).toBe(403)
    expect(nobody.body.message).toBe("Only the room's owners and moderators may change its roles")
    expect((await grant(globalMod, { userUuid: stranger.id, role: 'moderator' })).status).toBe(201)
    expect(await rolesOf(stranger.id)).toEqual(['kicked', 'moderator'])
    expect(
      (await s.request('POST', `${R}/roomUserRoles/${room.id}`, { body: { userUuid: stranger.id, role: 'dj' } })).status
    ).toBe(401)
  })

  it('never grants owner, refuses restricting the owner, and names a bad field', async () => {
    const own = await grant(admin, { userUuid: listener.id, role: 'owner' })
    expect(own.status).toBe(403)
    expect(own.body.message).toBe('The owner role cannot be granted or removed: use change-owner')
    const restrict = await grant(admin, { userUuid: owner.id, role: 'banned' })
    expect(restrict.status).toBe(403)
    expect(restrict.body.message).toBe('The room owner cannot be restricted')
    const past = await grant(owner.token, {
      userUuid: listener.id,
      role: 'chatDisabled',
      expirationTime: new Date(Date.now() - 1000).toISOString()
    })
    expect(past.status).toBe(400)
    expect(past.body.message).toBe("Invalid body: 'expirationTime' must be in the future")
    const badRole = await grant(owner.token, { userUuid: listener.id, role: 'king' })
    expect(badRole.status).toBe(400)
    expect(badRole.body.message).toContain("'role'")
    expect((await grant(owner.token, { userUuid: '00000000-0000-4000-8000-000000000000', role: 'dj' })).status).toBe(
      404
    )
    expect((await grant(owner.token, { userUuid: listener.id, role: 'dj' }, 'no-such-room')).body.message).toBe(
      'Room not found'
    )
    expect(await rolesOf(owner.id)).toEqual(['owner'])
    expect(await rolesOf(listener.id)).toEqual(['dj', 'djDisabled'])
  })

  it('moves the expiry of a role granted again, and a role lapses by itself when its expirationTime passes', async () => {
    const first = await grant(owner.token, {
      userUuid: listener.id,
      role: 'chatDisabled',
      expirationTime: new Date(Date.now() + 3_600_000).toISOString()
    })
    const soon = new Date(Date.now() + 1000).toISOString()
    const again = await grant(owner.token, { userUuid: listener.id, role: 'chatDisabled', expirationTime: soon })
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(first.body.id)
    expect(again.body.expirationTime).toBe(soon)
    expect(await rolesOf(listener.id)).toEqual(['chatDisabled', 'dj', 'djDisabled'])
    await sleep(1300)
    expect(await rolesOf(listener.id)).toEqual(['dj', 'djDisabled'])
    const all = await s.request('GET', `${R}/roomUserRoles/${room.id}`, { token: listener.token })
    expect(all.status).toBe(200)
    expect(
      all.body.some((r: { role: string; userUuid: string }) => r.role === 'chatDisabled' && r.userUuid === listener.id)
    ).toBe(false)
    expect(all.body.map((r: { role: string }) => r.role)).toEqual(
      expect.arrayContaining(['owner', 'coOwner', 'moderator', 'dj'])
    )
  })
})

describe('DELETE /roomUserRoles/{roomId}', () => {
  it('removes a role named in the body and answers it; 404 for one not held; the same rule applies', async () => {
    const target = await s.member()
    await insertRole(s, room.id, target.id, 'banned')
    await insertRole(s, room.id, target.id, 'dj')
    const byMod = await s.request('DELETE', `${R}/roomUserRoles/${room.id}`, {
      token: roomMod.token,
      body: { userUuid: target.id, role: 'dj' }
    })
    expect(byMod.status).toBe(403)
    const res = await s.request('DELETE', `${R}/roomUserRoles/${room.id}`, {
      token: roomMod.token,
      body: { userUuid: target.id, role: 'banned' }
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ userUuid: target.id, role: 'banned' })
    expect(await rolesOf(target.id)).toEqual(['dj'])
    const again = await s.request('DELETE', `${R}/roomUserRoles/${room.id}`, {
      token: roomMod.token,
      body: { userUuid: target.id, role: 'banned' }
    })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe("The user has no 'banned' role in this room")
    const noBody = await s.request('DELETE', `${R}/roomUserRoles/${room.id}`, { token: owner.token })
    expect(noBody.status).toBe(400)
    expect(noBody.body.message).toBe("Invalid body: 'userUuid' is required")
    const ownerRole = await s.request('DELETE', `${R}/roomUserRoles/${room.id}`, {
      token: admin,
      body: { userUuid: owner.id, role: 'owner' }
    })
    expect(ownerRole.status).toBe(403)
  })
})

describe('GET /roomUserRoles/{roomId}/{userId}', () => {
  it('answers anyone, guests included, and an empty list for a user with no role', async () => {
    const guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    const res = await s.request('GET', `${R}/roomUserRoles/${room.uuid}/${owner.id}`, { token: guest })
    expect(res.status).toBe(200)
    expect(res.body).toEqual([expect.objectContaining({ role: 'owner', userUuid: owner.id, roomId: room.id })])
    const none = await s.member()
    expect((await s.request('GET', `${R}/roomUserRoles/${room.uuid}/${none.id}`, { token: guest })).body).toEqual([])
    expect((await s.request('GET', `${R}/roomUserRoles/${room.uuid}/${none.id}`)).status).toBe(401)
  })
})

describe('PUT /roomUserRoles/change-owner/{roomId}', () => {
  it('only the owner (or an admin) hands over; the new owner gets owner and the old one becomes coOwner, in one go', async () => {
    const r = await insertRoom(s)
    const [first, second, third] = await Promise.all([s.member(), s.member(), s.member()])
    await insertRole(s, r.id, first.id, 'owner')
    await insertRole(s, r.id, second.id, 'coOwner')
    const byCoOwner = await s.request('PUT', `${R}/roomUserRoles/change-owner/${r.id}`, {
      token: second.token,
      body: { userUuid: second.id }
    })
    expect(byCoOwner.status).toBe(403)
    expect(byCoOwner.body.message).toBe('Only the room owner may hand the room over')
    const res = await s.request('PUT', `${R}/roomUserRoles/change-owner/${r.id}`, {
      token: first.token,
      body: { userUuid: second.id }
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ roomId: r.id, userUuid: second.id, role: 'owner' })
    expect(await rolesOf(second.id, r.id)).toEqual(['owner'])
    expect(await rolesOf(first.id, r.id)).toEqual(['coOwner'])
    const same = await s.request('PUT', `${R}/roomUserRoles/change-owner/${r.id}`, {
      token: second.token,
      body: { userUuid: second.id }
    })
    expect(same.status).toBe(400)
    expect(same.body.message).toBe("Invalid body: 'userUuid' already owns this room")
    expect(
      (
        await s.request('PUT', `${R}/roomUserRoles/change-owner/${r.id}`, {
          token: admin,
          body: { userUuid: third.id }
        })
      ).status
    ).toBe(200)
    expect(await rolesOf(third.id, r.id)).toEqual(['owner'])
    expect(await rolesOf(second.id, r.id)).toEqual(['coOwner'])
    expect(await s.knex('room_user_roles').where({ roomId: r.id, role: 'owner' })).toHaveLength(1)
  })
})

describe('POST /roomUserRoles/no-dancefloor-users', () => {
  it('answers, for a service or admin, the given users holding a role who are not in the live room', async () => {
    const r = await insertRoom(s)
    const [a, b, c] = await Promise.all([s.member(), s.member(), s.member()])
    await insertRole(s, r.id, a.id, 'dj')
    await insertRole(s, r.id, b.id, 'moderator')
    await insertRole(s, r.id, c.id, 'dj', new Date(Date.now() - 1000))
    const ask = (token: string) =>
      s.request('POST', `${R}/roomUserRoles/no-dancefloor-users`, {
        token,
        body: { roomUuid: r.uuid, userUuids: [a.id, b.id, c.id, stranger.id] }
      })
    expect((await ask(admin)).body).toEqual({ userUuids: [a.id, b.id] })
    await s
      .knex('room_live_state')
      .insert({ roomId: r.id, state: '{}', crowd: JSON.stringify({ allUsers: [{ uuid: a.id }] }) })
    const res = await ask(admin)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ userUuids: [b.id] })
    expect((await ask(owner.token)).status).toBe(403)
    const key = await serviceKey(s, admin)
    const byService = await s.request('POST', `${R}/roomUserRoles/no-dancefloor-users`, {
      headers: key,
      body: { roomUuid: r.uuid, userUuids: [b.id] }
    })
    expect(byService.body).toEqual({ userUuids: [b.id] })
  })
})

describe('room channel events', () => {
  it('sends every role change to the live room channel', async () => {
    const r = await insertRoom(s)
    await insertRole(s, r.id, owner.id, 'owner')
    const other = await insertRoom(s)
    await insertRole(s, other.id, owner.id, 'owner')
    const live = await roomListener(s, r.uuid)
    try {
      await grant(owner.token, { userUuid: listener.id, role: 'dj' }, r.id)
      await grant(
        owner.token,
        { userUuid: listener.id, role: 'dj', expirationTime: new Date(Date.now() + 60_000).toISOString() },
        r.id
      )
      await s.request('DELETE', `${R}/roomUserRoles/${r.id}`, {
        token: owner.token,
        body: { userUuid: listener.id, role: 'dj' }
      })
      await grant(owner.token, { userUuid: listener.id, role: 'dj' }, other.id)
      await s.request('PUT', `${R}/roomUserRoles/change-owner/${r.id}`, {
        token: owner.token,
        body: { userUuid: coOwner.id }
      })
      await eventually(
        async () => live.events.length,
        (n) => n >= 6
      )
      expect(live.events.map((e) => [e.event, e.data.role, e.data.userUuid])).toEqual([
        ['created', 'dj', listener.id],
        ['patched', 'dj', listener.id],
        ['removed', 'dj', listener.id],
        ['removed', 'owner', owner.id],
        ['created', 'coOwner', owner.id],
        ['created', 'owner', coOwner.id]
      ])
      expect(live.events.every((e) => e.data.roomId === r.id)).toBe(true)
    } finally {
      live.close()
    }
  })
})

describe('GET /admin/room-user-roles', () => {
  it('lists every room role to moderators, lapsed ones included, filtered in both dialects', async () => {
    const r = await insertRoom(s)
    await insertRole(s, r.id, listener.id, 'kicked', new Date(Date.now() - 1000))
    await insertRole(s, r.id, listener.id, 'dj')
    const page = await s.request('GET', `${R}/admin/room-user-roles?filter=roomId||$eq||${r.id}&sort=role,ASC`, {
      token: globalMod
    })
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ total: 2, data: [{ role: 'dj' }, { role: 'kicked' }] })
    const simple = await s.request(
      'GET',
      `${R}/admin/room-user-roles?filter=${encodeURIComponent(JSON.stringify({ roomId: r.id, role: 'kicked' }))}&range=[0,9]`,
      { token: globalMod }
    )
    expect(simple.body).toEqual([expect.objectContaining({ role: 'kicked', userUuid: listener.id })])
    expect(simple.headers.get('content-range')).toBe('room-user-roles 0-0/1')
    expect((await s.request('GET', `${R}/admin/room-user-roles`, { token: owner.token })).status).toBe(403)
  })
})

describe('socket.io', () => {
  it('removes a role over a socket, naming it in the query (a socket.io remove carries no body)', async () => {
    const r = await insertRoom(s)
    await insertRole(s, r.id, owner.id, 'owner')
    const socket = io(s.url, { transports: ['websocket'], forceNew: true })
    try {
      const client = feathers()
        .configure(socketio(socket))
        .configure(authentication({ path: 'api/user-service/authentication' }))
      await client.authenticate({ strategy: 'jwt', accessToken: owner.token })
      const roles = client.service('api/room-service/roomUserRoles')
      expect((await grant(owner.token, { userUuid: listener.id, role: 'djDisabled' }, r.id)).status).toBe(201)
      expect(await rolesOf(listener.id, r.id)).toEqual(['djDisabled'])
      expect(await roles.remove(r.id, { query: { userUuid: listener.id, role: 'djDisabled' } })).toMatchObject({
        role: 'djDisabled'
      })
      expect(await rolesOf(listener.id, r.id)).toEqual([])
      await expect(roles.remove(r.id, { query: { userUuid: listener.id } })).rejects.toMatchObject({
        code: 400,
        message: "Invalid body: 'role' is required"
      })
    } finally {
      socket.close()
    }
  })
})

/** A stand-in for CometChat's REST API v3: users, groups and group members, checking the REST key. */
function fakeCometChat() {
  const users = new Set<string>()
  const groups = new Map<string, Map<string, string>>()
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
      if (req.headers.apikey !== 'rest-key') return send(401, { error: { code: 'AUTH_ERR_APIKEY_NOT_FOUND' } })
      const body = raw ? JSON.parse(raw) : {}
      const members = /^\/v3\/groups\/([^/]+)\/members$/.exec(req.url ?? '')
      if (req.method === 'POST' && req.url === '/v3/users') {
        if (users.has(body.uid)) return send(400, { error: { code: 'ERR_UID_ALREADY_EXISTS' } })
        users.add(body.uid)
        return send(200, { data: body })
      }
      if (req.method === 'POST' && req.url === '/v3/groups') {
        if (groups.has(body.guid)) return send(400, { error: { code: 'ERR_GUID_ALREADY_EXISTS' } })
        groups.set(body.guid, new Map())
        return send(200, { data: body })
      }
      if (req.method === 'POST' && members) {
        const group = groups.get(decodeURIComponent(members[1]))
        if (!group) return send(404, { error: { code: 'ERR_GUID_NOT_FOUND' } })
        for (const [list, scope] of [
          ['admins', 'admin'],
          ['moderators', 'moderator'],
          ['participants', 'participant'],
          ['usersToBan', 'banned']
        ]) {
          for (const uid of body[list] ?? []) {
            if (!users.has(uid)) return send(404, { error: { code: 'ERR_UID_NOT_FOUND' } })
            group.set(uid, scope)
          }
        }
        return send(200, { data: {} })
      }
      send(404, { error: { message: 'unknown route' } })
    })
  })
  return { server, groups }
}

describe('CometChat room groups', () => {
  const chat = fakeCometChat()
  let configured: TestServer
  beforeAll(async () => {
    await new Promise<void>((resolve) => chat.server.listen(0, '127.0.0.1', resolve))
    configured = await startServer({
      config: {
        providers: {
          COMETCHAT_APP_ID: 'app1',
          COMETCHAT_REGION: 'eu',
          COMETCHAT_API_KEY: 'rest-key',
          COMETCHAT_BASE_URL: `http://127.0.0.1:${(chat.server.address() as AddressInfo).port}/v3`
        }
      }
    })
  })
  afterAll(async () => {
    await configured.close()
    chat.server.close()
  })

  it('answers 503 naming the missing settings when CometChat is not configured', async () => {
    const res = await s.request('POST', `${R}/roomUserRoles/cometchat/join/${room.id}`, { token: listener.token })
    expect(res.status).toBe(503)
    expect(res.body.message).toBe(
      'The chat provider (CometChat) is not configured: set COMETCHAT_APP_ID and COMETCHAT_REGION and COMETCHAT_API_KEY'
    )
    expect(
      (await s.request('POST', `${R}/roomUserRoles/cometchat/sync/${room.id}`, { token: owner.token, body: {} })).status
    ).toBe(503)
  })

  it("syncs the room's role holders into its group scoped by role, and lets a listener join; banned users may not", async () => {
    const c = configured
    const [own, mod, dj, banned, fan] = await Promise.all(
      ['own', 'mod', 'dj', 'ban', 'fan'].map((n) => c.member(['user'], n))
    )
    const r = await insertRoom(c)
    await insertRole(c, r.id, own.id, 'owner')
    await insertRole(c, r.id, mod.id, 'moderator')
    await insertRole(c, r.id, dj.id, 'dj')
    await insertRole(c, r.id, banned.id, 'banned')
    const refused = await c.request('POST', `${R}/roomUserRoles/cometchat/sync/${r.id}`, { token: dj.token, body: {} })
    expect(refused.status).toBe(403)
    const res = await c.request('POST', `${R}/roomUserRoles/cometchat/sync/${r.id}`, { token: own.token, body: {} })
    expect(res.status).toBe(200)
    const guid = `room-${r.uuid}`
    expect(res.body.guid).toBe(guid)
    expect(res.body.banned).toEqual([banned.id])
    expect(Object.fromEntries(chat.groups.get(guid)!)).toEqual({
      [own.id]: 'admin',
      [mod.id]: 'moderator',
      [dj.id]: 'participant',
      [banned.id]: 'banned'
    })
    const joined = await c.request('POST', `${R}/roomUserRoles/cometchat/join/${r.slug}`, { token: fan.token })
    expect(joined.status).toBe(200)
    expect(joined.body).toEqual({ guid, members: [{ uid: fan.id, scope: 'participant' }], banned: [] })
    expect(chat.groups.get(guid)!.get(fan.id)).toBe('participant')
    const out = await c.request('POST', `${R}/roomUserRoles/cometchat/join/${r.id}`, { token: banned.token })
    expect(out.status).toBe(403)
    expect(out.body.message).toBe('You are banned from this room')
  })
})
