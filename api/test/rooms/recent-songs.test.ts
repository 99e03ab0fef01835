import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { insertRoom } from './helpers.ts'
import { song } from './live-client.ts'

const P = '/api/playlist-service'
let s: TestServer
let guest: string

beforeAll(async () => {
  s = await startServer()
  guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
})
afterAll(() => s.close())

/** A play as the live room records it when a song ends. */
const insertPlay = (roomId: number, trackName: string, startTime: Date, likes = 0) =>
  s.knex('room_plays').insert({
    roomId,
    song: JSON.stringify(song(trackName, 10)),
    djUuid: randomUUID(),
    startTime,
    endTime: new Date(startTime.getTime() + 10_000),
    voteCounts: JSON.stringify({ likes, dislikes: 0, stars: 0 }),
    skipped: false
  })

describe('recent songs of a room', () => {
  it("lists the room's plays newest first with limit and offset, to any caller with a token", async () => {
    const room = await insertRoom(s)
    const other = await insertRoom(s)
    const t0 = Date.now() - 60_000
    await insertPlay(room.id, 'first', new Date(t0), 2)
    await insertPlay(room.id, 'second', new Date(t0 + 10_000))
    await insertPlay(room.id, 'third', new Date(t0 + 20_000), 1)
    await insertPlay(other.id, 'elsewhere', new Date(t0 + 30_000))

    const all = await s.request('GET', `${P}/rooms/${room.slug}/recent-songs`, { token: guest })
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ total: 3, limit: 50, offset: 0 })
    expect(all.body.data.map((p: any) => p.song.trackName)).toEqual(['third', 'second', 'first'])
    expect(all.body.data[0]).toEqual({
      song: song('third', 10),
      voteCounts: { likes: 1, dislikes: 0, stars: 0 },
      djUuid: expect.any(String),
      playedAt: new Date(t0 + 20_000).toISOString()
    })

    const page = await s.request('GET', `${P}/rooms/${room.uuid}/recent-songs?limit=1&offset=1`, { token: guest })
    expect(page.body).toMatchObject({ total: 3, limit: 1, offset: 1, data: [{ song: { trackName: 'second' } }] })
    expect((await s.request('GET', `${P}/rooms/${room.slug}/recent-songs?limit=-1`, { token: guest })).status).toBe(400)
    expect((await s.request('GET', `${P}/rooms/no-such-room/recent-songs`, { token: guest })).status).toBe(404)
    expect((await s.request('GET', `${P}/rooms/${room.slug}/recent-songs`)).status).toBe(401)
  })
})
