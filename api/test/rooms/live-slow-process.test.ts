import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RoomConnection, createSocketClient, type SocketClient } from '@spinroom/client'
import { livenessOf, processIdOf } from '../../src/services/rooms/live/liveness.ts'
import { readRoomState } from '../../src/services/rooms/live/storage.ts'
import { newSigningKey, startProcess, startServer, type OtherProcess, type TestServer } from '../helpers/server.ts'
import { eventually, sleep } from '../helpers/wait.ts'
import { LiveClient, closeClients, createRoom } from './live-client.ts'

const GRACE_MS = 2500
let s: TestServer
/** A process that beats once in ten minutes: to the test server, which expects a beat within 1.5 s, it looks dead. */
let slow: OtherProcess
const clients: SocketClient[] = []

beforeAll(async () => {
  const jwtPrivateKey = await newSigningKey()
  s = await startServer({ config: { jwtPrivateKey, liveProcessTimeoutMs: 1500, liveGraceMs: GRACE_MS } })
  slow = await startProcess(s.knex, { jwtPrivateKey, liveProcessTimeoutMs: 600_000, liveGraceMs: GRACE_MS })
})
afterAll(async () => {
  closeClients()
  clients.forEach((client) => client.socket.close())
  await slow.close()
  await s.close()
})

const engineOf = async (roomId: number) =>
  (await s.knex('room_live_state').where({ roomId }).first('engine')).engine as {
    connections: Record<string, { socket: string; process: string }[]>
    goneSince: Record<string, number>
  }
const usersIn = async (roomId: number) => (await readRoomState(s.knex, roomId))!.state.allUsers.map((u) => u.uuid)
const slowIsDead = () =>
  eventually(
    () => s.knex('live_processes').where({ id: processIdOf(slow.app) }),
    (rows) => rows.length === 0,
    10_000
  )

describe('a live process the others took for dead while it was only slow', { timeout: 60_000 }, () => {
  it('tells its rooms again of the connections it holds, at its next beat: its users keep their place', async () => {
    const room = await createRoom(s.knex)
    const ana = await LiveClient.signIn(slow.url, await s.signIn(['user'], 'ana-slow'))
    await ana.join(room.uuid)
    await slowIsDead()
    // The test server swept the room: ana's connection counts as dropped, and her grace period runs.
    const swept = await eventually(
      () => engineOf(room.id),
      (engine) => ana.uuid in engine.goneSince
    )
    expect(swept.connections[ana.uuid]).toEqual([])

    await livenessOf(slow.app).beat()
    const reclaimed = await eventually(
      () => engineOf(room.id),
      (engine) => !(ana.uuid in engine.goneSince)
    )
    expect(reclaimed.connections[ana.uuid]).toEqual([
      { socket: expect.any(String), process: processIdOf(slow.app), address: expect.any(String) }
    ])
    expect(await s.knex('live_processes').where({ id: processIdOf(slow.app) })).toHaveLength(1)
    expect(await s.knex('live_room_processes').where({ roomId: room.id })).toEqual([
      { roomId: room.id, process: processIdOf(slow.app) }
    ])
    // Past the grace period she is still in, and may do what those in the room do.
    await sleep(GRACE_MS + 500)
    expect(await usersIn(room.id)).toEqual([ana.uuid])
    await expect(
      ana.call('sendChatMessage', { uuid: crypto.randomUUID(), message: 'still here' })
    ).resolves.toMatchObject({ message: 'still here' })
    expect(ana.problems).toEqual([])
  })

  it('tells a user who left meanwhile to join again (roomReset): the player is back in the room by itself', async () => {
    const room = await createRoom(s.knex)
    const { accessToken } = await s.signIn(['user'], 'ben-slow')
    const client = createSocketClient({ url: slow.url, io: { transports: ['websocket'], forceNew: true } })
    clients.push(client)
    const ben = (await client.authenticate(accessToken)).user!.id
    const connection = new RoomConnection(client, { resetDelayMs: () => 0 })
    const rejoins: string[] = []
    connection.on('rejoin', (reason) => rejoins.push(reason))
    await connection.join(room.uuid)
    await slowIsDead()
    // The grace period passes while the process is silent: ben leaves the room, though his connection is alive.
    expect(
      await eventually(
        () => usersIn(room.id),
        (users) => users.length === 0,
        GRACE_MS + 10_000
      )
    ).toEqual([])
    expect(connection.state.status).toBe('joined')

    await livenessOf(slow.app).beat()
    await eventually(
      async () => rejoins,
      (reasons) => reasons.includes('roomReset')
    )
    const back = await eventually(
      async () => connection.state,
      (state) => state.status === 'joined' && !!state.live?.allUsers.some((user) => user.uuid === ben)
    )
    expect(back.error).toBeNull()
    expect((await engineOf(room.id)).connections[ben]).toEqual([
      { socket: expect.any(String), process: processIdOf(slow.app), address: expect.any(String) }
    ])
    connection.close()
  })
})
