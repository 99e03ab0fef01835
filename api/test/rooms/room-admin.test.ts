import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { R, createRoom, setLive } from './helpers.ts'

let s: TestServer
let admin: string
let user: { token: string; id: string }
const rooms: Record<string, any> = {}

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  user = await s.member(['user'])
  rooms.club = await createRoom(s, user.token, {
    name: 'Club Night',
    design: 'CLUB',
    djType: 'EVERYONE',
    password: 'velvet-rope'
  })
  rooms.fest = await createRoom(s, user.token, { name: 'Festival Field', design: 'FESTIVAL', djType: 'INVITE_ONLY' })
  rooms.yacht = await createRoom(s, user.token, { name: 'Yacht Rock', design: 'YACHT', type: 'PRIVATE' })
  await s.knex('rooms').where('id', rooms.fest.id).update({ promoted: true, isLive: true })
  await setLive(s, rooms.fest.id, [user.id])
})
afterAll(() => s.close())

describe('admin room list', () => {
  it('answers the list-query language with whole rooms (roles, live fields) and no passwords', async () => {
    const res = await s.request('GET', `${R}/admin/rooms?sort=name,ASC`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ count: 3, total: 3, page: 1, pageCount: 1 })
    expect(res.body.data.map((r: any) => r.name)).toEqual(['Club Night', 'Festival Field', 'Yacht Rock'])
    expect(res.body.data[0]).toMatchObject({
      isPasswordProtected: true,
      roomRoles: [{ userUuid: user.id, role: 'owner' }]
    })
    expect(res.body.data[1]).toMatchObject({ numberOfUsersInRoom: 1, usersInRoomUuids: [user.id] })
    expect(JSON.stringify(res.body)).not.toMatch(/velvet-rope|passwordHash/)
    const filtered = await s.request(
      'GET',
      `${R}/admin/rooms?filter=design||$eq||FESTIVAL&filter=promoted||$eq||true`,
      { token: admin }
    )
    expect(filtered.body.data.map((r: any) => r.slug)).toEqual(['festival-field'])
    expect((await s.request('GET', `${R}/admin/rooms?filter=password||$eq||x`, { token: admin })).status).toBe(400)
  })

  it('answers ra-data-simple-rest: filters, search by name, sort, range and Content-Range', async () => {
    const q = (filter: object, range = '[0,9]', sort = '["name","DESC"]') =>
      s.request(
        'GET',
        `${R}/admin/rooms?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(range)}&sort=${encodeURIComponent(sort)}`,
        { token: admin }
      )
    const all = await q({})
    expect(all.body.map((r: any) => r.name)).toEqual(['Yacht Rock', 'Festival Field', 'Club Night'])
    expect(all.headers.get('content-range')).toBe('rooms 0-2/3')
    expect((await q({ q: 'night' })).body.map((r: any) => r.slug)).toEqual(['club-night'])
    expect((await q({ type: 'PRIVATE' })).body.map((r: any) => r.slug)).toEqual(['yacht-rock'])
    expect((await q({ djType: 'INVITE_ONLY', isLive: true })).body.map((r: any) => r.slug)).toEqual(['festival-field'])
    const page = await q({}, '[1,1]')
    expect(page.body.map((r: any) => r.slug)).toEqual(['festival-field'])
    expect(page.headers.get('content-range')).toBe('rooms 1-1/3')
  })

  it('reads one room, and only for admins', async () => {
    expect((await s.request('GET', `${R}/admin/rooms/${rooms.yacht.id}`, { token: admin })).body).toMatchObject({
      slug: 'yacht-rock',
      type: 'PRIVATE'
    })
    expect((await s.request('GET', `${R}/admin/rooms/${rooms.yacht.id}`, { token: user.token })).status).toBe(403)
    expect((await s.request('GET', `${R}/admin/rooms`, { token: user.token })).status).toBe(403)
  })
})

describe('guest passwords', () => {
  it('sets a guest password (hashed, never answered) and removes it by query', async () => {
    const set = await s.request('POST', `${R}/rooms/admin/guest-password`, {
      token: admin,
      body: { roomId: rooms.club.id, guestPassword: 'guest-list' }
    })
    expect(set.status).toBe(200)
    expect(set.body.isGuestPasswordProtected).toBe(true)
    expect(JSON.stringify(set.body)).not.toContain('guest-list')
    expect((await s.knex('rooms').where('id', rooms.club.id).first()).guestPasswordHash).toMatch(/^\$argon2id\$/)
    const bySlug = await s.request('POST', `${R}/rooms/admin/guest-password`, {
      token: admin,
      body: { roomId: rooms.fest.slug, guestPassword: 'wristband' }
    })
    expect(bySlug.body.isGuestPasswordProtected).toBe(true)
    const cleared = await s.request('DELETE', `${R}/rooms/admin/guest-password?roomId=${rooms.club.id}`, {
      token: admin
    })
    expect(cleared.status).toBe(200)
    expect(cleared.body.isGuestPasswordProtected).toBe(false)
    expect((await s.knex('rooms').where('id', rooms.club.id).first()).guestPasswordHash).toBeNull()
  })

  it('refuses non-admins, a missing field and an unknown room', async () => {
    expect(
      (
        await s.request('POST', `${R}/rooms/admin/guest-password`, {
          token: user.token,
          body: { roomId: rooms.club.id, guestPassword: 'x' }
        })
      ).status
    ).toBe(403)
    const missing = await s.request('POST', `${R}/rooms/admin/guest-password`, {
      token: admin,
      body: { roomId: rooms.club.id }
    })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toContain("'guestPassword'")
    expect((await s.request('DELETE', `${R}/rooms/admin/guest-password`, { token: admin })).body.message).toContain(
      "'roomId'"
    )
    expect((await s.request('DELETE', `${R}/rooms/admin/guest-password?roomId=nowhere`, { token: admin })).status).toBe(
      404
    )
  })
})
