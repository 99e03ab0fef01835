import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { CrateSong } from '@spinroom/schemas'
import { processIdOf } from '../../src/services/rooms/live/liveness.ts'
import { addUser, placeUsers } from '../../src/services/rooms/live/state.ts'
import { mutateRoom, type Mutation } from '../../src/services/rooms/live/store.ts'
import type { TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { LiveClient, createRoom, song, withLiveServer } from './live-client.ts'

const GRACE_MS = 500
let s: TestServer

withLiveServer((server) => (s = server), { liveGraceMs: GRACE_MS, liveProcessTimeoutMs: 1500 })

/** A process that stopped beating an hour ago, as a crash leaves it: its id. */
async function crashedProcess(): Promise<string> {
  const id = randomUUID()
  const longAgo = new Date(Date.now() - 3_600_000)
  await s.knex('live_processes').insert({ id, startedAt: longAgo, heartbeatAt: longAgo })
  return id
}

/**
 * What a crashed process leaves in a room: users whose only connection it held, and `djs` seated with the first
 * playing.
 */
function stranded(m: Mutation, dead: string, uuids: string[], djs: { uuid: string; nextSong: CrateSong | null }[]) {
  for (const uuid of uuids) {
    addUser(
      m.state,
      { uuid, tokenRole: 'user', highestRole: 'user', canDj: true },
      { uuid, nickname: `ghost-${uuid.slice(0, 4)}` }
    )
    m.engine.connections[uuid] = [{ socket: `lost-${uuid}`, process: dead }]
  }
  m.state.djs = djs.map((dj) => ({ ...dj, tokenRole: 'user', highestRole: 'user', canDj: true }))
  m.state.nowPlaying = { song: song('playing', 600), startTime: m.now, endTime: m.now + 600_000 }
  m.engine.playingDj = djs[0].uuid
  placeUsers(m.state)
}

describe('connections of a crashed process', { timeout: 90_000 }, () => {
  it('count as dropped: their users leave after the grace period, a user connected elsewhere stays', async () => {
    const dead = await crashedProcess()
    const room = await createRoom(s.knex)
    const listener = await LiveClient.signIn(s.url, await s.signIn(['user'], 'survivor'))
    await listener.join(room.uuid)
    const [djGhost, ghost] = [randomUUID(), randomUUID()]
    const injected = Date.now()
    // What a crashed process leaves behind: users whose only connection it held (one of them playing), and a second
    // connection of the listener.
    await mutateRoom(s.app, room.id, (m) => {
      stranded(m, dead, [djGhost, ghost], [{ uuid: djGhost, nextSong: null }])
      const sockets = m.engine.connections[listener.uuid]
      m.engine.connections[listener.uuid] = [...sockets, { socket: 'lost-listener', process: dead }]
      m.stateful('userJoined')
    })
    await listener.until((st) => st.allUsers.length === 3 && st.nowPlaying !== null)

    const after = await listener.until((st) => st.allUsers.length === 1, 15_000)
    expect(Date.now() - injected).toBeGreaterThanOrEqual(GRACE_MS)
    expect(after).toMatchObject({ allUsers: [{ uuid: listener.uuid }], djs: [], nowPlaying: null })
    // Cut off together, they leave together: the DJ's seat first, then one userLeft for both.
    const names = listener.stateful.map((m) => m.name)
    expect(names.filter((name) => name === 'userLeft')).toHaveLength(1)
    expect(names.indexOf('removedDj')).toBeGreaterThan(-1)
    expect(names.indexOf('removedDj')).toBeLessThan(names.indexOf('userLeft'))
    expect(await s.knex('room_plays').where({ roomId: room.id })).toMatchObject([{ djUuid: djGhost, skipped: true }])
    const { engine } = await s.knex('room_live_state').where({ roomId: room.id }).first()
    expect(engine.connections).toEqual({
      [listener.uuid]: [{ socket: expect.any(String), process: processIdOf(s.app), address: expect.any(String) }]
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

  it('DJs cut off together leave together: the playing one last, so no song starts for the other', async () => {
    const dead = await crashedProcess()
    const room = await createRoom(s.knex)
    const listener = await LiveClient.signIn(s.url, await s.signIn(['user'], 'stays'))
    await listener.join(room.uuid)
    const [playing, next] = [randomUUID(), randomUUID()]
    await mutateRoom(s.app, room.id, (m) => {
      const djs = [playing, next].map((uuid) => ({ uuid, nextSong: song(`next of ${uuid}`, 600) }))
      stranded(m, dead, [playing, next], djs)
      m.stateful('addedDj')
    })
    await listener.until((st) => st.allUsers.length === 3 && st.nowPlaying !== null)
    const after = await listener.until((st) => st.allUsers.length === 1, 15_000)
    expect(after).toMatchObject({ djs: [], nowPlaying: null })
    // One play, the playing DJ's, skipped: the other's song never started.
    expect(await s.knex('room_plays').where({ roomId: room.id })).toMatchObject([{ djUuid: playing, skipped: true }])
  })

  it('sweeps by the index of connections by process: a room without a dead connection is not read', async () => {
    const dead = await crashedProcess()
    const me = processIdOf(s.app)
    const [haunted, quiet] = [await createRoom(s.knex), await createRoom(s.knex)]
    const [one, two] = [
      await LiveClient.signIn(s.url, await s.signIn(['user'], 'haunted')),
      await LiveClient.signIn(s.url, await s.signIn(['user'], 'quiet'))
    ]
    await one.join(haunted.uuid)
    await two.join(quiet.uuid)
    const index = () =>
      s.knex('live_room_processes').whereIn('roomId', [haunted.id, quiet.id]).orderBy(['roomId', 'process'])
    expect(await index()).toEqual([
      { process: me, roomId: haunted.id },
      { process: me, roomId: quiet.id }
    ])
    const queries: { sql: string; bindings: unknown[] }[] = []
    const record = (query: { sql: string; bindings?: unknown[] }) =>
      queries.push({ sql: query.sql, bindings: query.bindings ?? [] })
    s.knex.on('query', record)
    const ghost = randomUUID()
    await mutateRoom(s.app, haunted.id, (m) => {
      m.engine.connections[ghost] = [{ socket: `lost-${ghost}`, process: dead }]
    })
    expect(await index()).toContainEqual({ process: dead, roomId: haunted.id })
    await eventually(index, (rows) => rows.length === 2)
    // One more beat and sweep, which has nothing left to do.
    await new Promise((resolve) => setTimeout(resolve, 700))
    s.knex.off('query', record)
    expect(await index()).toEqual([
      { process: me, roomId: haunted.id },
      { process: me, roomId: quiet.id }
    ])
    // Only the song clock's poll reads rooms without naming one; every other read names the haunted room.
    const songClockPoll = (sql: string) => sql.includes('"songEndsAt" <=') && !sql.includes('"roomId" =')
    const roomReads = queries.filter(
      (q) => q.sql.startsWith('select') && q.sql.includes('"room_live_state"') && !songClockPoll(q.sql)
    )
    expect(roomReads.length).toBeGreaterThan(0)
    for (const read of roomReads) {
      expect(read.sql).toContain('"roomId" =')
      expect(read.bindings).toContain(haunted.id)
      expect(read.bindings).not.toContain(quiet.id)
    }
    two.socket.close()
    await eventually(index, (rows) => rows.length === 1)
    expect(await index()).toEqual([{ process: me, roomId: haunted.id }])
  })
})
