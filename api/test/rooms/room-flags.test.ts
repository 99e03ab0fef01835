import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, song, withLiveServer } from './live-client.ts'

const R = '/api/room-service'
let s: TestServer

withLiveServer((server) => (s = server))

// Seed 002 §3 Room: "uuid, slug, song, favorited flag, endTime of the current song".
describe("a room's favorited flag and the endTime of its current song", { timeout: 90_000 }, () => {
  it('flags the rooms the caller favorited, in every room answer, and gives the end of the song playing', async () => {
    const room = await createRoom(s.knex, { name: 'Flagged', slug: `flagged-${Date.now()}` })
    const quiet = await createRoom(s.knex, { name: 'Quiet flagged', slug: `quiet-flagged-${Date.now()}` })
    const [ana, ben] = [await s.signIn(['user'], 'fav-ana'), await s.signIn(['user'], 'fav-ben')]
    const guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    const favorite = await s.request('POST', `${R}/api/v1/room-favorites`, {
      token: ana.accessToken,
      body: { roomUuid: room.uuid }
    })
    expect(favorite.status).toBe(201)

    const dj = await LiveClient.signIn(s.url, ana)
    await dj.join(room.uuid)
    await dj.call('addDj', { song: song('long one', 600) })
    const playing = await dj.until((st) => st.nowPlaying?.song.trackName === 'long one')
    const endTime = playing.nowPlaying!.endTime

    const read = (token: string, key: string | number = room.slug) =>
      s.request('GET', `${R}/rooms/${key}`, { token }).then((res) => res.body)
    expect(await read(ana.accessToken)).toMatchObject({ uuid: room.uuid, favorited: true, endTime })
    expect(await read(ben.accessToken)).toMatchObject({ favorited: false, endTime })
    expect(await read(guest)).toMatchObject({ favorited: false, endTime })
    expect(await read(ana.accessToken, quiet.slug)).toMatchObject({ favorited: false, endTime: null, song: null })

    const byUuid = await s.request('GET', `${R}/rooms/uuid/${room.uuid}`, { token: ana.accessToken })
    expect(byUuid.body).toMatchObject({ favorited: true, endTime })
    const several = await s.request('GET', `${R}/rooms/multiple/list?uuids=${room.uuid},${quiet.uuid}`, {
      token: ana.accessToken
    })
    expect(several.body.map((r: any) => [r.favorited, r.endTime])).toEqual([
      [true, endTime],
      [false, null]
    ])
    const favorites = await s.request('GET', `${R}/rooms/favorites`, { token: ana.accessToken })
    expect(favorites.body).toMatchObject([{ uuid: room.uuid, favorited: true, endTime }])
    const listed = await s.request('GET', `${R}/rooms/public?q=flagged`, { token: ana.accessToken })
    expect(listed.body.data.map((r: any) => [r.uuid, r.favorited])).toEqual([
      [room.uuid, true],
      [quiet.uuid, false]
    ])

    await s.request('DELETE', `${R}/api/v1/room-favorites/${favorite.body.id}`, { token: ana.accessToken })
    expect(await read(ana.accessToken)).toMatchObject({ favorited: false, endTime })
  })

  it('hides the end of the song of a password room from whoever may not see inside, as it hides the song', async () => {
    const room = await createRoom(s.knex, { name: 'Locked flagged', slug: `locked-flagged-${Date.now()}` })
    const [owner, stranger] = [await s.signIn(['user'], 'fav-owner'), await s.signIn(['user'], 'fav-stranger')]
    const dj = await LiveClient.signIn(s.url, owner)
    await dj.join(room.uuid)
    await dj.call('addDj', { song: song('locked song', 600) })
    const playing = await dj.until((st) => st.nowPlaying?.song.trackName === 'locked song')
    await s.request('PATCH', `${R}/rooms/admin/${room.uuid}`, {
      token: (await s.member(['user', 'admin'])).token,
      body: { password: 'open-sesame' }
    })
    const outside = await s.request('GET', `${R}/rooms/${room.slug}`, { token: stranger.accessToken })
    expect(outside.body).toMatchObject({ isPasswordProtected: true, song: null, endTime: null, favorited: false })
    const inside = await s.request('GET', `${R}/rooms/${room.slug}`, { token: owner.accessToken })
    expect(inside.body).toMatchObject({ endTime: playing.nowPlaying!.endTime })
  })
})
