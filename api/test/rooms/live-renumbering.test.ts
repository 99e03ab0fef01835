import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { RoomConnection } from '@spinroom/client'
import { CRASH_RENUMBERING } from '../../src/services/rooms/live/renumbering.ts'
import type { TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { LiveClient, createRoom, playingRoom, withLiveServer } from './live-client.ts'
import { R } from './helpers.ts'

let s: TestServer

withLiveServer((server) => (s = server))

const crashEpoch = async () =>
  ((await s.knex('pg_stat_archiver').first('stats_reset')) as { stats_reset: Date }).stats_reset

describe('the crash epoch a live room is numbered under', () => {
  it('is the server’s own for a new room, whose numbers start low and go on', async () => {
    const room = await createRoom(s.knex)
    const a = await LiveClient.signIn(s.url, await s.signIn(['user'], 'epoch-ana'))
    await a.join(room.uuid)
    await a.call('sendChatMessage', { uuid: randomUUID(), message: 'first' })
    const row = await s.knex('room_live_state').where({ roomId: room.id }).first('seq', 'numberedUnder')
    expect(row.numberedUnder).toEqual(await crashEpoch())
    expect(Number(row.seq)).toBeLessThan(CRASH_RENUMBERING)
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

    // What a crash leaves: the last two numbers and a change of the state gone, the row of the epoch before.
    const epoch = await crashEpoch()
    await s
      .knex('room_live_state')
      .where({ roomId: room.id })
      .update({
        seq: s.knex.raw('seq - 2'),
        version: 1,
        state: s.knex.raw(`jsonb_set(state, '{vibeMeter}', '0.25')`),
        numberedUnder: new Date(epoch.getTime() - 3_600_000)
      })
    const seen = a.seq

    await a.call('sendChatMessage', { uuid: randomUUID(), message: 'after the crash' })
    const row = await s.knex('room_live_state').where({ roomId: room.id }).first('seq', 'numberedUnder')
    expect(Number(row.seq)).toBe(seen - 2 + CRASH_RENUMBERING + 1)
    expect(row.numberedUnder).toEqual(epoch)
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

  it('jump at a vote too, which this process makes from its copy of the room when the row kept its last write', async () => {
    const { room, fan: f } = await playingRoom(s, ['crash-dj', 'crash-fan'], 'crash-vote')
    await f.call('voteOnSong', { songVotes: { like: true } })

    // A crash that lost none of this room's changes: its row as last written, numbered under the epoch before.
    const epoch = await crashEpoch()
    await s
      .knex('room_live_state')
      .where({ roomId: room.id })
      .update({ numberedUnder: new Date(epoch.getTime() - 3_600_000) })
    const seen = Number((await s.knex('room_live_state').where({ roomId: room.id }).first('seq')).seq)

    await f.call('voteOnSong', { songVotes: { like: null } })
    const row = await s.knex('room_live_state').where({ roomId: room.id }).first('seq', 'numberedUnder')
    expect(Number(row.seq)).toBe(seen + CRASH_RENUMBERING + 1)
    expect(row.numberedUnder).toEqual(epoch)
  })
})
