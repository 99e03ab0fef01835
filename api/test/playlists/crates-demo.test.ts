import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../src/demo/seed.ts'
import { demoTunes } from '../../src/demo/songs.ts'
import { demoDjRoom, demoDjs } from '../../src/demo/djs/roster.ts'
import { ensureDemoDjs } from '../../src/demo/djs/seed.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { withoutTokenAccount } from '../helpers/tokens.ts'

const P = '/api/playlist-service'
let s: TestServer

beforeAll(async () => {
  s = await startServer()
  await seedDemoData(s.app)
})
afterAll(() => s.close())

const signIn = async (email: string) =>
  (await s.request('POST', '/api/user-service/auth/login', { body: { email, password: 'spinroom-user' } })).body
    .accessToken as string

describe('demo crates', () => {
  it('gives the demo DJs crates, a queue and likes, with dense positions and right counts', async () => {
    const kai = await signIn('dj.kai@spinroom.test')
    const mine = await s.request('GET', `${P}/crate/user`, { token: kai })
    expect(mine.body.data.map((c: any) => [c.crateName, c.crateSongsNumber]).sort()).toEqual([
      ['Peak Time', 5],
      ['Warm-up', 4]
    ])
    const queue = await s.request('GET', `${P}/crate/special/queue/songs`, { token: kai })
    expect(queue.body.data.map((e: any) => e.trackName)).toEqual([4, 0, 11, 5].map((i) => demoTunes[i]!.title))
    const likes = await s.request('GET', `${P}/crate/special/likes/songs`, { token: kai })
    expect(likes.body.total).toBe(3)

    // The crates hold the twelve demo tunes, one catalogue song each, playable from the upload service.
    const inCrates: string[] = await s.knex('crate_songs').distinct('songId').pluck('songId')
    const songs = await s.knex('songs').whereIn('id', inCrates)
    expect(songs.map((song) => song.trackName).sort()).toEqual(demoTunes.map((tune) => tune.title).sort())
    const uploads: string[] = await s.knex('uploaded_songs').pluck('id')
    expect(songs.map((song) => song.musicProviders.uploadService).sort()).toEqual(uploads.sort())
    for (const crate of await s.knex('crates')) {
      const ranks: number[] = await s.knex('crate_songs').where('crateId', crate.id).pluck('rank')
      expect(new Set(ranks).size, crate.crateName).toBe(ranks.length)
      expect(crate.songCount, crate.crateName).toBe(ranks.length)
    }
    const owners = await s
      .knex('crates')
      .join('users', 'users.id', 'crates.userId')
      .where('crates.special', 'queue')
      .pluck('users.nickname')
    expect(owners.sort()).toEqual(['ana', 'ben', 'cleo', 'djkai', ...demoDjs.map((dj) => dj.nickname)].sort())
  })

  it('queues every uploaded demo song for each demo DJ bot, in its own order, and wears its avatar', async () => {
    const queues = await demoDjQueues()
    expect(queues.map((q) => [q.nickname, q.avatarId])).toEqual(demoDjs.map((dj) => [dj.nickname, dj.avatarId]))
    for (const [i, queue] of queues.entries()) {
      expect(queue.titles).toEqual(demoDjs[i]!.queue.map((n) => demoTunes[n]!.title))
      expect(queue.providers.every((p) => p.uploadService)).toBe(true)
    }
  })

  it('gives a demo database made before the demo DJs existed its demo DJs on the next start, once', async () => {
    const before = await demoDjQueues()
    await s.knex('rooms').where('slug', demoDjRoom.slug).delete()
    const bots = s.knex('users').whereIn(
      'nickname',
      demoDjs.map((dj) => dj.nickname)
    )
    // Every account has a token account from sign-up on; a database from before the demo DJs had neither.
    for (const id of await bots.clone().pluck('id')) await withoutTokenAccount(s, id)
    await bots.delete()
    await ensureDemoDjs(s.app)
    await ensureDemoDjs(s.app)
    expect((await demoDjQueues()).map((q) => q.titles)).toEqual(before.map((q) => q.titles))
    expect(await s.knex('rooms').where('slug', demoDjRoom.slug).pluck('promoted')).toEqual([true])
  })
})

/** The demo DJ bots in the roster's order: their avatar and their queue's titles and providers. */
async function demoDjQueues() {
  return Promise.all(
    demoDjs.map(async (dj) => {
      const bot = await s.knex('users').join('bots', 'bots.userUuid', 'users.id').where('nickname', dj.nickname).first()
      const songs: { trackName: string; musicProviders: Record<string, string> }[] = await s
        .knex('crate_songs as cs')
        .join('crates as c', 'c.id', 'cs.crateId')
        .join('songs', 'songs.id', 'cs.songId')
        .where({ 'c.userId': bot.id, 'c.special': 'queue' })
        .orderBy('cs.rank')
        .select('songs.trackName', 'songs.musicProviders')
      return {
        nickname: bot.nickname as string,
        avatarId: bot.avatarId as string,
        titles: songs.map((song) => song.trackName),
        providers: songs.map((song) => song.musicProviders)
      }
    })
  )
}
