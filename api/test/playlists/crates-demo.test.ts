import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../src/demo/seed.ts'
import { demoTunes } from '../../src/demo/songs.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

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
    expect(owners.sort()).toEqual(['ana', 'ben', 'cleo', 'djkai'])
  })
})
