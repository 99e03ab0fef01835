import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '@spinroom/schemas'
import { createSocketClient } from '@spinroom/client'
import { startServer, type TestServer } from '../helpers/server.ts'
import { createRoom, grantRole } from '../rooms/live-client.ts'

const R = '/api/room-service'
type Member = { token: string; id: string }
type TestRoom = { id: number; uuid: string; slug: string }
let s: TestServer
let roomMod: Member, globalMod: Member, admin: Member, plain: Member, target: Member
let aurora: TestRoom, boreal: TestRoom, cosmic: TestRoom

beforeAll(async () => {
  s = await startServer()
  ;[roomMod, globalMod, admin, plain, target] = await Promise.all([
    s.member(['user'], 'roommod'),
    s.member(['user', 'globalModerator'], 'gmod'),
    s.member(['user', 'admin'], 'boss'),
    s.member(['user'], 'plain'),
    s.member(['user'], 'target')
  ])
  aurora = await createRoom(s.knex, { name: 'Aurora Lounge' })
  boreal = await createRoom(s.knex, { name: 'Boreal Beats' })
  cosmic = await createRoom(s.knex, { name: 'Cosmic Club' })
  await grantRole(s.knex, aurora.id, roomMod.id, 'moderator')
  await grantRole(s.knex, aurora.id, roomMod.id, 'dj')
  await grantRole(s.knex, boreal.id, roomMod.id, 'coOwner')
  await grantRole(s.knex, boreal.id, roomMod.id, 'moderator')
  // A lapsed role and a role that moderates nothing give no room.
  await grantRole(s.knex, cosmic.id, roomMod.id, 'moderator', new Date(Date.now() - 60_000))
  await grantRole(s.knex, cosmic.id, roomMod.id, 'dj')
  await grantRole(s.knex, cosmic.id, globalMod.id, 'owner')
})
afterAll(() => s.close())

const get = (path: string, token?: string) => s.request('GET', R + path, { token })
const slugs = (page: { data: { slug: string }[] }) => page.data.map((r) => r.slug)

/** Bans the target from a room through the room roles API: one banUser record there. */
async function banIn(room: TestRoom, by: Member, reason: string) {
  const res = await s.request('POST', `${R}/roomUserRoles/${room.uuid}`, {
    token: by.token,
    body: { userUuid: target.id, role: 'banned', reason }
  })
  expect(res.status).toBe(201)
}

describe('listModeratedRooms and getModeratedRoom', () => {
  it('gives a room-only moderator only the rooms they moderate, with their strongest role there', async () => {
    const res = await get('/moderation/rooms', roomMod.token)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ total: 2, limit: 50, skip: 0 })
    expect(res.body.data.map((r: { slug: string; myRoomRole: string }) => [r.slug, r.myRoomRole])).toEqual([
      [boreal.slug, 'coOwner'],
      [aurora.slug, 'moderator']
    ])
    expect(res.body.data[0]).toMatchObject({ id: boreal.id, uuid: boreal.uuid, name: 'Boreal Beats' })
    expect(res.body.data[0].roomRoles.map((r: { role: string }) => r.role).sort()).toEqual(['coOwner', 'moderator'])
    expect(slugs((await get('/moderation/rooms?q=aURORA', roomMod.token)).body)).toEqual([aurora.slug])
    const paged = await get('/moderation/rooms?$limit=1&$skip=1', roomMod.token)
    expect(paged.body).toMatchObject({ total: 2, limit: 1, skip: 1 })
    expect(slugs(paged.body)).toEqual([aurora.slug])
  })

  it('gives global moderators and administrators every room, and a user who moderates none no room', async () => {
    for (const who of [globalMod, admin]) {
      const res = await get('/moderation/rooms', who.token)
      expect(res.body.total).toBe(3)
      expect(slugs(res.body)).toEqual([cosmic.slug, boreal.slug, aurora.slug])
    }
    const mine = (await get('/moderation/rooms', globalMod.token)).body.data
    expect(mine.map((r: { myRoomRole: string | null }) => r.myRoomRole)).toEqual(['owner', null, null])
    expect((await get('/moderation/rooms', plain.token)).body).toEqual({ total: 0, limit: 50, skip: 0, data: [] })
  })

  it('refuses bad input with a 400 naming the field, nobody signed in with 401', async () => {
    const bad = await get('/moderation/rooms?$limit=many', roomMod.token)
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'$limit'")
    const nul = await get('/moderation/rooms?q=Aur%00', roomMod.token)
    expect(nul.status).toBe(400)
    expect(nul.body.message).toContain("'q'")
    expect((await get('/moderation/rooms')).status).toBe(401)
  })

  it('answers one room by id, uuid or slug to its moderators and global moderators, 403 to anyone else', async () => {
    for (const key of [aurora.id, aurora.uuid, aurora.slug]) {
      const res = await get(`/moderation/rooms/${key}`, roomMod.token)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ id: aurora.id, slug: aurora.slug, myRoomRole: 'moderator' })
    }
    const other = await get(`/moderation/rooms/${cosmic.slug}`, roomMod.token)
    expect(other).toMatchObject({ status: 403, body: { message: 'Only moderators of this room may do this' } })
    expect((await get(`/moderation/rooms/${aurora.slug}`, plain.token)).status).toBe(403)
    expect((await get(`/moderation/rooms/${aurora.slug}`, globalMod.token)).body.myRoomRole).toBeNull()
    expect((await get(`/moderation/rooms/${aurora.slug}`, admin.token)).status).toBe(200)
    expect((await get('/moderation/rooms/no-such-room', roomMod.token)).status).toBe(404)
    expect((await get('/moderation/rooms/bad%00slug', roomMod.token)).status).toBe(400)
    expect((await get('/rooms/bad%00slug/moderation-actions', globalMod.token)).status).toBe(400)
    expect((await get(`/moderation/rooms/${aurora.slug}`)).status).toBe(401)
  })
})

