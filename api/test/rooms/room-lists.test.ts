import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import { R, createRoom, insertRole, setLive } from './helpers.ts'

let s: TestServer
let ana: { token: string; id: string }
let ben: { token: string; id: string }
let admin: string
const rooms: Record<string, any> = {}
const SONG = {
  artistName: 'Daft Punk',
  trackName: 'Digital Love',
  duration: 301,
  musicProviders: { spotify: '2VEZx7NWsZ1D0eJ4uv5Fym' }
}

beforeAll(async () => {
  s = await startServer()
  ana = await s.member()
  ben = await s.member()
  admin = (await s.member(['user', 'admin'])).token
  // Created oldest first; createdAt is spread out so "newest" is unambiguous.
  const specs: [string, Record<string, unknown>][] = [
    ['quiet', { name: 'Quiet Corner', musicProviderKeys: ['youtube'] }],
    ['busy', { name: 'Busy Floor', musicProviderKeys: ['spotify'] }],
    ['live', { name: 'Live Stage', musicProviderKeys: ['spotify', 'apple'] }],
    ['secret', { name: 'Secret Club', type: 'PRIVATE', password: 'let-me-in' }],
    ['hidden', { name: 'Hidden Gem', unlisted: true }],
    ['newest', { name: 'Brand New' }]
  ]
  for (const [i, [key, body]] of specs.entries()) {
    rooms[key] = await createRoom(s, ana.token, body)
    await s
      .knex('rooms')
      .where('id', rooms[key].id)
      .update({ createdAt: new Date(Date.now() - (specs.length - i) * 60_000) })
  }
  await s.knex('rooms').where('id', rooms.live.id).update({ isLive: true })
  await setLive(s, rooms.busy.id, [ana.id, ben.id], SONG)
  await setLive(s, rooms.quiet.id, [ben.id])
  await s
    .knex('rooms')
    .whereIn('id', [rooms.live.id, rooms.busy.id, rooms.hidden.id, rooms.quiet.id])
    .update({ promoted: true })
})
afterAll(() => s.close())

const slugs = (list: any[]) => list.map((r) => r.slug)

describe('public and promoted rooms', () => {
  it('lists public, listed rooms: live first, then by users in the room, then newest, with paging', async () => {
    const all = await s.request('GET', `${R}/rooms/public`, { token: ben.token })
    expect(all.status).toBe(200)
    expect(slugs(all.body.data)).toEqual(['live-stage', 'busy-floor', 'quiet-corner', 'brand-new'])
    expect(all.body).toMatchObject({ total: 4, limit: 100, offset: 0 })
    // numberOfUsersInRoom counts everyone, the DJ too; numberOfListeners those not on a DJ seat.
    expect(all.body.data[1]).toMatchObject({
      numberOfUsersInRoom: 2,
      numberOfListeners: 1,
      usersInRoomUuids: [ana.id, ben.id],
      numberOfActiveDjs: 1,
      djUuids: [ana.id],
      song: SONG
    })
    expect(all.body.data[2]).toMatchObject({ numberOfListeners: 1, numberOfActiveDjs: 0, djUuids: [], song: null })
    const page = await s.request('GET', `${R}/rooms/public?limit=2&offset=1`, { token: ben.token })
    expect(slugs(page.body.data)).toEqual(['busy-floor', 'quiet-corner'])
    expect(page.body).toMatchObject({ total: 4, limit: 2, offset: 1 })
    const byPage = await s.request('GET', `${R}/rooms/public?limit=2&page=2`, { token: ben.token })
    expect(slugs(byPage.body.data)).toEqual(['quiet-corner', 'brand-new'])
    expect((await s.request('GET', `${R}/rooms/public?limit=-1`, { token: ben.token })).body.message).toContain(
      "'limit'"
    )
  })

  it('searches public, listed rooms by part of their name, case-insensitively', async () => {
    const search = (q: string) => s.request('GET', `${R}/rooms/public?q=${encodeURIComponent(q)}`, { token: ben.token })
    const found = await search('  sTaGe ')
    expect(slugs(found.body.data)).toEqual(['live-stage'])
    expect(found.body.total).toBe(1)
    expect(slugs((await search('o')).body.data)).toEqual(['busy-floor', 'quiet-corner'])
    // Neither a private nor an unlisted room is found; LIKE wildcards match only themselves.
    expect((await search('Secret')).body.data).toEqual([])
    expect((await search('Gem')).body.data).toEqual([])
    expect((await search('%')).body).toMatchObject({ data: [], total: 0 })
    expect(slugs((await search('')).body.data)).toHaveLength(4)
  })

  it('lists promoted, listed rooms, optionally by providers', async () => {
    const all = await s.request('GET', `${R}/rooms/promoted-rooms`, { token: ben.token })
    expect(slugs(all.body)).toEqual(['live-stage', 'busy-floor', 'quiet-corner'])
    expect(
      slugs((await s.request('GET', `${R}/rooms/promoted-rooms?providers=apple`, { token: ben.token })).body)
    ).toEqual(['live-stage'])
    expect(
      slugs((await s.request('GET', `${R}/rooms/promoted-rooms?providers=youtube,apple`, { token: ben.token })).body)
    ).toEqual(['live-stage', 'quiet-corner'])
    const bad = await s.request('GET', `${R}/rooms/promoted-rooms?providers=tidal`, { token: ben.token })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'providers'")
  })

  it('counts private rooms', async () => {
    expect((await s.request('GET', `${R}/rooms/private-count`, { token: ben.token })).body).toEqual({ count: 1 })
  })
})

