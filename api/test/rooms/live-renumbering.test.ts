import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RoomConnection } from '@spinroom/client'
import { PostgresCrashes, postgresCrashesOf } from '../../src/lib/postgres-crashes.ts'
import { CRASH_RENUMBERING } from '../../src/services/rooms/live/renumbering.ts'
import type { TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { LiveClient, createRoom, withLiveServer } from './live-client.ts'
import { R } from './helpers.ts'

let s: TestServer

withLiveServer((server) => (s = server))

const serverStart = async () =>
  ((await s.knex.first(s.knex.raw('pg_postmaster_start_time() as "startedAt"'))) as { startedAt: Date }).startedAt
const commits = async () =>
  Number(
    (await s.knex('pg_stat_database').where('datname', s.knex.raw('current_database()')).first('xact_commit'))
      .xact_commit
  )

describe('telling a crash of PostgreSQL from a restart', () => {
  it('takes a server started since with fewer commits for a crash, one with as many for a restart', async () => {
    const startedAt = (await serverStart()).getTime()
    const before = { startedAt: startedAt - 3_600_000, commits: (await commits()) + 1_000_000 }
    const crashes = new PostgresCrashes()
    crashes.record(before)
    expect(await crashes.crashedBefore(s.knex, startedAt)).toBe(true)

    const restarts = new PostgresCrashes()
    restarts.record({ ...before, commits: 0 })
    expect(await restarts.crashedBefore(s.knex, startedAt)).toBe(false)
  })

  it('counts a start it did not see coming as a crash, but the embedded database’s, which started with it', async () => {
    const server = s.knex.client.config.client === 'pg'
    expect(await new PostgresCrashes().crashedBefore(s.knex, (await serverStart()).getTime())).toBe(server)
  })
})

describe('live room numbers after a crash of PostgreSQL', { timeout: 60_000 }, () => {
  it('jump past what the crash lost at the room’s next change, and a player joins again on the gap', async () => {
    const room = await createRoom(s.knex)
    const [ana, ben] = [await s.signIn(['user'], 'crash-ana'), await s.signIn(['user'], 'crash-ben')]
    const a = await LiveClient.signIn(s.url, ana)
    await a.join(room.uuid)
    const player = new RoomConnection((await LiveClient.signIn(s.url, ben)).client)
    await player.join(room.uuid)
    await a.call('sendChatMessage', { uuid: randomUUID(), message: 'before the crash' })
    await eventually(
      async () => player.state,
      (st) => st.seq === a.seq
    )

    // What a crash leaves: the last two numbers and a change of the state gone, the row of the server before.
    const startedAt = await serverStart()
    await s
      .knex('room_live_state')
      .where({ roomId: room.id })
      .update({
        seq: s.knex.raw('seq - 2'),
        version: 1,
        state: s.knex.raw(`jsonb_set(state, '{vibeMeter}', '0.25')`),
        numberedUnder: new Date(startedAt.getTime() - 3_600_000)
      })
    postgresCrashesOf(s.knex).record({ startedAt: startedAt.getTime() - 3_600_000, commits: Number.MAX_SAFE_INTEGER })
    const seen = a.seq

    await a.call('sendChatMessage', { uuid: randomUUID(), message: 'after the crash' })
    const row = await s.knex('room_live_state').where({ roomId: room.id }).first('seq', 'numberedUnder')
    expect(Number(row.seq)).toBe(seen - 2 + CRASH_RENUMBERING + 1)
    expect(row.numberedUnder).toEqual(startedAt)
    await eventually(
      async () => player.state,
      (st) => st.status === 'joined' && st.seq === Number(row.seq)
    )
    const rest = await s.request('GET', `${R}/rooms/room-state/${room.uuid}`, { token: ben.accessToken })
    expect(player.state.live).toEqual(rest.body.state)
    expect(player.state.live!.vibeMeter).toBe(0.25)

    // The next change continues from there, as before the crash.
    await a.call('sendChatMessage', { uuid: randomUUID(), message: 'and on' })
    expect(Number((await s.knex('room_live_state').where({ roomId: room.id }).first('seq')).seq)).toBe(
      Number(row.seq) + 1
    )
    player.close()
  })
})
