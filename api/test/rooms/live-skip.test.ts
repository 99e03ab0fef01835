import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { LiveClient, createRoom, grantRole, song, withLiveServer } from './live-client.ts'

const R = '/api/room-service'
let s: TestServer

withLiveServer((server) => (s = server))

/** A room where a DJ plays "first" (a long song) with "second" queued, and `listener` listens. */
async function playingRoom(tag: string) {
  const room = await createRoom(s.knex)
  const djAuth = await s.signIn(['user'], `${tag}-dj`)
  const [dj, listener] = [
    await LiveClient.signIn(s.url, djAuth),
    await LiveClient.signIn(s.url, await s.signIn(['user'], `${tag}-listener`))
  ]
  for (const c of [dj, listener]) await c.join(room.uuid)
  await dj.call('addDj', { song: song('first', 600) })
  await dj.call('updateNextSong', { song: song('second', 600) })
  await listener.until((st) => st.nowPlaying?.song.trackName === 'first' && st.djs[0]?.nextSong?.trackName === 'second')
  return { room, djAuth, listener }
}

describe('POST /rooms/{id}/skip-song', { timeout: 90_000 }, () => {
  it('lets an admin skip the song playing without joining: the room moves on and listeners get playedSong', async () => {
    const { room, listener } = await playingRoom('admin')
    const admin = await s.signIn(['user', 'admin'], 'skipadmin')
    const seen = listener.stateful.length
    const res = await s.request('POST', `${R}/rooms/${room.slug}/skip-song`, { token: admin.accessToken })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      roomUuid: room.uuid,
      seq: expect.any(Number),
      nowPlaying: { song: { trackName: 'second' } }
    })
    await listener.until((st) => st.nowPlaying?.song.trackName === 'second')
    expect(listener.stateful.slice(seen).map((m) => m.name)).toEqual(['playedSong'])
    expect(listener.seq).toBe(res.body.seq)
    expect(listener.problems).toEqual([])
    const plays = await s.knex('room_plays').where({ roomId: room.id })
    expect(plays.map((p) => [p.song.trackName, p.skipped])).toEqual([['first', true]])
    const snapshot = await s.request('GET', `${R}/rooms/room-state/${room.uuid}`, { token: admin.accessToken })
    expect(snapshot.body.state.nowPlaying).toEqual(listener.state!.nowPlaying)
    expect(snapshot.body.state.allUsers.map((u: { uuid: string }) => u.uuid)).not.toContain(admin.user!.id)
  })

  it("lets the room's own moderators skip, and refuses everyone else with 403, the playing DJ included", async () => {
    const { room, djAuth, listener } = await playingRoom('roles')
    const [stranger, roomMod] = [await s.signIn(['user'], 'stranger'), await s.signIn(['user'], 'roomskipmod')]
    await grantRole(s.knex, room.id, roomMod.user!.id, 'moderator')
    for (const token of [stranger.accessToken, djAuth.accessToken]) {
      const res = await s.request('POST', `${R}/rooms/${room.id}/skip-song`, { token })
      expect(res).toMatchObject({ status: 403, body: { message: 'Only moderators of this room may do this' } })
    }
    expect(listener.state!.nowPlaying?.song.trackName).toBe('first')
    const res = await s.request('POST', `${R}/rooms/${room.uuid}/skip-song`, { token: roomMod.accessToken })
    expect(res.status).toBe(200)
    await listener.until((st) => st.nowPlaying?.song.trackName === 'second')
  })

  it("answers 409 'Nothing is playing in this room' when nothing plays, in a live room or one nobody joined", async () => {
    const { room, listener } = await playingRoom('idle')
    const admin = await s.signIn(['user', 'admin'], 'idleadmin')
    await s.request('POST', `${R}/rooms/${room.id}/skip-song`, { token: admin.accessToken })
    const last = await s.request('POST', `${R}/rooms/${room.id}/skip-song`, { token: admin.accessToken })
    expect(last).toMatchObject({ status: 200, body: { nowPlaying: null } })
    await listener.until((st) => st.nowPlaying === null && st.djs.length === 0)
    const seen = listener.stateful.length
    for (const key of [room.id, (await createRoom(s.knex)).slug]) {
      const res = await s.request('POST', `${R}/rooms/${key}/skip-song`, { token: admin.accessToken })
      expect(res).toMatchObject({ status: 409, body: { message: 'Nothing is playing in this room' } })
    }
    expect(listener.stateful.length).toBe(seen)
  })
})
