import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { insertRole, insertRoom } from './helpers.ts'

const R = '/api/room-service'
const HOUR = 3_600_000
let s: TestServer
let admin: string
let owner: { token: string; id: string }
let coOwner: { token: string; id: string }
let other: { token: string; id: string }
let room: Awaited<ReturnType<typeof insertRoom>>

const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()
const create = (token: string, body: Record<string, unknown>) => s.request('POST', `${R}/events`, { token, body })
beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  ;[owner, coOwner, other] = await Promise.all([s.member(), s.member(), s.member()])
  room = await insertRoom(s, { name: 'Event Hall' })
  await insertRole(s, room.id, owner.id, 'owner')
  await insertRole(s, room.id, coOwner.id, 'coOwner')
})
afterAll(() => s.close())

describe('POST /events', () => {
  it('lets a room owner or co-owner create an event in their room, with a slug from the name', async () => {
    const res = await create(owner.token, {
      name: 'Friday Night Vinyl',
      description: 'bring crates',
      roomId: room.slug,
      startTime: at(2),
      endTime: at(4),
      posterUrl: 'https://img.example/p.png'
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      slug: 'friday-night-vinyl',
      name: 'Friday Night Vinyl',
      roomId: room.id,
      createdBy: owner.id,
      posterUrl: 'https://img.example/p.png'
    })
    const row = await s.knex('events').where('id', res.body.id).first()
    expect(row.roomId).toBe(room.id)
    const twin = await create(coOwner.token, {
      name: 'Friday night vinyl!',
      roomId: room.id,
      startTime: at(30),
      endTime: at(31)
    })
    expect(twin.status).toBe(201)
    expect(twin.body.slug).toBe('friday-night-vinyl-2')
  })

  it('refuses users who do not own the room, events outside a room unless admin, and an end before the start', async () => {
    const before = Number((await s.knex('events').count({ n: '*' }))[0].n)
    const stranger = await create(other.token, { name: 'Crash', roomId: room.id, startTime: at(1), endTime: at(2) })
    expect(stranger.status).toBe(403)
    expect(stranger.body.message).toBe("Only the room's owners may put events in it")
    const roomless = await create(owner.token, { name: 'Anywhere', startTime: at(1), endTime: at(2) })
    expect(roomless.status).toBe(403)
    expect(roomless.body.message).toBe('Only administrators may create an event outside a room')
    const backwards = await create(owner.token, {
      name: 'Backwards',
      roomId: room.id,
      startTime: at(2),
      endTime: at(1)
    })
    expect(backwards.status).toBe(400)
    expect(backwards.body.message).toBe("Invalid body: 'endTime' must be after 'startTime'")
    const noStart = await create(owner.token, { name: 'x', roomId: room.id, endTime: at(1) })
    expect(noStart.body.message).toBe("Invalid body: 'startTime' is required")
    expect(
      (await create(owner.token, { name: 'x', roomId: 'no-such-room', startTime: at(1), endTime: at(2) })).body.message
    ).toBe('Room not found')
    const guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    expect((await create(guest, { name: 'x', roomId: room.id, startTime: at(1), endTime: at(2) })).status).toBe(403)
    expect(Number((await s.knex('events').count({ n: '*' }))[0].n)).toBe(before)
    const anywhere = await create(admin, { name: 'Global Listening Party', startTime: at(5), endTime: at(6) })
    expect(anywhere.status).toBe(201)
    expect(anywhere.body.roomId).toBeNull()
  })
})

describe('reading events', () => {
  it('lists events by start time with a room filter, the upcoming ones soonest first, by id and by slug', async () => {
    const past = await create(admin, { name: 'Yesterday Set', roomId: room.id, startTime: at(-26), endTime: at(-24) })
    const now = await create(admin, { name: 'Happening Now', roomId: room.id, startTime: at(-1), endTime: at(1) })
    const elsewhere = await insertRoom(s)
    await create(admin, { name: 'Elsewhere', roomId: elsewhere.id, startTime: at(3), endTime: at(4) })
    const all = await s.request('GET', `${R}/events?roomId=${room.id}&limit=2`, { token: other.token })
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ limit: 2, offset: 0, total: 4 })
    expect(all.body.data.map((e: { name: string }) => e.name)).toEqual(['Yesterday Set', 'Happening Now'])
    const upcoming = await s.request('GET', `${R}/events/upcoming`, { token: other.token })
    const names = upcoming.body.data.map((e: { name: string }) => e.name)
    expect(names).not.toContain('Yesterday Set')
    expect(names.slice(0, 3)).toEqual(['Happening Now', 'Friday Night Vinyl', 'Elsewhere'])
    const times = upcoming.body.data.map((e: { startTime: string }) => Date.parse(e.startTime))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect((await s.request('GET', `${R}/events/${now.body.id}`, { token: other.token })).body.slug).toBe(
      'happening-now'
    )
    expect((await s.request('GET', `${R}/events/slug/yesterday-set`, { token: other.token })).body.id).toBe(
      past.body.id
    )
    const missing = await s.request('GET', `${R}/events/slug/nothing`, { token: other.token })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Event not found')
    expect((await s.request('GET', `${R}/events/upcoming`)).status).toBe(401)
  })

  it('gives admins the list-query list and one event', async () => {
    const page = await s.request('GET', `${R}/admin/events?filter=slug||$eq||friday-night-vinyl`, { token: admin })
    expect(page.body).toMatchObject({ total: 1, data: [{ slug: 'friday-night-vinyl' }] })
    const simple = await s.request('GET', `${R}/admin/events?range=[0,0]`, { token: admin })
    expect(simple.headers.get('content-range')).toMatch(/^events 0-0\/\d+$/)
    expect((await s.request('GET', `${R}/admin/events/${page.body.data[0].id}`, { token: admin })).body.name).toBe(
      'Friday Night Vinyl'
    )
    expect((await s.request('GET', `${R}/admin/events`, { token: owner.token })).status).toBe(403)
  })
})

