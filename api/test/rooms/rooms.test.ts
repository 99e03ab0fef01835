import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { startServer, type TestServer } from '../helpers/server.ts'
import { R, createRoom, insertRole } from './helpers.ts'

let s: TestServer
let owner: { token: string; id: string }
let coOwner: { token: string; id: string }
let other: { token: string; id: string }
let admin: { token: string; id: string }
const sockets: Socket[] = []

beforeAll(async () => {
  s = await startServer()
  owner = await s.member()
  coOwner = await s.member()
  other = await s.member()
  admin = await s.member(['user', 'admin'])
})
afterAll(async () => {
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  await s.close()
})

const count = async () => Number((await s.knex('rooms').count({ n: '*' }))[0].n)

describe('creating rooms', () => {
  it('creates a room with defaults, makes the creator its owner and never returns passwords', async () => {
    const res = await s.request('POST', `${R}/rooms/infrastructure`, {
      token: owner.token,
      body: {
        name: 'Late Night Grooves',
        design: 'CLUB',
        djType: 'EVERYONE',
        numberOfDjs: 3,
        password: 'disco-ball',
        guestPassword: 'guest-pass',
        musicProviderKeys: ['spotify', 'youtube']
      }
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      name: 'Late Night Grooves',
      slug: 'late-night-grooves',
      design: 'CLUB',
      type: 'PUBLIC',
      numberOfDjs: 3,
      songsPerDj: 1,
      isPasswordProtected: true,
      isGuestPasswordProtected: true,
      musicProviderKeys: ['spotify', 'youtube'],
      posterUrl: null,
      friendInRoomUuids: [],
      usersInRoomUuids: [],
      numberOfUsersInRoom: 0,
      song: null,
      promoted: false
    })
    expect(res.body.roomRoles).toMatchObject([{ userUuid: owner.id, role: 'owner', expirationTime: null }])
    expect(JSON.stringify(res.body)).not.toMatch(/disco-ball|guest-pass|passwordHash|argon2/)
    const row = await s.knex('rooms').where('id', res.body.id).first()
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    expect(row.passwordHash).not.toContain('disco-ball')
  })

  it('derives slugs: lower-case, dashes, accents dropped, a numeric suffix on collision, reserved words avoided', async () => {
    expect((await createRoom(s, owner.token, { name: 'Late Night Grooves' })).slug).toBe('late-night-grooves-2')
    expect((await createRoom(s, owner.token, { name: 'Late  Night -- Grooves!' })).slug).toBe('late-night-grooves-3')
    expect((await createRoom(s, owner.token, { name: 'Café Ünderground ☕' })).slug).toBe('cafe-underground')
    expect((await createRoom(s, owner.token, { name: 'Public' })).slug).toBe('public-2')
    expect((await createRoom(s, owner.token, { name: '1999' })).slug).toBe('1999-2')
    expect((await createRoom(s, owner.token, { name: '☕☕' })).slug).toBe('room')
  })

  it('answers 409 naming a taken slug, 400 naming a bad field, and writes nothing', async () => {
    const before = await count()
    const taken = await s.request('POST', `${R}/rooms/infrastructure`, {
      token: other.token,
      body: { name: 'Mine', slug: 'late-night-grooves' }
    })
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe("The slug 'late-night-grooves' is already taken")
    const reserved = await s.request('POST', `${R}/rooms/infrastructure`, {
      token: other.token,
      body: { name: 'Mine', slug: 'promoted-rooms' }
    })
    expect(reserved.status).toBe(400)
    expect(reserved.body.message).toContain("'slug'")
    for (const [body, field] of [
      [{}, 'name'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x', numberOfDjs: 11 }, 'numberOfDjs'],
      [{ name: 'x', design: 'CASTLE' }, 'design'],
      [{ name: 'x', djType: 'ANYONE' }, 'djType'],
      [{ name: 'x', type: 'SECRET' }, 'type'],
      [{ name: 'x', slug: 'Not A Slug' }, 'slug'],
      [{ name: 'x', externalUrl: 'javascript:alert(1)' }, 'externalUrl'],
      [{ name: 'x', musicProviderKeys: ['winamp'] }, 'musicProviderKeys']
    ] as const) {
      const res = await s.request('POST', `${R}/rooms/infrastructure`, { token: other.token, body })
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message, JSON.stringify(body)).toContain(`'${field}`)
    }
    expect(await count()).toBe(before)
    const guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    expect(
      (await s.request('POST', `${R}/rooms/infrastructure`, { token: guest, body: { name: 'Guest room' } })).status
    ).toBe(403)
  })

  it('creates a Discord guild room, listed under its guild', async () => {
    const res = await s.request('POST', `${R}/rooms/discord/123456789012345678`, {
      token: other.token,
      body: { name: 'Guild Hangout' }
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      discordGuildId: '123456789012345678',
      roomRoles: [{ userUuid: other.id, role: 'owner' }]
    })
    const list = await s.request('GET', `${R}/rooms/discord/list/123456789012345678`, { token: owner.token })
    expect(list.body.map((r: any) => r.slug)).toEqual(['guild-hangout'])
    expect((await s.request('GET', `${R}/rooms/discord/list/999`, { token: owner.token })).body).toEqual([])
    expect(
      (await s.request('POST', `${R}/rooms/discord/not-a-guild`, { token: other.token, body: { name: 'x' } })).status
    ).toBe(400)
  })
})

