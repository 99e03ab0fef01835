import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { awardPoints } from '../../src/services/points/points/points.ts'
import { PLAY_POINTS_SOURCE } from '../../src/services/points/points/play-points.ts'
import type { TestServer } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { LiveClient, createRoom, song, withLiveServer } from './live-client.ts'

const DAY = 86_400_000
let s: TestServer

withLiveServer((server) => (s = server), {})

const member = async (nickname: string) => LiveClient.signIn(s.url, await s.signIn(['user'], nickname))
const playsOf = (roomId: number) => s.knex('room_plays').where({ roomId }).orderBy('id')
const playLedger = () => s.knex('points_ledger').where({ source: PLAY_POINTS_SOURCE }).orderBy('id')
const balance = async (table: 'ranking_status' | 'ranking_status_lifetime', userUuid: string) =>
  Number((await s.knex(table).where({ userUuid }).first())?.balance ?? 0)

describe('points for plays', { timeout: 90_000 }, () => {
  it('records a play without points, and without an error, while no season runs', async () => {
    const room = await createRoom(s.knex)
    const [dj, fan] = [await member('offseason'), await member('offfan')]
    await dj.join(room.uuid)
    await fan.join(room.uuid)
    await dj.call('addDj', { song: song('off season', 1) })
    await fan.until((st) => st.nowPlaying !== null)
    await fan.call('voteOnSong', { songVotes: { like: true, star: true } })
    await fan.until((st) => st.nowPlaying === null)
    expect(
      await eventually(
        () => playsOf(room.id),
        (p) => p.length === 1
      )
    ).toMatchObject([{ skipped: false, voteCounts: { likes: 1, stars: 1 } }])
    expect(await playLedger()).toEqual([])
    for (const c of [dj, fan]) expect(c.problems).toEqual([])
  })

  it("gives the DJ 1 point per listener's like and 2 per star when the song ends, once, and tells the DJ", async () => {
    const [seasonId] = (
      await s
        .knex('seasons')
        .insert({
          id: randomUUID(),
          seasonName: 'Play season',
          seasonStart: new Date(Date.now() - DAY),
          seasonEnd: new Date(Date.now() + DAY)
        })
        .returning('id')
    ).map((r) => r.id)
    const room = await createRoom(s.knex)
    const [dj, one, two] = [await member('scorer'), await member('liker'), await member('starrer')]
    for (const c of [dj, one, two]) await c.join(room.uuid)
    const statuses: { userUuid: string; balance: number }[] = []
    dj.socket.on('api/merch-service/ranking-status-records patched', (status) => statuses.push(status))
    await dj.call('addDj', { song: song('scored', 4) })
    await one.until((st) => st.nowPlaying !== null)
    await one.call('voteOnSong', { songVotes: { like: true } })
    await two.call('voteOnSong', { songVotes: { like: true, star: true } })
    // The DJ's own like and star count in voteCounts, not in the DJ's points.
    await dj.call('voteOnSong', { songVotes: { like: true, star: true } })
    await one.until((st) => st.voteCounts.likes === 3 && st.voteCounts.stars === 2)
    await one.until((st) => st.nowPlaying === null, 10_000)

    const [play] = await eventually(
      () => playsOf(room.id),
      (p) => p.length === 1
    )
    expect(play).toMatchObject({ djUuid: dj.uuid, skipped: false, voteCounts: { likes: 3, dislikes: 0, stars: 2 } })
    const ledger = await playLedger()
    expect(ledger).toEqual([
      expect.objectContaining({ userUuid: dj.uuid, seasonId, amount: 4, idempotencyKey: String(play.id) })
    ])
    expect(ledger[0].reason).toContain(room.uuid)
    expect(await balance('ranking_status', dj.uuid)).toBe(4)
    expect(await balance('ranking_status_lifetime', dj.uuid)).toBe(4)
    expect(
      await eventually(
        async () => statuses,
        (list) => list.length > 0
      )
    ).toEqual([expect.objectContaining({ userUuid: dj.uuid, seasonId, balance: 4, rank: 1 })])
    const recent = await s.request('GET', `/api/playlist-service/rooms/${room.slug}/recent-songs`, {
      token: (await s.signIn()).accessToken
    })
    expect(recent.body.data).toEqual([
      {
        // The stage adds the catalogue's explicit flag (false for a song the catalogue does not know).
        song: { ...song('scored', 4), explicit: false },
        voteCounts: play.voteCounts,
        djUuid: dj.uuid,
        playedAt: new Date(play.startTime).toISOString()
      }
    ])
    for (const c of [dj, one, two]) expect(c.problems).toEqual([])
  })

  it('awards nothing for a skipped song or a song nobody else liked', async () => {
    const room = await createRoom(s.knex)
    const [dj, fan] = [await member('skipdj'), await member('skipfan')]
    await dj.join(room.uuid)
    await fan.join(room.uuid)
    const before = (await playLedger()).length
    await dj.call('addDj', { song: song('cut short', 60) })
    await fan.until((st) => st.nowPlaying !== null)
    await fan.call('voteOnSong', { songVotes: { like: true, star: true } })
    await fan.until((st) => st.voteCounts.stars === 1)
    await dj.call('updateNextSong', { song: song('self-liked', 3) })
    await dj.call('skipSong')
    await fan.until((st) => st.nowPlaying?.song.trackName === 'self-liked')
    await dj.call('voteOnSong', { songVotes: { like: true, star: true } })
    await fan.call('voteOnSong', { songVotes: { like: false } })
    await fan.until((st) => st.nowPlaying === null, 10_000)
    const plays = await eventually(
      () => playsOf(room.id),
      (p) => p.length === 2
    )
    expect(plays.map((p) => [p.song.trackName, p.skipped])).toEqual([
      ['cut short', true],
      ['self-liked', false]
    ])
    expect((await playLedger()).length).toBe(before)
    expect(await balance('ranking_status', dj.uuid)).toBe(0)
  })

  it('adds an award once per key, however many transactions try', async () => {
    const user = await s.signIn(['user'], 'twice')
    const award = {
      userUuid: user.user!.id,
      points: 5,
      reason: 'test play',
      source: PLAY_POINTS_SOURCE,
      idempotencyKey: `test-${randomUUID()}`
    }
    const outcomes = await Promise.all([1, 2, 3].map(() => s.knex.transaction((trx) => awardPoints(trx, award))))
    expect(outcomes.filter(Boolean)).toHaveLength(1)
    expect(await s.knex('points_ledger').where({ idempotencyKey: award.idempotencyKey })).toHaveLength(1)
    expect(await balance('ranking_status', award.userUuid)).toBe(5)
  })
})
