import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Caller } from '../../src/declarations.ts'
import { assertMayUseSlug } from '../../src/services/rooms/communities/communities.ts'
import { serviceAt } from '../../src/lib/service-at.ts'
import { communitiesEntity } from '../../src/services/rooms/communities/entity.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { insertRoom } from './helpers.ts'

const R = '/api/room-service'
let s: TestServer
let admin: string
let mod: string
let user: { token: string; id: string; nickname: string }

const create = (body: Record<string, unknown>, token = admin) =>
  s.request('POST', `${R}/admin/communities`, { token, body })
const count = async (table: string) => Number((await s.knex(table).count({ n: '*' }))[0].n)

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  mod = (await s.signIn(['user', 'moderator'])).accessToken
  const u = await s.signIn(['user'], 'fan')
  user = { token: u.accessToken, id: u.user!.id, nickname: u.user!.nickname }
})
afterAll(() => s.close())

describe('reserved slugs (assertMayUseSlug)', () => {
  it('keeps jqbx and web3 for administrators', () => {
    const as = (roles: string[]): Caller => ({ type: 'user', id: 'x', roles, expiresAt: null })
    expect(() => assertMayUseSlug(as(['user', 'moderator']), 'jqbx')).toThrow(
      "The community slug 'jqbx' is reserved for administrators"
    )
    expect(() => assertMayUseSlug(null, 'web3')).toThrow("The community slug 'web3' is reserved for administrators")
    expect(() => assertMayUseSlug(as(['user', 'admin']), 'jqbx')).not.toThrow()
    expect(() => assertMayUseSlug(as(['user']), 'house')).not.toThrow()
  })
})

