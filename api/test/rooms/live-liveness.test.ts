import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { processIdOf } from '../../src/services/rooms/live/liveness.ts'
import { addUser, placeUsers } from '../../src/services/rooms/live/state.ts'
import { mutateRoom } from '../../src/services/rooms/live/store.ts'
import type { TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { LiveClient, createRoom, song, withLiveServer } from './live-client.ts'

const GRACE_MS = 500
let s: TestServer

withLiveServer((server) => (s = server), { liveGraceMs: GRACE_MS, liveProcessTimeoutMs: 1500 })

describe('connections of a crashed process', { timeout: 90_000 }, () => {
  it('count as dropped: their users leave after the grace period, a user connected elsewhere stays', async () => {
    const dead = randomUUID()
    const longAgo = new Date(Date.now() - 3_600_000)
    await s.knex('live_processes').insert({ id: dead, startedAt: longAgo, heartbeatAt: longAgo })
    const room = await createRoom(s.knex)
    const listener = await LiveClient.signIn(s.url, await s.signIn(['user'], 'survivor'))
    await listener.join(room.uuid)
    const [djGhost, ghost] = [randomUUID(), randomUUID()]
    const injected = Date.now()
    // What a crashed process leaves behind: users whose only connection it held (one of them playing), and a second
    // connection of the listener.
    await mutateRoom(s.app, room.id, (m) => {
      for (const uuid of [djGhost, ghost]) {
        addUser(
          m.state,
          { uuid, tokenRole: 'user', highestRole: 'user', canDj: true },
          { uuid, nickname: `ghost-${uuid.slice(0, 4)}` }
        )
        m.engine.connections[uuid] = [{ socket: `lost-${uuid}`, process: dead }]
      }
      m.engine.connections[listener.uuid].push({ socket: 'lost-listener', process: dead })
      m.state.djs = [{ uuid: djGhost, tokenRole: 'user', highestRole: 'user', canDj: true, nextSong: null }]
      m.state.nowPlaying = { song: song('orphaned', 600), startTime: m.now, endTime: m.now + 600_000 }
      m.engine.playingDj = djGhost
      placeUsers(m.state)
      m.stateful('userJoined')
    })
    await listener.until((st) => st.allUsers.length === 3 && st.nowPlaying !== null)

    const after = await listener.until((st) => st.allUsers.length === 1, 15_000)
    expect(Date.now() - injected).toBeGreaterThanOrEqual(GRACE_MS)
    expect(after).toMatchObject({ allUsers: [{ uuid: listener.uuid }], djs: [], nowPlaying: null })
    expect(listener.stateful.filter((m) => m.name === 'userLeft')).toHaveLength(2)
    expect(listener.stateful.map((m) => m.name)).toContain('removedDj')
    expect(await s.knex('room_plays').where({ roomId: room.id })).toMatchObject([{ djUuid: djGhost, skipped: true }])
    const { engine } = await s.knex('room_live_state').where({ roomId: room.id }).first()
    expect(engine.connections).toEqual({
      [listener.uuid]: [{ socket: expect.any(String), process: processIdOf(s.app) }]
    })
    expect(engine.goneSince).toEqual({})
    // The silent process's row goes; this process keeps beating.
    expect(
      await eventually(
        () => s.knex('live_processes').pluck('id'),
        (ids) => ids.length === 1
      )
    ).toEqual([processIdOf(s.app)])
    expect(listener.problems).toEqual([])
  })
})
