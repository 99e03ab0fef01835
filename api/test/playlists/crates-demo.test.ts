import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../src/demo/seed.ts'
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
    expect(queue.body.data.map((e: any) => e.trackName)).toEqual([
      'Afterimage',
      'Neon Tide',
      'Deep Blue Hour',
      'Low Orbit'
    ])
    const likes = await s.request('GET', `${P}/crate/special/likes/songs`, { token: kai })
    expect(likes.body.total).toBe(3)

    // Songs shared between crates are one catalogue song each.
    expect(Number((await s.knex('songs').count('* as c'))[0].c)).toBe(12)
    for (const crate of await s.knex('crates')) {
      const positions = (await s.knex('crate_songs').where('crateId', crate.id).orderBy('position')).map(
        (e) => e.position
      )
      expect(positions, crate.crateName).toEqual(positions.map((_, i) => i))
      expect(crate.songCount, crate.crateName).toBe(positions.length)
    }
    const owners = await s
      .knex('crates')
      .join('users', 'users.id', 'crates.userId')
      .where('crates.special', 'queue')
      .pluck('users.nickname')
    expect(owners.sort()).toEqual(['ana', 'ben', 'cleo', 'djkai'])
  })
})