describe('updating rooms', () => {
  let room: any
  beforeAll(async () => {
    room = await createRoom(s, owner.token, { name: 'Patch Me', password: 'first-pass' })
    await insertRole(s, room.id, coOwner.id, 'coOwner')
  })

  it('lets the owner, a co-owner and an admin update, and refuses anyone else', async () => {
    const byOwner = await s.request('PATCH', `${R}/rooms/${room.id}`, {
      token: owner.token,
      body: { description: 'Deep house', vibe: 'chill' }
    })
    expect(byOwner.status).toBe(200)
    expect(byOwner.body).toMatchObject({ description: 'Deep house', vibe: 'chill', isPasswordProtected: true })
    const byCoOwner = await s.request('PATCH', `${R}/rooms/${room.slug}/infrastructure`, {
      token: coOwner.token,
      body: { design: 'YACHT', songsPerDj: 2 }
    })
    expect(byCoOwner.status).toBe(200)
    expect(byCoOwner.body).toMatchObject({ design: 'YACHT', songsPerDj: 2 })
    const byAdmin = await s.request('PATCH', `${R}/rooms/${room.uuid}`, { token: admin.token, body: { roomSize: 50 } })
    expect(byAdmin.body.roomSize).toBe(50)
    const byOther = await s.request('PATCH', `${R}/rooms/${room.id}`, {
      token: other.token,
      body: { name: 'Hijacked' }
    })
    expect(byOther.status).toBe(403)
    expect(byOther.body.message).toBe('Only the owner or a co-owner of this room may do this')
    expect((await s.knex('rooms').where('id', room.id).first()).name).toBe('Patch Me')
    expect(
      (await s.request('PATCH', `${R}/rooms/no-such-room`, { token: owner.token, body: { name: 'x' } })).status
    ).toBe(404)
    expect((await s.request('PATCH', `${R}/rooms/${room.id}`, { token: owner.token, body: {} })).status).toBe(400)
  })

  it('sets, replaces and clears passwords without ever answering them', async () => {
    const set = await s.request('PATCH', `${R}/rooms/${room.id}`, {
      token: owner.token,
      body: { guestPassword: 'guests-only' }
    })
    expect(set.body).toMatchObject({ isPasswordProtected: true, isGuestPasswordProtected: true })
    expect(JSON.stringify(set.body)).not.toContain('guests-only')
    const cleared = await s.request('PATCH', `${R}/rooms/${room.id}`, {
      token: owner.token,
      body: { password: null, guestPassword: null }
    })
    expect(cleared.body).toMatchObject({ isPasswordProtected: false, isGuestPasswordProtected: false })
    const row = await s.knex('rooms').where('id', room.id).first()
    expect([row.passwordHash, row.guestPasswordHash]).toEqual([null, null])
  })

  it('changes the slug when free and answers 409 naming it when taken', async () => {
    const moved = await s.request('PATCH', `${R}/rooms/${room.id}`, {
      token: owner.token,
      body: { slug: 'patched-room' }
    })
    expect(moved.body.slug).toBe('patched-room')
    expect((await s.request('GET', `${R}/rooms/patched-room`)).status).toBe(401)
    expect((await s.request('GET', `${R}/rooms/patched-room`, { token: other.token })).body.id).toBe(room.id)
    const clash = await s.request('PATCH', `${R}/rooms/${room.id}`, {
      token: owner.token,
      body: { slug: 'late-night-grooves' }
    })
    expect(clash.status).toBe(409)
    expect(clash.body.message).toBe("The slug 'late-night-grooves' is already taken")
  })

  it('patches one field at a time: promote (admin), djType, liveAudio, isLive, DJ seats (1..10)', async () => {
    expect(
      (
        await s.request('PATCH', `${R}/rooms/promote/${room.id}/infrastructure`, {
          token: owner.token,
          body: { promoted: true }
        })
      ).status
    ).toBe(403)
    expect(
      (
        await s.request('PATCH', `${R}/rooms/promote/${room.id}/infrastructure`, {
          token: admin.token,
          body: { promoted: true }
        })
      ).body.promoted
    ).toBe(true)
    expect(
      (
        await s.request('PATCH', `${R}/rooms/dj-type/${room.id}/infrastructure`, {
          token: coOwner.token,
          body: { djType: 'INVITE_ONLY' }
        })
      ).body.djType
    ).toBe('INVITE_ONLY')
    expect(
      (
        await s.request('PATCH', `${R}/rooms/live-audio/${room.id}/infrastructure`, {
          token: owner.token,
          body: { liveAudio: true }
        })
      ).body.liveAudio
    ).toBe(true)
    expect(
      (
        await s.request('PATCH', `${R}/rooms/live-state/${room.id}/infrastructure`, {
          token: owner.token,
          body: { isLive: true }
        })
      ).body.isLive
    ).toBe(true)
    expect(
      (
        await s.request('PATCH', `${R}/rooms/dj-seats/${room.id}/infrastructure`, {
          token: owner.token,
          body: { numberOfDjs: 10 }
        })
      ).body.numberOfDjs
    ).toBe(10)
    for (const numberOfDjs of [0, 11, 2.5, '4']) {
      const res = await s.request('PATCH', `${R}/rooms/dj-seats/${room.id}/infrastructure`, {
        token: owner.token,
        body: { numberOfDjs }
      })
      expect(res.status).toBe(400)
      expect(res.body.message).toContain("'numberOfDjs'")
    }
    expect(
      (
        await s.request('PATCH', `${R}/rooms/dj-type/${room.id}/infrastructure`, {
          token: other.token,
          body: { djType: 'EVERYONE' }
        })
      ).status
    ).toBe(403)
    expect(await s.knex('rooms').where('id', room.id).first()).toMatchObject({ numberOfDjs: 10, djType: 'INVITE_ONLY' })
  })

  it('lets only admins set promoted, isLive and liveAudio through the admin update', async () => {
    expect(
      (await s.request('PATCH', `${R}/rooms/admin/${room.id}`, { token: owner.token, body: { promoted: false } }))
        .status
    ).toBe(403)
    const res = await s.request('PATCH', `${R}/rooms/admin/${room.id}`, {
      token: admin.token,
      body: { promoted: false, isLive: false, name: 'Renamed' }
    })
    expect(res.body).toMatchObject({ promoted: false, isLive: false, name: 'Renamed' })
    const sneaky = await s.request('PATCH', `${R}/rooms/${room.id}`, {
      token: owner.token,
      body: { promoted: true, description: 'x' }
    })
    expect(sneaky.body.promoted).toBe(false)
  })
})

