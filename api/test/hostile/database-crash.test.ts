import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Knex } from 'knex'
import { RoomConnection } from '@spinroom/client'
import { createApp } from '../../src/app.ts'
import { openDatabase } from '../../src/db.ts'
import type { Application } from '../../src/declarations.ts'
import { CRASH_RENUMBERING } from '../../src/services/rooms/live/renumbering.ts'
import { crashablePostgres, missingServerPrograms, type CrashablePostgres } from '../helpers/crashable-postgres.ts'
import { missing, needing } from '../helpers/needs.ts'
import { testClient, testConfig, type TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { LiveClient, closeClients, createRoom } from '../rooms/live-client.ts'

// A server of the test's own, to crash: its WAL writer waits 10 s, so what did not wait for the flush is lost.
const skipped = needing(missing.linux, missingServerPrograms())

let pg: CrashablePostgres
let knex: Knex
let app: Application
let s: Pick<TestServer, 'request' | 'signIn'>
let url: string

beforeAll(async () => {
  if (skipped.skip) return
  pg = await crashablePostgres(['wal_writer_delay=10000ms', 'wal_writer_flush_after=1GB'])
  knex = await openDatabase({ url: pg.url })
  // No heartbeat in the test's time: its write would flush what the crash is to lose.
  app = await createApp(testConfig({ liveProcessTimeoutMs: 600_000, liveGraceMs: 300 }), knex)
  const server = await app.listen(0)
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  s = testClient(app, url)
}, 120_000)

afterAll(async () => {
  if (skipped.skip) return
  closeClients()
  await app.teardown()
  await knex.destroy()
  await pg.destroy()
})

const storedSeq = async (roomId: number) => Number((await knex('room_live_state').where({ roomId }).first('seq')).seq)

/** Sends a chat message, again while the pool finds its connections dead: whether one went through. */
const chatOnceBack = (client: LiveClient, message: string) =>
  eventually(
    () =>
      client.call('sendChatMessage', { uuid: randomUUID(), message }).then(
        () => true,
        () => false
      ),
    (sent) => sent
  )

/** Kills one server process as the kernel's OOM killer does: the postmaster stays, and recovers as from a crash. */
async function killBackend(): Promise<void> {
  const { rows } = await knex.raw('select pg_backend_pid() as pid')
  process.kill(rows[0].pid, 'SIGKILL')
}

/**
 * A room's changes, two of them unflushed, then `crash`: what the room kept, and the first change after, which numbers
 * past what was lost so that its players join again.
 */
async function crashedRoom(crash: () => Promise<void>) {
  const room = await createRoom(knex)
  const [ana, ben] = [await s.signIn(['user'], 'crash-ana'), await s.signIn(['user'], 'crash-ben')]
  const a = await LiveClient.signIn(url, ana)
  await a.join(room.uuid)
  const player = new RoomConnection((await LiveClient.signIn(url, ben)).client)
  await player.join(room.uuid)
  const guest = await LiveClient.signIn(url, 'guest')
  const kept = randomUUID()
  // A chat message waits for the flush, and with it everything before it.
  await a.call('sendChatMessage', { uuid: kept, message: 'kept through the crash' })
  const flushed = await storedSeq(room.id)

  // A join and a leave: the room's own rows only, which do not wait.
  await guest.join(room.uuid)
  await guest.call('leaveRoom', {})
  await eventually(
    async () => player.state,
    (st) => st.seq === flushed + 2 && st.live!.allUsers.length === 2
  )
  await crash()

  await eventually(
    () => storedSeq(room.id).catch(() => -1),
    (seq) => seq >= 0
  )
  expect(await storedSeq(room.id)).toBeLessThan(flushed + 2)
  expect(await knex('room_chat_messages').where({ uuid: kept }).first('id')).toBeTruthy()

  expect(await chatOnceBack(a, 'after the crash')).toBe(true)
  const seq = await storedSeq(room.id)
  expect(seq).toBeGreaterThan(flushed + CRASH_RENUMBERING)
  await eventually(
    async () => player.state,
    (st) => st.status === 'joined' && st.seq === seq
  )
  const rest = await s.request('GET', `/api/room-service/rooms/room-state/${room.uuid}`, { token: ben.accessToken })
  expect(player.state.live).toEqual(rest.body.state)
  return { room, a, player, seq }
}

describe('PostgreSQL crashes', { ...skipped, timeout: 120_000 }, () => {
  it('lose a room’s unflushed changes, not its chat; its numbers jump past the lost ones, and go on through a restart', async () => {
    const { room, a, player, seq } = await crashedRoom(async () => {
      await pg.crash()
      await pg.start()
    })

    // A clean restart flushes everything first: the numbering goes on, and nobody joins again.
    const rejoins: string[] = []
    player.on('rejoin', (reason) => rejoins.push(reason))
    await pg.restart()
    expect(await chatOnceBack(a, 'after a restart')).toBe(true)
    expect(await storedSeq(room.id)).toBe(seq + 1)
    await eventually(
      async () => player.state.seq,
      (seen) => seen === seq + 1
    )
    expect(rejoins).toEqual([])
    player.close()
  })

  it('of one server process lose as much, though the postmaster never stopped', async () => {
    const { player } = await crashedRoom(killBackend)
    player.close()
  })
})