describe('single rooms', () => {
  it('reads a room by id, uuid or slug, a private one too, and 404 otherwise', async () => {
    for (const key of [rooms.secret.id, rooms.secret.uuid, rooms.secret.slug]) {
      const res = await s.request('GET', `${R}/rooms/${key}`, { token: ben.token })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ id: rooms.secret.id, type: 'PRIVATE', isPasswordProtected: true })
      expect(JSON.stringify(res.body)).not.toContain('let-me-in')
    }
    expect((await s.request('GET', `${R}/rooms/uuid/${rooms.busy.uuid}`, { token: ben.token })).body.slug).toBe(
      'busy-floor'
    )
    expect((await s.request('GET', `${R}/rooms/uuid/busy-floor`, { token: ben.token })).status).toBe(400)
    expect((await s.request('GET', `${R}/rooms/99999999999`, { token: ben.token })).status).toBe(404)
    const missing = await s.request('GET', `${R}/rooms/nowhere`, { token: ben.token })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Room not found')
  })

  it('reads several rooms by ids or uuids, in the order asked, at most 100', async () => {
    const byIds = await s.request('GET', `${R}/rooms/multiple/list?ids=${rooms.newest.id},${rooms.quiet.id},999999`, {
      token: ben.token
    })
    expect(slugs(byIds.body)).toEqual(['brand-new', 'quiet-corner'])
    expect((await s.request('GET', `${R}/rooms/multiple/list?ids=99999999999`, { token: ben.token })).body).toEqual([])
    const byUuids = await s.request('GET', `${R}/rooms/multiple/list?uuids=${rooms.secret.uuid},${rooms.live.uuid}`, {
      token: ben.token
    })
    expect(slugs(byUuids.body)).toEqual(['secret-club', 'live-stage'])
    expect((await s.request('GET', `${R}/rooms/multiple/list`, { token: ben.token })).body.message).toContain("'ids'")
    expect((await s.request('GET', `${R}/rooms/multiple/list?uuids=nope`, { token: ben.token })).status).toBe(400)
    const tooMany = await s.request(
      'GET',
      `${R}/rooms/multiple/list?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      { token: ben.token }
    )
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toContain("'ids'")
  })
})

describe("the caller's rooms", () => {
  it('lists rooms where the caller has a role (not banned or kicked, not lapsed) and rooms the caller owns', async () => {
    await insertRole(s, rooms.busy.id, ben.id, 'moderator')
    await insertRole(s, rooms.quiet.id, ben.id, 'banned')
    await insertRole(s, rooms.live.id, ben.id, 'dj', new Date(Date.now() - 1000))
    await insertRole(s, rooms.newest.id, ben.id, 'dj', new Date(Date.now() + 3_600_000))
    expect(slugs((await s.request('GET', `${R}/rooms/mine/list`, { token: ben.token })).body)).toEqual([
      'brand-new',
      'busy-floor'
    ])
    expect((await s.request('GET', `${R}/rooms/owned-rooms/list`, { token: ben.token })).body).toEqual([])
    expect(slugs((await s.request('GET', `${R}/rooms/owned-rooms/list`, { token: ana.token })).body)).toEqual([
      'brand-new',
      'hidden-gem',
      'secret-club',
      'live-stage',
      'busy-floor',
      'quiet-corner'
    ])
  })

  it('answers the rooms whose password matches, and only those', async () => {
    const res = await s.request('POST', `${R}/rooms/list`, {
      token: ben.token,
      body: {
        rooms: [
          { roomUuid: rooms.secret.uuid, password: 'let-me-in' },
          { roomUuid: rooms.busy.uuid, password: 'anything' },
          { roomUuid: rooms.hidden.uuid, password: 'x' }
        ]
      }
    })
    expect(res.status).toBe(200)
    expect(slugs(res.body)).toEqual(['secret-club'])
    const wrong = await s.request('POST', `${R}/rooms/list`, {
      token: ben.token,
      body: { rooms: [{ roomUuid: rooms.secret.uuid, password: 'let-me-out' }] }
    })
    expect(wrong.body).toEqual([])
    expect(
      (
        await s.request('POST', `${R}/rooms/list`, {
          token: ben.token,
          body: { rooms: [{ roomUuid: 'x', password: 'y' }] }
        })
      ).body.message
    ).toContain("'rooms.0.roomUuid'")
  })
})

describe('service lists', () => {
  it('pages every room by take/skip for a service key and lets a service read one room', async () => {
    const headers = await serviceKey(s, admin)
    const page = await s.request('GET', `${R}/rooms/service/list?take=2&skip=1`, { headers })
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ total: 6, take: 2, skip: 1 })
    expect(page.body.data.map((r: any) => r.id)).toEqual([rooms.busy.id, rooms.live.id])
    expect((await s.request('GET', `${R}/rooms/service/room/${rooms.hidden.slug}`, { headers })).body.id).toBe(
      rooms.hidden.id
    )
    expect((await s.request('GET', `${R}/rooms/service/list`, { token: ben.token })).status).toBe(403)
  })
})
