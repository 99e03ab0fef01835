import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { R, createRoom } from './helpers.ts'

let s: TestServer
let ana: { token: string; id: string }
let ben: { token: string; id: string }
let admin: { token: string; id: string }
let pub: any
let priv: any
let third: any

beforeAll(async () => {
  s = await startServer()
  ana = await s.member()
  ben = await s.member()
  admin = await s.member(['user', 'admin'])
  pub = await createRoom(s, ben.token, { name: 'Open Air' })
  priv = await createRoom(s, ben.token, { name: 'Back Room', type: 'PRIVATE' })
  third = await createRoom(s, ben.token, { name: 'Third Place' })
})
afterAll(() => s.close())

const F = `${R}/api/v1/room-favorites`

describe('room favorites', () => {
  it('favorites a room idempotently: the same favorite twice', async () => {
    const first = await s.request('POST', F, { token: ana.token, body: { roomUuid: pub.uuid } })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ roomUuid: pub.uuid, userUuid: ana.id })
    const again = await s.request('POST', F, { token: ana.token, body: { roomUuid: pub.uuid } })
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(first.body.id)
    expect(await s.knex('room_favorites').where('userUuid', ana.id)).toHaveLength(1)
    expect(
      (await s.request('POST', F, { token: ana.token, body: { roomUuid: '00000000-0000-4000-8000-000000000000' } }))
        .status
    ).toBe(404)
    expect((await s.request('POST', F, { token: ana.token, body: {} })).body.message).toContain("'roomUuid'")
  })

  it("lists one's favorites (limit, roomUuidIn), another's only for admins", async () => {
    await s.request('POST', F, { token: ana.token, body: { roomUuid: priv.uuid } })
    await s.request('POST', F, { token: ana.token, body: { roomUuid: third.uuid } })
    const all = await s.request('GET', F, { token: ana.token })
    expect(all.body.total).toBe(3)
    expect(all.body.data.map((f: any) => f.roomUuid)).toEqual([third.uuid, priv.uuid, pub.uuid])
    const some = await s.request('GET', `${F}?roomUuidIn=${pub.uuid},${third.uuid}&limit=1`, { token: ana.token })
    expect(some.body).toMatchObject({ total: 2, limit: 1 })
    expect(some.body.data.map((f: any) => f.roomUuid)).toEqual([third.uuid])
    const others = await s.request('GET', `${F}?userUuid=${ana.id}`, { token: ben.token })
    expect(others.status).toBe(403)
    expect((await s.request('GET', `${F}?userUuid=${ana.id}`, { token: admin.token })).body.total).toBe(3)
    const repeated = await s.request('GET', `${F}?roomUuidIn=${pub.uuid}&roomUuidIn=${third.uuid}`, {
      token: ana.token
    })
    expect(repeated.body.data.map((f: any) => f.roomUuid)).toEqual([third.uuid, pub.uuid])
    expect((await s.request('GET', `${F}?roomUuidIn=nope`, { token: ana.token })).body.message).toContain(
      "'roomUuidIn.0'"
    )
  })

  it('answers the favorite rooms, private ones only when their own user asks for them', async () => {
    const mine = await s.request('GET', `${R}/rooms/favorites`, { token: ana.token })
    expect(mine.body.map((r: any) => r.slug)).toEqual(['third-place', 'open-air'])
    const withPrivate = await s.request('GET', `${R}/rooms/favorites?includePrivate=true`, { token: ana.token })
    expect(withPrivate.body.map((r: any) => r.slug)).toEqual(['third-place', 'back-room', 'open-air'])
    const byAdmin = await s.request('GET', `${R}/rooms/favorites?userUuid=${ana.id}&includePrivate=true`, {
      token: admin.token
    })
    expect(byAdmin.body.map((r: any) => r.slug)).toEqual(['third-place', 'open-air'])
    expect((await s.request('GET', `${R}/rooms/favorites?userUuid=${ana.id}`, { token: ben.token })).status).toBe(403)
  })

  it('lets only its user (or an admin) remove a favorite', async () => {
    const [favorite] = (await s.request('GET', `${F}?roomUuidIn=${third.uuid}`, { token: ana.token })).body.data
    expect((await s.request('DELETE', `${F}/${favorite.id}`, { token: ben.token })).status).toBe(403)
    const removed = await s.request('DELETE', `${F}/${favorite.id}`, { token: ana.token })
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ id: favorite.id, roomUuid: third.uuid })
    expect((await s.request('DELETE', `${F}/${favorite.id}`, { token: ana.token })).status).toBe(404)
    expect((await s.request('GET', F, { token: ana.token })).body.total).toBe(2)
  })
})

describe('recently visited rooms', () => {
  it('records visits most recent first, moves a revisited room up, in both forms', async () => {
    for (const room of [pub, priv, third, pub]) {
      const res = await s.request('POST', `${R}/rooms/recent`, { token: ana.token, body: { roomUuid: room.uuid } })
      expect(res.status).toBe(200)
      await new Promise((r) => setTimeout(r, 5))
    }
    const recent = await s.request('GET', `${R}/rooms/recent`, { token: ana.token })
    expect(recent.body.map((r: any) => r.slug)).toEqual(['open-air', 'third-place', 'back-room'])
    const analytics = await s.request('GET', `${R}/rooms/rockset/recently-visited-rooms`, { token: ana.token })
    expect(analytics.body.rooms.map((v: any) => v.room.slug)).toEqual(['open-air', 'third-place', 'back-room'])
    expect(Date.parse(analytics.body.rooms[0].visitedAt)).toBeGreaterThan(Date.parse(analytics.body.rooms[1].visitedAt))
    expect((await s.request('GET', `${R}/rooms/recent`, { token: ben.token })).body).toEqual([])
  })

  it('keeps only the last 50 visits per user', async () => {
    const user = await s.member()
    // The rooms themselves are beside the point: written straight to the table.
    const many: { uuid: string }[] = await s
      .knex('rooms')
      .insert(Array.from({ length: 52 }, (_, i) => ({ uuid: randomUUID(), slug: `hop-${i}`, name: `Hop ${i}` })))
      .returning('uuid')
    for (const room of many)
      await s.request('POST', `${R}/rooms/recent`, { token: user.token, body: { roomUuid: room.uuid } })
    const recent = await s.request('GET', `${R}/rooms/recent`, { token: user.token })
    expect(recent.body).toHaveLength(50)
    expect(recent.body[0].slug).toBe('hop-51')
    expect(recent.body.map((r: any) => r.slug)).not.toContain('hop-1')
    expect(await s.knex('room_visits').where('userUuid', user.id)).toHaveLength(50)
  })
})