describe('admin community CRUD', () => {
  it('creates with a slug derived from the name, 409s a taken slug, and lets admins claim reserved slugs', async () => {
    const res = await create({
      name: 'Déjà Vu Disco!',
      description: 'Nu-disco nights',
      imageUrl: 'https://img.example/disco.png'
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      slug: 'deja-vu-disco',
      name: 'Déjà Vu Disco!',
      description: 'Nu-disco nights',
      imageUrl: 'https://img.example/disco.png'
    })
    const again = await create({ name: 'Deja vu disco' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe("A community already has the slug 'deja-vu-disco'")
    expect((await create({ name: 'JQBX', slug: 'jqbx' })).body.slug).toBe('jqbx')
    const bad = await create({ name: 'x', slug: 'Not A Slug' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'slug'")
    const noName = await create({ description: 'no name' })
    expect(noName.body.message).toBe("Invalid body: 'name' is required")
    expect((await create({ name: 'Nope' }, mod)).status).toBe(403)
    expect((await create({ name: 'Nope' }, user.token)).status).toBe(403)
    expect(await s.knex('communities').where('name', 'Nope')).toHaveLength(0)
  })

  it('bulk-creates all or none, naming the bad item', async () => {
    const before = await count('communities')
    const dup = await s.request('POST', `${R}/admin/communities/bulk`, {
      token: admin,
      body: { bulk: [{ name: 'Lo-fi' }, { name: 'Techno' }, { name: 'lo fi' }] }
    })
    expect(dup.status).toBe(400)
    expect(dup.body.message).toBe("Invalid body: 'bulk.2.slug' 'lo-fi' repeats item 0")
    const taken = await s.request('POST', `${R}/admin/communities/bulk`, {
      token: admin,
      body: { bulk: [{ name: 'Lo-fi' }, { name: 'Deja vu disco' }] }
    })
    expect(taken.status).toBe(400)
    expect(taken.body.message).toBe("Invalid body: 'bulk.1.slug' 'deja-vu-disco' is taken by another community")
    const invalid = await s.request('POST', `${R}/admin/communities/bulk`, {
      token: admin,
      body: { bulk: [{ name: 'Ok' }, { name: '' }] }
    })
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toContain("'bulk.1.name'")
    expect(await count('communities')).toBe(before)
    const res = await s.request('POST', `${R}/admin/communities/bulk`, {
      token: admin,
      body: { bulk: [{ name: 'Lo-fi' }, { name: 'Techno', slug: 'techno-heads' }] }
    })
    expect(res.status).toBe(201)
    expect(res.body.map((c: { slug: string }) => c.slug)).toEqual(['lo-fi', 'techno-heads'])
    expect(await count('communities')).toBe(before + 2)
  })

  it('lists in both dialects, gets, patches, replaces and deletes', async () => {
    const { body: c } = await create({ name: 'Ambient', description: 'calm', imageUrl: '/img/ambient.png' })
    const page = await s.request('GET', `${R}/admin/communities?filter=slug||$eq||ambient`, { token: admin })
    expect(page.body).toMatchObject({ total: 1, data: [{ id: c.id, slug: 'ambient' }] })
    const simple = await s.request('GET', `${R}/admin/communities?range=[0,1]&sort=["name","ASC"]`, { token: admin })
    expect(simple.headers.get('content-range')).toMatch(/^communities 0-[01]\/\d+$/)
    expect((await s.request('GET', `${R}/admin/communities/${c.id}`, { token: admin })).body.name).toBe('Ambient')
    const patched = await s.request('PATCH', `${R}/admin/communities/${c.id}`, {
      token: admin,
      body: { name: 'Ambient Lounge' }
    })
    expect(patched.body).toMatchObject({ name: 'Ambient Lounge', slug: 'ambient', description: 'calm' })
    const clash = await s.request('PATCH', `${R}/admin/communities/${c.id}`, { token: admin, body: { slug: 'lo-fi' } })
    expect(clash.status).toBe(409)
    const replaced = await s.request('PUT', `${R}/admin/communities/${c.id}`, { token: admin, body: { name: 'Drone' } })
    expect(replaced.body).toMatchObject({ name: 'Drone', slug: 'ambient', description: null, imageUrl: null })
    // The console's simple-rest update sends the whole record back: the read-only fields are dropped.
    const echoed = await s.request('PUT', `${R}/admin/communities/${c.id}`, {
      token: admin,
      body: { ...replaced.body, name: 'Drone Zone' }
    })
    expect(echoed.status).toBe(200)
    expect(echoed.body).toMatchObject({ id: c.id, name: 'Drone Zone', slug: 'ambient', createdAt: c.createdAt })
    const deleted = await s.request('DELETE', `${R}/admin/communities/${c.id}`, { token: admin })
    expect(deleted.body.id).toBe(c.id)
    expect((await s.request('GET', `${R}/admin/communities/${c.id}`, { token: admin })).status).toBe(404)
  })
})

describe('community events', () => {
  it('emits created, patched and removed with the external shape, whichever handler wrote', async () => {
    const seen: [string, { id: string; name: string }][] = []
    const service = serviceAt<{ on(event: string, listener: (data: { id: string; name: string }) => void): void }>(
      s.app,
      communitiesEntity.path
    )
    for (const event of ['created', 'patched', 'removed']) service.on(event, (data) => seen.push([event, data]))
    const { body: c } = await create({ name: 'Evented' })
    await s.request('POST', `${R}/admin/communities/bulk`, { token: admin, body: { bulk: [{ name: 'Evented Two' }] } })
    await s.request('PATCH', `${R}/admin/communities/${c.id}`, { token: admin, body: { name: 'Evented Again' } })
    await s.request('DELETE', `${R}/admin/communities/${c.id}`, { token: admin })
    expect(seen.map(([event, data]) => [event, data.name])).toEqual([
      ['created', 'Evented'],
      ['created', 'Evented Two'],
      ['patched', 'Evented Again'],
      ['removed', 'Evented Again']
    ])
  })
})

describe('public community endpoints', () => {
  it('gets a community by id or slug, to anyone signed in', async () => {
    const { body: c } = await create({ name: 'House Music' })
    const guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    expect((await s.request('GET', `${R}/communities/house-music`, { token: guest })).body.id).toBe(c.id)
    expect((await s.request('GET', `${R}/communities/${c.id}`, { token: user.token })).body.slug).toBe('house-music')
    const missing = await s.request('GET', `${R}/communities/nope`, { token: user.token })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Community not found')
  })

  it('reads a community with its slug, rooms and total (seed 002 §3 Community), paged by limit and offset', async () => {
    const { body: c } = await create({ name: 'Disco Hall' })
    const empty = await s.request('GET', `${R}/communities/disco-hall`, { token: user.token })
    expect(empty.body).toEqual({ ...c, rooms: [], total: 0 })
    const [b, a, z] = [
      await insertRoom(s, { name: 'Boogie' }),
      await insertRoom(s, { name: 'Abba Room' }),
      await insertRoom(s, { name: 'Zydeco' })
    ]
    await s.request('POST', `${R}/communities/${c.id}/add`, { token: mod, body: { roomIds: [b.id, a.id, z.id] } })
    const read = await s.request('GET', `${R}/communities/${c.slug}`, { token: user.token })
    expect(read.body).toMatchObject({ id: c.id, slug: 'disco-hall', total: 3 })
    expect(read.body.rooms.map((r: any) => r.name)).toEqual(['Abba Room', 'Boogie', 'Zydeco'])
    expect(read.body.rooms[0]).toMatchObject({ uuid: a.uuid, slug: a.slug, favorited: false, endTime: null })
    const list = await s.request('GET', `${R}/communities/${c.slug}/rooms`, { token: user.token })
    expect(read.body.rooms).toEqual(list.body.data)
    const page = await s.request('GET', `${R}/communities/${c.id}?limit=1&offset=2`, { token: user.token })
    expect(page.body).toMatchObject({ total: 3, rooms: [{ name: 'Zydeco' }] })
    const bad = await s.request('GET', `${R}/communities/${c.id}?limit=x`, { token: user.token })
    expect([bad.status, bad.body.message]).toEqual([400, "Invalid query: 'limit' must be integer"])
    // The admin read stays the plain community: the console edits it and sends it back.
    const adminRead = await s.request('GET', `${R}/admin/communities/${c.id}`, { token: admin })
    expect(adminRead.body).toEqual(c)
    await s.request('POST', `${R}/communities/${c.id}/remove`, { token: mod, body: { roomIds: [b.id, a.id, z.id] } })
    expect((await s.request('GET', `${R}/communities/${c.id}`, { token: user.token })).body).toMatchObject({
      rooms: [],
      total: 0
    })
  })

  it('joins and leaves idempotently, lists members with nickname and avatar, and the caller’s communities', async () => {
    const { body: c } = await create({ name: 'Jungle' })
    await s.knex('avatars').insert({ id: randomUUID(), slug: 'avatar-7', name: 'Avatar 7', avatarStatus: 'PUBLIC' })
    await s.knex('users').where('id', user.id).update({ avatarId: 'avatar-7' })
    for (let i = 0; i < 2; i++) {
      const join = await s.request('POST', `${R}/communities/jungle/join`, { token: user.token })
      expect(join.status).toBe(200)
      expect(join.body).toEqual({ communityId: c.id, userUuid: user.id, member: true })
    }
    expect(await s.knex('community_members').where({ communityId: c.id })).toHaveLength(1)
    const other = await s.signIn(['user'], 'second')
    await s.request('POST', `${R}/communities/${c.id}/join`, { token: other.accessToken })
    const members = await s.request('GET', `${R}/communities/jungle/users?limit=1`, { token: user.token })
    expect(members.body).toEqual({
      data: [
        {
          communityId: c.id,
          userUuid: user.id,
          nickname: user.nickname,
          avatarId: 'avatar-7',
          joinedAt: expect.any(String)
        }
      ],
      total: 2,
      limit: 1,
      offset: 0
    })
    expect(
      (await s.request('GET', `${R}/communities/jungle/users?offset=1`, { token: user.token })).body.data[0].userUuid
    ).toBe(other.user!.id)
    const mine = await s.request('GET', `${R}/user-communities`, { token: user.token })
    expect(mine.body.data.map((x: { slug: string }) => x.slug)).toContain('jungle')
    for (let i = 0; i < 2; i++)
      expect((await s.request('POST', `${R}/communities/jungle/leave`, { token: user.token })).body.member).toBe(false)
    expect(await s.knex('community_members').where({ communityId: c.id, userUuid: user.id })).toHaveLength(0)
    const guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    expect((await s.request('POST', `${R}/communities/jungle/join`, { token: guest })).status).toBe(403)
  })

  it('lets global moderators add and remove members; others get 403', async () => {
    const { body: c } = await create({ name: 'Garage' })
    const url = `${R}/communities/${c.slug}/users/${user.id}`
    expect((await s.request('PUT', url, { token: user.token })).status).toBe(403)
    const added = await s.request('PUT', url, { token: mod })
    expect(added.body).toEqual({ communityId: c.id, userUuid: user.id, member: true })
    expect(await s.knex('community_members').where({ communityId: c.id, userUuid: user.id })).toHaveLength(1)
    expect(
      (await s.request('PUT', `${R}/communities/${c.slug}/users/00000000-0000-4000-8000-000000000000`, { token: mod }))
        .status
    ).toBe(404)
    expect((await s.request('DELETE', url, { token: mod })).body.member).toBe(false)
    expect(await s.knex('community_members').where({ communityId: c.id })).toHaveLength(0)
  })
})

describe('community rooms', () => {
  it('adds and removes rooms in every form; a literal segment beats the room placeholder', async () => {
    const { body: c } = await create({ name: 'Rooms Club' })
    const [a, b] = [await insertRoom(s, { name: 'Alpha' }), await insertRoom(s, { name: 'Bravo' })]
    const put = await s.request('PUT', `${R}/communities/${c.id}/rooms/${a.slug}`, { token: mod })
    expect(put.body).toEqual({ communityId: c.id, roomIds: [a.id], linked: true })
    const older = await s.request('POST', `${R}/communities/${c.slug}/${b.uuid}`, { token: mod })
    expect(older.status).toBe(200)
    expect(older.body).toEqual({ communityId: c.id, roomIds: [b.id], linked: true })
    expect((await s.request('PUT', `${R}/communities/${c.id}/rooms/${a.id}`, { token: mod })).status).toBe(200)
    expect(await s.knex('community_rooms').where('communityId', c.id).orderBy('roomId').pluck('roomId')).toEqual([
      a.id,
      b.id
    ])
    const rooms = await s.request('GET', `${R}/communities/${c.slug}/rooms?limit=1`, { token: user.token })
    expect(rooms.body).toMatchObject({
      data: [
        {
          id: a.id,
          uuid: a.uuid,
          slug: a.slug,
          name: 'Alpha',
          type: 'PUBLIC',
          design: 'CLUB',
          promoted: false,
          isLive: false,
          numberOfUsersInRoom: 0
        }
      ],
      total: 2,
      limit: 1,
      offset: 0
    })
    expect(rooms.body.data[0]).not.toHaveProperty('passwordHash')
    const users = await s.request('GET', `${R}/communities/${c.slug}/users`, { token: user.token })
    expect(users.body).toMatchObject({ data: [], total: 0 })
    expect((await s.request('DELETE', `${R}/communities/${c.slug}/${a.id}`, { token: mod })).body).toEqual({
      communityId: c.id,
      roomIds: [a.id],
      linked: false
    })
    expect((await s.request('DELETE', `${R}/communities/${c.slug}/rooms/${b.slug}`, { token: mod })).body.linked).toBe(
      false
    )
    expect(await count('community_rooms')).toBe(0)
    expect((await s.request('PUT', `${R}/communities/${c.id}/rooms/${a.id}`, { token: user.token })).status).toBe(403)
    expect((await s.request('PUT', `${R}/communities/${c.id}/rooms/no-such-room`, { token: mod })).body.message).toBe(
      'Room not found'
    )
  })

  it('adds and removes lists of rooms all or nothing, and lists the communities of a room', async () => {
    const { body: c } = await create({ name: 'List Club' })
    const { body: c2 } = await create({ name: 'Another Club' })
    const [a, b] = [await insertRoom(s), await insertRoom(s)]
    const bad = await s.request('POST', `${R}/communities/${c.id}/add`, {
      token: mod,
      body: { roomIds: [a.id, b.uuid, 'missing-room'] }
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(`Invalid body: 'roomIds.2' ("missing-room") names no room`)
    expect(await s.knex('community_rooms').where('communityId', c.id)).toHaveLength(0)
    const ok = await s.request('POST', `${R}/communities/${c.id}/add`, {
      token: mod,
      body: { roomIds: [a.id, b.uuid, a.slug] }
    })
    expect(ok.body).toEqual({ communityId: c.id, roomIds: [a.id, b.id], linked: true })
    await s.request('POST', `${R}/communities/${c2.slug}/add`, { token: mod, body: { roomIds: [a.id] } })
    const ofRoom = await s.request('GET', `${R}/room-communities/${a.uuid}`, { token: user.token })
    expect(ofRoom.body).toMatchObject({ total: 2, data: [{ slug: 'another-club' }, { slug: 'list-club' }] })
    const removed = await s.request('POST', `${R}/communities/${c.id}/remove`, {
      token: mod,
      body: { roomIds: [b.slug, a.id] }
    })
    expect(removed.body).toEqual({ communityId: c.id, roomIds: [b.id, a.id], linked: false })
    expect(await s.knex('community_rooms').where('communityId', c.id)).toHaveLength(0)
    expect(
      (await s.request('POST', `${R}/communities/${c.id}/add`, { token: mod, body: { roomIds: [] } })).status
    ).toBe(400)
    expect(
      (await s.request('POST', `${R}/communities/${c.id}/add`, { token: user.token, body: { roomIds: [a.id] } })).status
    ).toBe(403)
  })
})
