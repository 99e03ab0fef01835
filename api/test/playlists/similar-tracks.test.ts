import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { cyaniteStandIn } from './stand-ins/cyanite.ts'
import type { MusicProviderStandIn } from './stand-ins/music-providers.ts'
import { startProviderStandIn } from './stand-ins/setup.ts'
import { catalogue, P } from './helpers.ts'

const NIGHT_OWL = '4uLU6hMCjMI75M1A2tKUQC'
const HARBOUR = '0VjIjW4GlUZAMYd2vXMi3b'
const LONG_WAY = '7ouMYWpwJ422jRcDASZB7P'
const UNANALYSED = '1aBcDeFgHiJkLmNoPqRsTu'
const NO_PREVIEW = '2aBcDeFgHiJkLmNoPqRsTu'
const NO_ART = '3aBcDeFgHiJkLmNoPqRsTu'
const SAME_NAMES = '5aBcDeFgHiJkLmNoPqRsTu'
const UNKNOWN = '6aBcDeFgHiJkLmNoPqRsTu'
const ART = { spotify: 'https://i.scdn.co/image/seed' }

let s: TestServer
let bare: TestServer
let stand: MusicProviderStandIn
let recommender: ReturnType<typeof cyaniteStandIn>
let token: string

/** A submitted song as a client holds it (a Song, so with fields the route ignores). */
const submitted = (spotify: string | undefined, trackName: string, fields: Record<string, unknown> = {}) => ({
  songId: '00000000-0000-4000-8000-000000000001',
  trackName,
  artistName: 'Seeder',
  duration: 200,
  explicit: false,
  thumbnails: ART,
  musicProviders: spotify ? { spotify } : {},
  ...fields
})
const suggest = (songs: unknown[], server = s, as = token) =>
  server.request('POST', `${P}/similar-tracks`, { token: as, body: { songs } })

beforeAll(async () => {
  const started = await startProviderStandIn()
  stand = started.stand
  recommender = cyaniteStandIn({
    [NIGHT_OWL]: [HARBOUR, NO_ART, UNKNOWN, SAME_NAMES, LONG_WAY],
    [HARBOUR]: [NIGHT_OWL, LONG_WAY]
  })
  recommender.refuseEnqueue.add(NO_PREVIEW)
  await recommender.start()
  s = await startServer({ config: { providers: { ...started.settings, ...recommender.settings() } } })
  bare = await startServer({ config: { providers: started.settings } })
  token = (await s.member()).token
  // Catalogue songs Cyanite may suggest: one without artwork, one named like Harbour Lights (a second recording).
  await catalogue(s, { trackName: 'Bare Sleeve', artistName: 'No Art', musicProviders: { spotify: NO_ART } })
  await catalogue(s, {
    trackName: 'Harbour Lights',
    artistName: 'Mira Sol',
    duration: 300,
    thumbnails: ART,
    musicProviders: { spotify: SAME_NAMES }
  })
})
afterAll(async () => {
  await Promise.all([s.close(), bare.close()])
  await Promise.all([stand.close(), recommender.close()])
})