describe('listRoomModerationActions', () => {
  it("lists one room's records, newest first, to that room's moderators, paged like the audit service's /moderation-actions", async () => {
    await banIn(aurora, roomMod, 'first')
    await s.request('DELETE', `${R}/roomUserRoles/${aurora.uuid}`, {
      token: roomMod.token,
      body: { userUuid: target.id, role: 'banned', reason: 'second' }
    })
    await banIn(cosmic, globalMod, 'elsewhere')
    const res = await get(`/rooms/${aurora.slug}/moderation-actions`, roomMod.token)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ total: 2, count: 2, page: 1 })
    expect(res.body.data.map((a: { reason: string }) => a.reason)).toEqual(['second', 'first'])
    expect(res.body.data[0]).toMatchObject({
      actionType: 'removeRole',
      roomUuid: aurora.uuid,
      targetUserUuid: target.id
    })
    const filtered = await get(`/rooms/${aurora.id}/moderation-actions?filter=actionType||$eq||banUser`, roomMod.token)
    expect(filtered.body.data.map((a: { reason: string }) => a.reason)).toEqual(['first'])
    const escape = await get(
      `/rooms/${aurora.uuid}/moderation-actions?filter=roomUuid||$eq||${cosmic.uuid}`,
      roomMod.token
    )
    expect(escape.body.total).toBe(0)
    const simpleRest = await get(`/rooms/${aurora.slug}/moderation-actions?range=[0,0]`, roomMod.token)
    expect(simpleRest.body).toHaveLength(1)
    expect(simpleRest.headers.get('content-range')).toBe('moderation-actions 0-0/2')
    const badLimit = await get(`/rooms/${aurora.slug}/moderation-actions?limit=-5`, roomMod.token)
    expect(badLimit.status).toBe(400)
    expect(badLimit.body.message).toContain("'limit'")
  })

  it("refuses another room's records to a room-only moderator, and shows every room's to a global moderator", async () => {
    const refused = await get(`/rooms/${cosmic.slug}/moderation-actions`, roomMod.token)
    expect(refused).toMatchObject({ status: 403, body: { message: 'Only moderators of this room may do this' } })
    expect((await get(`/rooms/${aurora.slug}/moderation-actions`, plain.token)).status).toBe(403)
    const cosmicRecords = await get(`/rooms/${cosmic.slug}/moderation-actions`, globalMod.token)
    expect(cosmicRecords.body.data.map((a: { reason: string }) => a.reason)).toEqual(['elsewhere'])
    expect((await get(`/rooms/${aurora.slug}/moderation-actions`, admin.token)).body.total).toBe(2)
    expect((await get(`/rooms/${aurora.slug}/moderation-actions`)).status).toBe(401)
  })

  it('answers all three over socket.io through the typed client', async () => {
    const client = createSocketClient({ url: s.url, io: { transports: ['websocket'], forceNew: true } })
    try {
      await client.authenticate(roomMod.token)
      const page = await client.call(routes.rooms.listModeratedRooms, { query: { q: 'boreal' } })
      expect(page.data.map((r) => [r.slug, r.myRoomRole])).toEqual([[boreal.slug, 'coOwner']])
      const room = await client.call(routes.rooms.getModeratedRoom, { params: { id: aurora.slug } })
      expect(room.myRoomRole).toBe('moderator')
      const records = await client.call(routes.rooms.listRoomModerationActions, { params: { id: aurora.slug } })
      expect(Array.isArray(records) ? records : records.data).toHaveLength(2)
      const refused = await client
        .call(routes.rooms.getModeratedRoom, { params: { id: cosmic.slug } })
        .catch((error: unknown) => error)
      expect(refused).toMatchObject({ status: 403 })
    } finally {
      client.close()
    }
  })
})
