import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { processIdOf } from '../../src/services/rooms/live/liveness.ts'
import { PLAY_POINTS_SOURCE } from '../../src/services/points/points/play-points.ts'
import { newSigningKey, startProcess, startServer, type OtherProcess, type TestServer } from '../helpers/server.ts'
import { LiveClient, closeClients, createRoom, song } from './live-client.ts'
import { missing, needing } from '../helpers/needs.ts'

const redisUrl = process.env.REDIS_URL
let s: TestServer
const extra: OtherProcess[] = []
// Processes of one deployment share the token signing key.
let jwtPrivateKey: string

/** Another API process on the same database (and Redis, when given). */
async function anotherProcess(): Promise<OtherProcess> {
  const other = await startProcess(s.knex, { jwtPrivateKey, redisUrl })
  extra.push(other)
  return other
}

beforeAll(async () => {
  jwtPrivateKey = await newSigningKey()
  s = await startServer({ config: { redisUrl, jwtPrivateKey } })
})
afterAll(async () => {
  closeClients()
  for (const other of extra) await other.close()
  await s.close()
})

describe('live rooms across processes', { timeout: 90_000 }, () => {
  it('ends a song on time after the process that started it is gone', async () => {
    const room = await createRoom(s.knex)
    const [anaAuth, benAuth, lenAuth] = [
      await s.signIn(['user'], 'ana'),
      await s.signIn(['user'], 'ben'),
      await s.signIn(['user'], 'len')
    ]
    const next = await anotherProcess()
    const [ana, ben] = [await LiveClient.signIn(next.url, anaAuth), await LiveClient.signIn(next.url, benAuth)]
    await ana.join(room.uuid)
    await ben.join(room.uuid)
    await ana.call('addDj', { song: song('before restart', 6) })
    await ben.call('addDj', { song: song('after restart', 2) })
    const first = (await ana.until((st) => st.nowPlaying?.song.trackName === 'before restart')).nowPlaying!
    await next.close()
    // A process that stops cleanly takes its heartbeat row with it: the others sweep its connections at once.
    expect(await s.knex('live_processes').where({ id: processIdOf(next.app) })).toEqual([])
    const replacement = await anotherProcess()
    const len = await LiveClient.signIn(replacement.url, lenAuth)
    await len.join(room.uuid)
    expect(len.state!.nowPlaying).toEqual(first)
    const after = await len.until((st) => st.nowPlaying?.song.trackName === 'after restart', 10_000)
    // The next song starts when the new process advanced the room: within 250 ms of the end time.
    expect(after.nowPlaying!.startTime - first.endTime).toBeGreaterThanOrEqual(0)
    expect(after.nowPlaying!.startTime - first.endTime).toBeLessThan(250)
    expect(len.stateful.find((m) => m.name === 'playedSong')!.sentAt - first.endTime).toBeLessThan(250)
    expect((await s.knex('room_plays').where({ roomId: room.id })).map((p) => p.song.trackName)).toEqual([
      'before restart'
    ])
    expect(len.problems).toEqual([])
  })

  it(
    'gives clients of two processes the same message sequence and advances each song end once',
    needing(missing.redis),
    async () => {
      const room = await createRoom(s.knex, { numberOfDjs: 2 })
      const other = await anotherProcess()
      const [aAuth, bAuth, modAuth] = [
        await s.signIn(['user'], 'one'),
        await s.signIn(['user'], 'two'),
        await s.signIn(['user', 'moderator'], 'mod')
      ]
      const a = await LiveClient.signIn(s.url, aAuth)
      const b = await LiveClient.signIn(other.url, bAuth)
      const mod = await LiveClient.signIn(s.url, modAuth)
      await a.join(room.uuid)
      await b.join(room.uuid)
      await mod.join(room.uuid)
      await a.until((st) => st.allUsers.length === 3)
      await b.until((st) => st.allUsers.length === 3)
      await a.call('addDj', { song: song('a1') })
      await b.call('addDj', { song: song('b1') })
      await a.call('updateNextSong', { song: song('a2') })
      await b.until((st) => st.nowPlaying?.song.trackName === 'b1')
      await b.call('updateNextSong', { song: song('b2') })
      await b.call('voteOnSong', { songVotes: { like: true } })
      await a.until((st) => st.nowPlaying?.song.trackName === 'b2', 6000)
      await a.until((st) => st.nowPlaying === null, 3000)
      await b.until((st) => st.nowPlaying === null, 3000)
      expect(a.problems).toEqual([])
      expect(b.problems).toEqual([])
      const shared = b.seqs.filter((n) => n > a.seqs[0])
      expect(a.seqs.filter((n) => n >= shared[0])).toEqual(shared)
      expect(a.state).toEqual(b.state)
      const plays = await s.knex('room_plays').where({ roomId: room.id }).orderBy('startTime')
      expect(plays.map((p) => p.song.trackName)).toEqual(['a1', 'b1', 'a2', 'b2'])
      expect(plays.map((p) => p.voteCounts.likes)).toEqual([0, 1, 0, 0])

      // A kick on one process reaches the user's connection on the other, which then leaves the room there.
      await mod.call('kickUserFromRoom', { userUuid: b.uuid })
      expect(await b.message('kickedFromRoom')).toMatchObject({ params: { userUuid: b.uuid } })
      await a.until((st) => st.allUsers.length === 2)
      const seen = b.stateless.length + b.stateful.length
      await a.call('playOneTimeAnimation', { animation: 'jump' })
      await mod.message('playedOneTimeAnimation')
      await new Promise((r) => setTimeout(r, 200))
      expect(b.stateless.length + b.stateful.length).toBe(seen)
    }
  )

  it('awards the points of each play once with two processes ending songs', needing(missing.redis), async () => {
    await s.knex('seasons').insert({
      id: randomUUID(),
      seasonName: 'Two processes',
      seasonStart: new Date(Date.now() - 86_400_000),
      seasonEnd: new Date(Date.now() + 86_400_000)
    })
    const room = await createRoom(s.knex, { numberOfDjs: 2 })
    const other = await anotherProcess()
    const a = await LiveClient.signIn(s.url, await s.signIn(['user'], 'pa'))
    const b = await LiveClient.signIn(other.url, await s.signIn(['user'], 'pb'))
    const fan = await LiveClient.signIn(other.url, await s.signIn(['user'], 'pfan'))
    for (const c of [a, b, fan]) await c.join(room.uuid)
    await a.call('addDj', { song: song('pa1', 3) })
    await b.call('addDj', { song: song('pb1', 3) })
    await a.call('updateNextSong', { song: song('pa2', 3) })
    for (const track of ['pa1', 'pb1', 'pa2']) {
      await fan.until((st) => st.nowPlaying?.song.trackName === track, 10_000)
      await fan.call('voteOnSong', { songVotes: { like: true } })
    }
    await fan.until((st) => st.nowPlaying === null, 10_000)
    const plays = await s.knex('room_plays').where({ roomId: room.id }).orderBy('id')
    expect(plays.map((p) => [p.song.trackName, p.voteCounts.likes])).toEqual([
      ['pa1', 1],
      ['pb1', 1],
      ['pa2', 1]
    ])
    const ledger = await s.knex('points_ledger').where({ source: PLAY_POINTS_SOURCE }).orderBy('id')
    expect(ledger.map((l) => [l.idempotencyKey, l.userUuid, l.amount])).toEqual(
      plays.map((p) => [String(p.id), p.djUuid, 1])
    )
    const balances = await s.knex('ranking_status').whereIn('userUuid', [a.uuid, b.uuid]).orderBy('balance')
    expect(balances.map((r) => [r.userUuid, Number(r.balance)])).toEqual([
      [b.uuid, 1],
      [a.uuid, 2]
    ])
  })
})