describe('POST /similar-tracks', () => {
  it('answers catalogue songs from Cyanite’s similar Spotify tracks, with artwork and a length, each name once', async () => {
    const res = await suggest([submitted(NIGHT_OWL, 'Seed One')])
    expect(res.status).toBe(200)
    expect(res.body.enqueued).toEqual([])
    // NO_ART has no thumbnails, UNKNOWN is not on Spotify, SAME_NAMES repeats Harbour Lights' names.
    expect(res.body.songs.map((song: { trackName: string }) => song.trackName)).toEqual([
      'Harbour Lights',
      'Long Way Home'
    ])
    const [harbour] = res.body.songs
    expect(harbour.musicProviders.spotify).toBe(HARBOUR)
    expect(harbour.duration).toBe(187.5)
    expect(Object.keys(harbour.thumbnails).length).toBeGreaterThan(0)
    // Each is in the catalogue now: it can go into the queue by its songId.
    expect(await s.knex('songs').where({ id: harbour.songId }).first()).toBeTruthy()
    const queued = await s.request('POST', `${P}/crate/special/queue/songs`, {
      token,
      body: { songs: [{ songId: harbour.songId }] }
    })
    expect(queued.status).toBe(200)
    // Cyanite was asked in GraphQL: similar Spotify tracks of the seed's Spotify id.
    const asked = recommender.queries.at(-1)!
    expect(asked.query).toContain('similarTracks(target: { spotify: {} }')
    expect(asked.variables).toMatchObject({ id: NIGHT_OWL })
  })

  it('leaves out suggestions named like a submitted song, and the submitted songs themselves', async () => {
    const res = await suggest([
      submitted(NIGHT_OWL, 'Seed One'),
      submitted(undefined, 'Long Way Home', { artistName: 'ana prado ' })
    ])
    expect(res.body.songs.map((song: { trackName: string }) => song.trackName)).toEqual(['Harbour Lights'])
    // Harbour Lights is submitted: its second recording (SAME_NAMES) shares its names and is left out too.
    const both = await suggest([
      submitted(NIGHT_OWL, 'Night Owl', { artistName: 'The Lanterns' }),
      submitted(HARBOUR, 'Harbour Lights', { artistName: 'Mira Sol' })
    ])
    expect(both.body.songs.map((song: { musicProviders: { spotify: string } }) => song.musicProviders.spotify)).toEqual(
      [LONG_WAY]
    )
  })

  it('asks about the first 8 distinct songs with a Spotify id, songs of the same names counting once', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `${String(i).padStart(2, '0')}cDeFgHiJkLmNoPqRsTuV`)
    const before = recommender.queries.length
    const songs = [
      submitted(ids[0], 'Twin'),
      submitted(ids[1], 'twin '),
      submitted(undefined, 'No Spotify'),
      ...ids.slice(2).map((id, i) => submitted(id, `Song ${i}`))
    ]
    const res = await suggest(songs)
    expect(res.status).toBe(200)
    const asked = recommender.queries.slice(before).filter((q) => q.query.includes('similarTracks'))
    expect(asked.map((q) => q.variables.id)).toEqual([ids[0], ...ids.slice(2, 9)])
    // None was analysed: each was enqueued (the code trackNotAnalyzed), and the answer says which.
    expect(res.body.enqueued).toEqual([ids[0], ...ids.slice(2, 9)])
    expect(recommender.enqueued).toEqual(expect.arrayContaining(res.body.enqueued))
    expect(res.body.songs).toEqual([])
  })

  it('enqueues a track Cyanite has not analysed; one it cannot analyse is not listed', async () => {
    const before = recommender.queries.length
    const res = await suggest([submitted(UNANALYSED, 'New One'), submitted(NO_PREVIEW, 'No Preview')])
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ songs: [], enqueued: [UNANALYSED] })
    const mutation = recommender.queries.slice(before).find((q) => q.query.includes('spotifyTrackEnqueue'))!
    expect(mutation.variables).toEqual({ input: { spotifyTrackId: UNANALYSED } })
    expect(recommender.enqueued).not.toContain(NO_PREVIEW)
  })

  it('asks about the other songs when Cyanite cannot look one up', async () => {
    const res = await suggest([submitted('not-a-spotify-id', 'Odd'), submitted(HARBOUR, 'Seed Two')])
    expect(res.status).toBe(200)
    expect(res.body.songs.map((song: { trackName: string }) => song.trackName)).toEqual(['Night Owl', 'Long Way Home'])
  })

  it('refuses submitted songs without thumbnails or a positive duration, naming the field', async () => {
    const noArt = await suggest([submitted(NIGHT_OWL, 'Seed', { thumbnails: {} })])
    expect([noArt.status, noArt.body.message]).toEqual([
      400,
      "Invalid body: 'songs.0.thumbnails' must NOT have fewer than 1 properties"
    ])
    const missingArt = await suggest([{ trackName: 'A', artistName: 'B', duration: 10 }])
    expect(missingArt.status).toBe(400)
    expect(missingArt.body.message).toContain('thumbnails')
    const zero = await suggest([submitted(NIGHT_OWL, 'Seed'), submitted(NIGHT_OWL, 'Zero', { duration: 0 })])
    expect([zero.status, zero.body.message]).toEqual([400, "Invalid body: 'songs.1.duration' must be > 0"])
    const none = await suggest([])
    expect(none.status).toBe(400)
    expect(none.body.message).toContain('songs')
    const nul = await suggest([submitted(NIGHT_OWL, 'Se\u0000ed')])
    expect(nul.status).toBe(400)
  })

  it('answers 502 naming Cyanite when it fails, and 503 naming the setting when it is not configured', async () => {
    recommender.fail('Internal server error')
    const failed = await suggest([submitted(NIGHT_OWL, 'Seed')])
    recommender.fail(null)
    expect([failed.status, failed.body.message]).toEqual([
      502,
      'Cyanite refused to find similar tracks (Internal server error)'
    ])
    const member = (await bare.member()).token
    const unset = await suggest([submitted(NIGHT_OWL, 'Seed')], bare, member)
    expect([unset.status, unset.body.message]).toEqual([503, 'Cyanite is not configured: set CYANITE_ACCESS_TOKEN'])
  })

  it('is for signed-in users', async () => {
    const res = await s.request('POST', `${P}/similar-tracks`, { body: { songs: [submitted(NIGHT_OWL, 'Seed')] } })
    expect(res.status).toBe(401)
  })
})
