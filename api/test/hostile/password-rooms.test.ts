import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceKey, startServer, type TestServer } from '../helpers/server.ts'
import { R, createRoom, insertRole } from '../rooms/helpers.ts'
import { LiveClient, closeClients, song } from '../rooms/live-client.ts'

const P = '/api/playlist-service'
const PASSWORD = 'open sesame'
const SECRET_SONG = 'Secret Song'
const OLD_SONG = 'Older Secret'

let s: TestServer
let room: { id: number; uuid: string; slug: string }
let community: { id: number; slug: string }
let owner: { token: string; id: string }
let inside: { token: string; id: string }
let outsider: { token: string; id: string }
let invitedDj: { token: string; id: string }
let banned: { token: string; id: string }
let globalMod: string
let admin: string
let guest: string
let service: Record<string, string>
/** Every socket.io event an outsider's signed-in socket heard while the room changed. */
const overheard: string[] = []

beforeAll(async () => {
  s = await startServer({ config: { liveGraceMs: 300 } })
  owner = await s.member(['user'], 'owner')
  inside = await s.member(['user'], 'inside')
  outsider = await s.member(['user'], 'outsider')
  invitedDj = await s.member(['user'], 'invited')
  banned = await s.member(['user'], 'banned')
  globalMod = (await s.member(['user', 'globalModerator'], 'gmod')).token
  admin = (await s.member(['user', 'admin'], 'admin')).token
  guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
  service = await serviceKey(s, admin)

  room = await createRoom(s, owner.token, { name: 'Locked Lounge', password: PASSWORD })
  await s.knex('rooms').where('id', room.id).update({ promoted: true, discordGuildId: '4242424242' })
  await insertRole(s, room.id, invitedDj.id, 'dj')
  await insertRole(s, room.id, banned.id, 'banned')
  await s.knex('room_plays').insert({
    roomId: room.id,
    song: JSON.stringify(song(OLD_SONG, 10)),
    djUuid: inside.id,
    startTime: new Date(Date.now() - 60_000),
    endTime: new Date(Date.now() - 50_000),
    voteCounts: JSON.stringify({ likes: 0, dislikes: 0, stars: 0 }),
    skipped: false
  })
  community = (await s.request('POST', `${R}/admin/communities`, { token: admin, body: { name: 'Locked Crowd' } })).body
  await s.request('PUT', `${R}/communities/${community.id}/rooms/${room.slug}`, { token: admin })

  const eavesdropper = await LiveClient.signIn(s.url, { accessToken: outsider.token })
  eavesdropper.socket.onAny((event: string, ...args: unknown[]) => overheard.push(event + JSON.stringify(args)))
  const dj = await LiveClient.signIn(s.url, { accessToken: inside.token })
  await dj.join(room.uuid, { password: PASSWORD })
  await dj.call('addDj', { song: song(SECRET_SONG, 600) })
  await dj.until((state) => state.nowPlaying?.song.trackName === SECRET_SONG)
}, 120_000)
afterAll(async () => {
  closeClients()
  await s.close()
})

const stateOf = (token: string | undefined, query = '', headers: Record<string, string> = {}) =>
  s.request('GET', `${R}/rooms/room-state/${room.uuid}${query}`, { token, headers })

/** Nothing of who is inside or what plays: neither the user in the room nor either song. */
const expectNothingInside = (body: unknown) => {
  const text = JSON.stringify(body)
  expect(text).not.toContain(inside.id)
  expect(text).not.toContain(SECRET_SONG)
  expect(text).not.toContain(OLD_SONG)
}

describe("a password room's live state", { timeout: 60_000 }, () => {
  it('is refused with 403 to those who may not join: another user, a guest, a banned user', async () => {
    for (const token of [outsider.token, guest, banned.token]) {
      const res = await stateOf(token)
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('This room needs a password')
      expectNothingInside(res.body)
    }
    const users = await s.request('GET', `${R}/rooms/users/${room.slug}`, { token: outsider.token })
    expect(users.status).toBe(403)
    expectNothingInside(users.body)
  })

  it('answers a wrong password as a join does', async () => {
    const res = await stateOf(outsider.token, '?password=guess')
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('Wrong room password')
    expectNothingInside(res.body)
  })

  it('is read with the password, as a query parameter or a header', async () => {
    for (const res of [
      await stateOf(outsider.token, `?password=${encodeURIComponent(PASSWORD)}`),
      await stateOf(guest, '', { 'x-room-password': PASSWORD })
    ]) {
      expect(res.status).toBe(200)
      expect(res.body.state.nowPlaying.song.trackName).toBe(SECRET_SONG)
      expect(res.body.state.allUsers.map((u: { uuid: string }) => u.uuid)).toEqual([inside.id])
    }
    const users = await s.request('GET', `${R}/rooms/users/${room.slug}?password=${encodeURIComponent(PASSWORD)}`, {
      token: outsider.token
    })
    expect(users.status).toBe(200)
    expect(users.body.map((u: { uuid: string }) => u.uuid)).toEqual([inside.id])
  })

  it('is read without the password by members and staff', async () => {
    for (const token of [inside.token, owner.token, invitedDj.token, globalMod, admin]) {
      const res = await stateOf(token)
      expect(res.status).toBe(200)
      expect(res.body.state.nowPlaying.song.trackName).toBe(SECRET_SONG)
    }
    const forService = await s.request('GET', `${R}/rooms/users/service/${room.uuid}`, { headers: service })
    expect(forService.status).toBe(200)
    expect(forService.body.map((u: { uuid: string }) => u.uuid)).toEqual([inside.id])
  })
})

