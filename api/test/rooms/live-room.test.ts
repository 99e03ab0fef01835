import { describe, expect, it } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { refreshLiveSettings } from '../../src/services/rooms/live/settings-sync.ts'
import { LiveClient, createRoom, song, withLiveServer } from './live-client.ts'

const R = '/api/room-service'
let s: TestServer

withLiveServer((server) => (s = server))

describe('live room', { timeout: 90_000 }, () => {
  it('joins two clients, plays a DJ song for both, counts votes, ends the song and plays the next DJ', async () => {
    const room = await createRoom(s.knex, { numberOfDjs: 2 })
    const [ana, ben] = [await s.signIn(['user'], 'ana'), await s.signIn(['user'], 'ben')]
    const a = await LiveClient.signIn(s.url, ana)
    const joined = await a.join(room.uuid)
    expect(joined).toMatchObject({
      roomUuid: room.uuid,
      allowedRooms: [room.uuid],
      didCreate: true,
      state: { allUserData: {} }
    })
    const b = await LiveClient.signIn(s.url, ben)
    expect((await b.join(room.uuid)).didCreate).toBe(false)
    await a.until((st) => st.allUsers.length === 2)
    await b.until((st) => Object.keys(st.allUserData).length === 2)
    const rest = await s.request('GET', `${R}/rooms/room-state/${room.slug}`, { token: ana.accessToken })
    expect(rest.status).toBe(200)
    expect(b.state).toEqual(rest.body.state)
    expect(b.seq).toBe(rest.body.seq)

    await a.call('addDj', { song: song('first') })
    const playing = await b.until((st) => st.nowPlaying?.song.trackName === 'first')
    expect(playing.djs.map((d) => d.uuid)).toEqual([ana.user!.id])
    expect(playing.nowPlaying!.endTime - playing.nowPlaying!.startTime).toBe(1000)
    await b.call('addDj', { song: song('second') })
    await b.call('voteOnSong', { songVotes: { like: true, star: true } })
    const voted = await a.until((st) => st.voteCounts.likes === 1)
    expect(voted.voteCounts).toEqual({ likes: 1, dislikes: 0, stars: 1 })
    expect(voted.vibeMeter).toBe(1)
    await b.call('voteOnSong', { songVotes: { like: false } })
    expect((await a.until((st) => st.voteCounts.dislikes === 1)).voteCounts).toEqual({
      likes: 0,
      dislikes: 1,
      stars: 1
    })

    const second = await a.until((st) => st.nowPlaying?.song.trackName === 'second')
    expect(second.djs.map((d) => d.uuid)).toEqual([ben.user!.id, ana.user!.id])
    expect(second.voteCounts).toEqual({ likes: 0, dislikes: 0, stars: 0 })
    const plays = await s.knex('room_plays').where({ roomId: room.id }).orderBy('id')
    expect(plays).toHaveLength(1)
    expect(plays[0]).toMatchObject({
      djUuid: ana.user!.id,
      skipped: false,
      voteCounts: { likes: 0, dislikes: 1, stars: 1 }
    })
    // ana had no next song: when her turn comes she leaves the stage, and nothing is left to play.
    const idle = await b.until((st) => st.nowPlaying === null, 3000)
    expect(idle.djs).toEqual([])
    for (const c of [a, b]) {
      expect(c.problems).toEqual([])
      expect(c.state).toEqual(
        (await s.request('GET', `${R}/rooms/room-state/${room.uuid}`, { token: ana.accessToken })).body.state
      )
    }
    const played = await s.request('GET', `${R}/rooms/room-played-time/${room.id}`, { token: ben.accessToken })
    expect(played.body.roomId).toBe(room.id)
    expect(played.body.playedSeconds).toBeGreaterThan(1.9)
    expect(played.body.playedSeconds).toBeLessThan(2.5)
  })

  it('sends room and role changes made through the REST API as updatedRoomSettings', async () => {
    const room = await createRoom(s.knex)
    const listener = await s.signIn(['user'], 'settings')
    const c = await LiveClient.signIn(s.url, listener)
    await c.join(room.uuid)
    const admin = await s.signIn(['user', 'admin'])
    const patched = await s.request('PATCH', `/api/room-service/rooms/admin/${room.id}`, {
      token: admin.accessToken,
      body: { name: 'Renamed', numberOfDjs: 3 }
    })
    expect(patched.status).toBe(200)
    const state = await c.until((st) => st.settings.name === 'Renamed')
    expect(state.settings.numberOfDjs).toBe(3)
    expect(c.stateful.at(-1)!.name).toBe('updatedRoomSettings')
    const granted = await s.request('POST', `/api/room-service/roomUserRoles/${room.id}`, {
      token: admin.accessToken,
      body: { userUuid: listener.user!.id, role: 'moderator' }
    })
    expect(granted.status).toBe(201)
    const withRole = await c.until((st) =>
      st.settings.roomRoles.some((r) => r.userUuid === listener.user!.id && r.role === 'moderator')
    )
    expect(withRole.settings.roomRoles).toHaveLength(1)
    expect(c.problems).toEqual([])
    const idle = await createRoom(s.knex)
    await refreshLiveSettings(s.app, idle.id)
    expect(await s.knex('room_live_state').where({ roomId: idle.id })).toEqual([])
  })
})