describe('deleting rooms', () => {
  it('lets the owner or an admin delete, answering the room, and refuses a co-owner', async () => {
    const room = await createRoom(s, owner.token, { name: 'Short Lived' })
    await insertRole(s, room.id, coOwner.id, 'coOwner')
    const byCoOwner = await s.request('DELETE', `${R}/rooms/${room.id}/infrastructure`, { token: coOwner.token })
    expect(byCoOwner.status).toBe(403)
    expect(byCoOwner.body.message).toBe('Only the owner of this room may delete it')
    const byOwner = await s.request('DELETE', `${R}/rooms/${room.id}/infrastructure`, { token: owner.token })
    expect(byOwner.status).toBe(200)
    expect(byOwner.body).toMatchObject({ id: room.id, slug: 'short-lived' })
    expect(await s.knex('rooms').where('id', room.id).first()).toBeUndefined()
    expect(await s.knex('room_user_roles').where('roomId', room.id)).toEqual([])
    const another = await createRoom(s, owner.token, { name: 'Admin Deletes' })
    expect(
      (await s.request('DELETE', `${R}/rooms/${another.slug}/infrastructure`, { token: admin.token })).status
    ).toBe(200)
    expect(
      (await s.request('DELETE', `${R}/rooms/${another.slug}/infrastructure`, { token: admin.token })).status
    ).toBe(404)
  })

  it('ignores a lapsed owner role', async () => {
    const room = await createRoom(s, admin.token, { name: 'Lapsed' })
    await insertRole(s, room.id, other.id, 'owner', new Date(Date.now() - 1000))
    expect((await s.request('DELETE', `${R}/rooms/${room.id}/infrastructure`, { token: other.token })).status).toBe(403)
  })

  it("patches and deletes a user's rooms, for that user or an admin", async () => {
    const user = await s.member()
    const a = await createRoom(s, user.token, { name: 'User Room A' })
    const b = await createRoom(s, user.token, { name: 'User Room B' })
    expect(
      (await s.request('PATCH', `${R}/rooms/user/${user.id}`, { token: other.token, body: { unlisted: true } })).status
    ).toBe(403)
    const patched = await s.request('PATCH', `${R}/rooms/user/${user.id}`, {
      token: user.token,
      body: { unlisted: true, isLive: true }
    })
    expect(patched.body.map((r: any) => [r.slug, r.unlisted, r.isLive])).toEqual([
      [b.slug, true, true],
      [a.slug, true, true]
    ])
    expect((await s.request('DELETE', `${R}/rooms/user/${user.id}`, { token: other.token })).status).toBe(403)
    const removed = await s.request('DELETE', `${R}/rooms/user/${user.id}`, { token: admin.token })
    expect(removed.body.map((r: any) => r.id).sort()).toEqual([a.id, b.id].sort())
    expect(await s.knex('rooms').whereIn('id', [a.id, b.id])).toEqual([])
  })
})

