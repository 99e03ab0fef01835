import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoData } from '../../src/demo/seed.ts'
import { demoTunes } from '../../src/demo/songs.ts'
import { demoDjs } from '../../src/demo/djs/roster.ts'
import { DEMO_SEARCH_MS, findProviderSongs } from '../../src/demo/provider-songs.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { startProviderStandIn } from './stand-ins/setup.ts'

const P = '/api/playlist-service'
let stand: Awaited<ReturnType<typeof startProviderStandIn>>
const servers: TestServer[] = []

/** A server whose providers are the stand-in's (those named in `only`, when given), its demo DJs searching for `q`. */
async function server(q: string | undefined, only?: string[]) {
  const settings = only
    ? Object.fromEntries(Object.entries(stand.settings).filter(([name]) => only.some((p) => name.startsWith(p))))
    : stand.settings
  const s = await startServer({ config: { demoProviderSearch: q, providers: settings } })
  servers.push(s)
  return s
}

const signIn = async (s: TestServer, email: string) =>
  (await s.request('POST', '/api/user-service/auth/login', { body: { email, password: 'spinroom-user' } })).body
    .accessToken as string

/** The demo DJ bots' queues, by nickname: the songs' titles in order, and their providers. */
async function botQueues(s: TestServer) {
  const rows = await s
    .knex('crate_songs')
    .join('crates', 'crates.id', 'crate_songs.crateId')
    .join('users', 'users.id', 'crates.userId')
    .join('songs', 'songs.id', 'crate_songs.songId')
    .where('crates.special', 'queue')
    .whereIn(
      'users.nickname',
      demoDjs.map((dj) => dj.nickname)
    )
    .orderBy('crate_songs.rank')
    .select('users.nickname', 'songs.trackName', 'songs.musicProviders')
  return Object.fromEntries(
    demoDjs.map((dj) => [dj.nickname, rows.filter((row) => row.nickname === dj.nickname)])
  ) as Record<string, { trackName: string; musicProviders: Record<string, string> }[]>
}

beforeAll(async () => {
  stand = await startProviderStandIn()
})
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()))
  await stand.stand.close()
})

describe('the demo DJs and the configured music providers', () => {
  it("fill a crate and the bots' queues with songs found at providers any listener can hear", async () => {
    const s = await server('a')
    const before = stand.stand.calls.length
    await seedDemoData(s.app)
    const searches = stand.stand.calls.slice(before).filter((call) => /search/.test(call))
    // Spotify and Apple Music need each listener's own account: the demo DJs do not search them.
    expect(searches.some((call) => call.startsWith('GET /spotify') || call.startsWith('GET /apple'))).toBe(false)
    expect(searches.some((call) => call.startsWith('GET /audius/v1/tracks/search?query=a&'))).toBe(true)

    const kai = await signIn(s, 'dj.kai@spinroom.test')
    const crates = (await s.request('GET', `${P}/crate/user`, { token: kai })).body.data as any[]
    const picks = crates.find((crate) => crate.crateName.startsWith('Picks from '))
    expect(picks.crateName).toBe('Picks from YouTube, SoundCloud, Audius, seven-digital')
    const songs = (await s.request('GET', `${P}/crate/${picks.crateUuid}/songs`, { token: kai })).body.data as any[]
    // The stand-in's songs with an 'a', explicit ones left out, each recording once whichever providers have it.
    expect(songs.map((song) => song.trackName).sort()).toEqual(['Basement Tapes', 'Long Way Home', 'Night Owl'])
    const nightOwl = songs.find((song) => song.trackName === 'Night Owl')
    expect(nightOwl.musicProviders).toMatchObject({
      audius: 'D7KyD',
      soundCloudPublic: '100001',
      youtube: 'dQw4w9WgXcQ'
    })

    // Each bot plays the demo songs with its share of the finds between them.
    const queues = await botQueues(s)
    for (const dj of demoDjs) {
      const queue = queues[dj.nickname]!
      const demo = queue.filter((song) => song.musicProviders.uploadService)
      expect(demo.map((song) => song.trackName)).toEqual(dj.queue.map((i) => demoTunes[i]!.title))
      const found = queue.filter((song) => !song.musicProviders.uploadService)
      expect(found.length, dj.nickname).toBeGreaterThan(0)
      expect(queue.indexOf(found[0]!), dj.nickname).toBe(2)
    }
    const shared = Object.values(queues).flatMap((queue) => queue.filter((song) => !song.musicProviders.uploadService))
    expect(shared.map((song) => song.trackName).sort()).toEqual(songs.map((song) => song.trackName).sort())
  }, 300_000)

  it('fall back to the offline demo songs, without an error, when the provider refuses', async () => {
    const s = await server('night', ['AUDIUS'])
    stand.stand.refuse('audius', 503)
    try {
      await seedDemoData(s.app)
    } finally {
      stand.stand.refuse('audius', 0)
    }
    const kai = await signIn(s, 'dj.kai@spinroom.test')
    const crates = (await s.request('GET', `${P}/crate/user`, { token: kai })).body.data as any[]
    expect(crates.map((crate) => crate.crateName).sort()).toEqual(['Peak Time', 'Warm-up'])
    for (const [nickname, queue] of Object.entries(await botQueues(s)))
      expect(
        queue.map((song) => song.trackName),
        nickname
      ).toEqual(demoDjs.find((dj) => dj.nickname === nickname)!.queue.map((i) => demoTunes[i]!.title))
  }, 300_000)

  it('give up on a provider that does not answer within the time box', async () => {
    const s = await server('night', ['AUDIUS'])
    const release = stand.stand.stall('audius')
    const started = Date.now()
    try {
      expect(await findProviderSongs(s.app)).toEqual({ names: [], songs: [] })
    } finally {
      release()
    }
    const waited = Date.now() - started
    expect(waited).toBeGreaterThanOrEqual(DEMO_SEARCH_MS - 50)
    expect(waited).toBeLessThan(DEMO_SEARCH_MS + 2000)
    // Answering, it gives its songs.
    expect(await findProviderSongs(s.app)).toMatchObject({ names: ['Audius'], songs: [{ trackName: 'Night Owl' }] })
  })

  it('search no provider when none is set up (Audius needs its address) or when turned off', async () => {
    const before = stand.stand.calls.length
    const bare = await server('night', ['NOTHING'])
    expect(await findProviderSongs(bare.app)).toEqual({ names: [], songs: [] })
    const off = await server(undefined)
    expect(await findProviderSongs(off.app)).toEqual({ names: [], songs: [] })
    expect(stand.stand.calls.slice(before)).toEqual([])
  })
})