describe('room lists and lookups', { timeout: 60_000 }, () => {
  /** The room as an answer lists it: found by uuid among rooms, in a page, or the answer itself. */
  const find = (body: any) => {
    const list = Array.isArray(body) ? body : (body.data ?? body.rooms ?? [body])
    return list.map((r: any) => r.room ?? r).find((r: any) => r.uuid === room.uuid)
  }

  it('show that a password room exists and needs its password, not who is inside or what plays', async () => {
    await s.request('POST', `${R}/api/v1/room-favorites`, { token: outsider.token, body: { roomUuid: room.uuid } })
    await s.request('POST', `${R}/rooms/recent`, { token: outsider.token, body: { roomUuid: room.uuid } })
    const reads: [string, string][] = [
      ['/rooms/public', guest],
      ['/rooms/public', outsider.token],
      ['/rooms/promoted-rooms', outsider.token],
      [`/rooms/${room.slug}`, outsider.token],
      [`/rooms/uuid/${room.uuid}`, guest],
      [`/rooms/multiple/list?uuids=${room.uuid}`, outsider.token],
      ['/rooms/favorites', outsider.token],
      ['/rooms/recent', outsider.token],
      ['/rooms/rockset/recently-visited-rooms', outsider.token],
      ['/rooms/discord/list/4242424242', outsider.token],
      [`/communities/${community.slug}/rooms`, outsider.token]
    ]
    for (const [path, token] of reads) {
      const res = await s.request('GET', `${R}${path}`, { token })
      expect(res.status, path).toBe(200)
      expect(find(res.body), path).toMatchObject({
        name: 'Locked Lounge',
        isPasswordProtected: true,
        song: null,
        usersInRoomUuids: [],
        djUuids: [],
        numberOfUsersInRoom: 1
      })
      expectNothingInside(res.body)
    }
  })

  it('show the inside to members, staff, the console and whoever gives the password', async () => {
    const reads: [string, string][] = [
      [`/rooms/${room.slug}`, inside.token],
      [`/rooms/${room.slug}`, owner.token],
      ['/rooms/mine/list', invitedDj.token],
      [`/rooms/${room.slug}`, globalMod],
      ['/admin/rooms', admin],
      [`/admin/rooms/${room.id}`, admin],
      [`/moderation/rooms/${room.uuid}`, globalMod]
    ]
    for (const [path, token] of reads) {
      const res = await s.request('GET', `${R}${path}`, { token })
      expect(res.status, path).toBe(200)
      expect(find(res.body), path).toMatchObject({ song: { trackName: SECRET_SONG }, usersInRoomUuids: [inside.id] })
    }
    const byPassword = await s.request('POST', `${R}/rooms/list`, {
      token: outsider.token,
      body: { rooms: [{ roomUuid: room.uuid, password: PASSWORD }] }
    })
    expect(find(byPassword.body)).toMatchObject({ song: { trackName: SECRET_SONG }, usersInRoomUuids: [inside.id] })
  })

  it("keep the room's recent songs to those who may see inside", async () => {
    const url = `${P}/rooms/${room.slug}/recent-songs`
    for (const token of [outsider.token, guest]) {
      const res = await s.request('GET', url, { token })
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('This room needs a password')
      expectNothingInside(res.body)
    }
    for (const [token, query] of [
      [outsider.token, `?password=${encodeURIComponent(PASSWORD)}`],
      [inside.token, ''],
      [globalMod, '']
    ]) {
      const res = await s.request('GET', url + query, { token })
      expect(res.status).toBe(200)
      expect(res.body.data.map((p: any) => p.song.trackName)).toEqual([OLD_SONG])
    }
  })

  it('tell a signed-in socket outside the room nothing of what happens inside', async () => {
    const owned = await s.request('PATCH', `${R}/rooms/${room.uuid}/infrastructure`, {
      token: owner.token,
      body: { description: `renamed ${randomUUID()}` }
    })
    expect(owned.status).toBe(200)
    expect(owned.body.song).toMatchObject({ trackName: SECRET_SONG })
    expect(overheard.join('\n')).not.toContain(SECRET_SONG)
    expect(overheard.join('\n')).not.toContain(inside.id)
  })
})