describe('room events', () => {
  it('sends created, patched (the whole new settings) and removed rooms to admins only', async () => {
    const connect = async (token: string) => {
      const socket = io(s.url, { transports: ['websocket'], forceNew: true })
      sockets.push(socket)
      const client = feathers()
        .configure(socketio(socket))
        .configure(authentication({ path: 'api/user-service/authentication' }))
      await client.authenticate({ strategy: 'jwt', accessToken: token })
      const got: [string, any][] = []
      for (const event of ['created', 'patched', 'removed'])
        client.service('api/room-service/room-records').on(event, (room: any) => got.push([event, room]))
      return got
    }
    const adminGot = await connect(admin.token)
    const userGot = await connect(other.token)
    const room = await createRoom(s, owner.token, { name: 'Evented', password: 'secret-pass' })
    await s.request('PATCH', `${R}/rooms/dj-seats/${room.id}/infrastructure`, {
      token: owner.token,
      body: { numberOfDjs: 2 }
    })
    await s.request('DELETE', `${R}/rooms/${room.id}/infrastructure`, { token: owner.token })
    await new Promise((r) => setTimeout(r, 300))
    expect(adminGot.map(([event, r]) => [event, r.id])).toEqual([
      ['created', room.id],
      ['patched', room.id],
      ['removed', room.id]
    ])
    expect(adminGot[1][1]).toMatchObject({
      numberOfDjs: 2,
      slug: 'evented',
      isPasswordProtected: true,
      roomRoles: [{ role: 'owner' }]
    })
    expect(JSON.stringify(adminGot)).not.toContain('secret-pass')
    expect(userGot).toEqual([])
  })
})