describe('changing events', () => {
  it('lets the creator, the room owners or an admin patch and delete; others get 403', async () => {
    const ownRoom = await insertRoom(s)
    await insertRole(s, ownRoom.id, other.id, 'owner')
    const { body: event } = await create(coOwner.token, {
      name: 'Patchable',
      roomId: room.id,
      startTime: at(10),
      endTime: at(12)
    })
    const refused = await s.request('PATCH', `${R}/events/${event.id}`, {
      token: other.token,
      body: { name: 'Mine now' }
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe("Only the event's creator, its room's owners or an administrator may change it")
    const byOwner = await s.request('PATCH', `${R}/events/${event.id}`, {
      token: owner.token,
      body: { name: 'Patched', endTime: at(13) }
    })
    expect(byOwner.status).toBe(200)
    expect(byOwner.body).toMatchObject({ name: 'Patched', slug: 'patchable' })
    const bad = await s.request('PATCH', `${R}/events/${event.id}`, { token: coOwner.token, body: { endTime: at(9) } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe("Invalid body: 'endTime' must be after 'startTime'")
    const moveAway = await s.request('PATCH', `${R}/events/${event.id}`, {
      token: coOwner.token,
      body: { roomId: ownRoom.id }
    })
    expect(moveAway.status).toBe(403)
    expect((await s.knex('events').where('id', event.id).first()).roomId).toBe(room.id)
    expect(
      (await s.request('PATCH', `${R}/events/${event.id}`, { token: admin, body: { roomId: null } })).body.roomId
    ).toBeNull()
    expect((await s.request('DELETE', `${R}/events/${event.id}`, { token: other.token })).status).toBe(403)
    const deleted = await s.request('DELETE', `${R}/events/${event.id}`, { token: coOwner.token })
    expect(deleted.status).toBe(200)
    expect(deleted.body.id).toBe(event.id)
    expect(await s.knex('events').where('id', event.id)).toHaveLength(0)
  })
})

describe("an event's external URL", () => {
  it('is written and read back, changed and cleared; anything but an http(s) link is a 400 naming it', async () => {
    const created = await create(owner.token, {
      name: 'Ticketed Night',
      roomId: room.id,
      startTime: at(40),
      endTime: at(42),
      externalUrl: 'https://tickets.example/night'
    })
    expect(created.status).toBe(201)
    expect(created.body.externalUrl).toBe('https://tickets.example/night')
    const id = created.body.id
    expect((await s.request('GET', `${R}/events/${id}`, { token: other.token })).body.externalUrl).toBe(
      'https://tickets.example/night'
    )
    const listed = await s.request('GET', `${R}/admin/events?filter=externalUrl||$cont||tickets.example`, {
      token: admin
    })
    expect(listed.body.data.map((e: { id: string }) => e.id)).toEqual([id])
    const untold = await create(owner.token, { name: 'No Link', roomId: room.id, startTime: at(40), endTime: at(41) })
    expect(untold.body.externalUrl).toBeNull()

    const patch = (body: Record<string, unknown>) =>
      s.request('PATCH', `${R}/events/${id}`, { token: owner.token, body })
    expect((await patch({ externalUrl: 'http://stream.example/live' })).body.externalUrl).toBe(
      'http://stream.example/live'
    )
    for (const externalUrl of ['ftp://files.example/x', 'not a link', `https://a.example/${'x'.repeat(2000)}`, 7]) {
      const refused = await patch({ externalUrl })
      expect(refused.status, String(externalUrl)).toBe(400)
      expect(refused.body.message).toMatch(/^Invalid body: 'externalUrl' /)
      expect(refused.body.errors[0]).toMatchObject({ field: 'externalUrl' })
    }
    const before = Number((await s.knex('events').count({ n: '*' }))[0].n)
    const badCreate = await create(owner.token, {
      name: 'Bad Link',
      roomId: room.id,
      startTime: at(40),
      endTime: at(41),
      externalUrl: 'javascript:alert(1)'
    })
    expect(badCreate.status).toBe(400)
    expect(badCreate.body.message).toMatch(/^Invalid body: 'externalUrl' /)
    expect(Number((await s.knex('events').count({ n: '*' }))[0].n)).toBe(before)
    expect((await s.knex('events').where('id', id).first()).externalUrl).toBe('http://stream.example/live')

    expect((await patch({ externalUrl: null })).body.externalUrl).toBeNull()
  })
})
