import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { MusicProvider, ProviderSearch, ProviderTrack } from '../../src/services/songs/providers/provider.ts'
import { PROVIDER_SEARCH_TIMEOUT_MS } from '../../src/services/playlists/search/search.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { catalogue, P } from './helpers.ts'

// Stand-in providers that can fail or hang on demand answer from a list of tracks (search-providers.test.ts runs the
// real clients).
const stand = vi.hoisted(() => ({ providers: [] as MusicProvider[] }))
vi.mock('../../src/services/songs/providers/registry.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  musicProviders: () => stand.providers,
  configuredProviders: () => stand.providers.filter((p) => p.missingSettings().length === 0),
  musicProvider: (_app: unknown, key: string) => stand.providers.find((p) => p.key === key)
}))

type Behaviour = 'answer' | 'fail' | 'hang'

/** A stand-in provider: matches its tracks by every word of the query, records what it was asked. */
function provider(key: ProviderTrack['provider'], name: string, tracks: Omit<ProviderTrack, 'provider'>[]) {
  const asked: ProviderSearch[] = []
  const state = { behaviour: 'answer' as Behaviour, configured: true }
  const self: MusicProvider & { asked: ProviderSearch[]; state: typeof state } = {
    key,
    name,
    asked,
    state,
    missingSettings: () => (state.configured ? [] : [`${key.toUpperCase()}_KEY`]),
    async search(query) {
      asked.push(query)
      if (state.behaviour === 'fail') throw new Error(`${name} answered 502`)
      if (state.behaviour === 'hang')
        await new Promise((resolve) => setTimeout(resolve, PROVIDER_SEARCH_TIMEOUT_MS + 500))
      const words = query.q.toLowerCase().split(/\s+/)
      return tracks
        .filter((t) => words.every((w) => `${t.trackName} ${t.artistName}`.toLowerCase().includes(w)))
        .filter((t) => query.explicit || !t.explicit)
        .slice(query.offset, query.offset + query.limit)
        .map((t) => ({ ...t, provider: key }))
    },
    track: async () => null
  }
  return self
}

const track = (id: string, trackName: string, explicit = false) => ({
  providerId: id,
  trackName,
  artistName: 'Outside Artist',
  duration: 200,
  explicit,
  musicProviders: {}
})
const spotify = provider('spotify', 'Spotify', [
  track('sp1', 'Night Drive'),
  track('sp2', 'Night Shift', true),
  track('sp3', 'Night Owl')
])
const soundcloud = provider('soundCloudPublic', 'SoundCloud', [track('sc1', 'Night Bus'), track('sc2', 'Night Tram')])

let s: TestServer
let guest: string

beforeAll(async () => {
  s = await startServer()
  guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
  for (let i = 1; i <= 7; i++) {
    await catalogue(s, { trackName: `Night ${i}`, artistName: `Catalogue Band ${i}`, explicit: i === 2 })
  }
  await catalogue(s, { trackName: 'Flow', artistName: 'River Band', albumName: 'Delta' })
  await catalogue(s, { trackName: 'Moon River', artistName: 'Audrey', albumName: 'Breakfast' })
  await catalogue(s, { trackName: 'Riverside', artistName: 'Agnes Obel' })
})
afterAll(() => s.close())

const search = async (query: string, version = '') => {
  const res = await s.request('GET', `${P}/search${version}${query}`, { token: guest })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body
}
const names = (data: { trackName: string }[]) => data.map((x) => x.trackName)
const only = (...providers: MusicProvider[]) => {
  stand.providers = providers
}

describe('search over the catalogue', () => {
  it('answers an empty query with nothing, asking no provider', async () => {
    only(spotify)
    const asked = spotify.asked.length
    for (const q of ['', '?q=', '?q=%20%20', '?q=%26%7C!%3A*']) {
      expect(await search(q)).toEqual({ data: [], total: 0, limit: 20, offset: 0, sources: [] })
      expect(await search(q, '/v2')).toEqual({ groups: [], limit: 20, offset: 0 })
    }
    expect(spotify.asked.length).toBe(asked)
    expect((await s.request('GET', `${P}/search?q=x`)).status).toBe(401)
  })

  it('matches every word, the last one as a prefix too, over track, artist and album names, best first', async () => {
    only()
    expect(names((await search('?q=river')).data)).toEqual(['Moon River', 'Flow', 'Riverside'])
    expect(names((await search('?q=RIVER%20moo')).data)).toEqual(['Moon River'])
    expect(names((await search('?q=moon%20riv')).data)).toEqual(['Moon River'])
    expect(names((await search('?q=riv')).data)).toEqual(['Moon River', 'Riverside', 'Flow'])
    expect(names((await search('?q=moo%20riv%20x')).data)).toEqual([])
    expect(names((await search('?q=delta')).data)).toEqual(['Flow'])
    expect(names((await search('?q=breakfast%20audrey')).data)).toEqual(['Moon River'])
    await catalogue(s, { trackName: 'Coded', artistName: 'Registrant', isrc: 'GBXYZ2400123' })
    expect(names((await search('?q=gbxyz2400123')).data)).toEqual(['Coded'])
    const found = (await search('?q=moon%20river')).data[0]
    const row = await s.knex('songs').where('trackName', 'Moon River').first()
    expect(found).toEqual({
      provider: 'catalogue',
      providerId: row.id,
      songId: row.id,
      songShortId: row.shortId,
      isrc: null,
      trackName: 'Moon River',
      artistName: 'Audrey',
      duration: 200,
      explicit: false,
      genre: null,
      albumName: 'Breakfast',
      releaseYear: null,
      musicProviders: {},
      thumbnails: {},
      links: {},
      previews: {},
      streamUrls: {}
    })
  })

  it('pages (20 by default), honours explicit=false, and survives text that means something to tsquery or SQL', async () => {
    only()
    const first = await search('?q=night&limit=3')
    expect(first).toMatchObject({ total: 7, limit: 3, offset: 0 })
    expect(names(first.data)).toEqual(['Night 1', 'Night 2', 'Night 3'])
    expect(names((await search('?q=night&limit=3&offset=6')).data)).toEqual(['Night 7'])
    const past = await search('?q=night&offset=10')
    expect(past).toMatchObject({ data: [], total: 7 })
    const clean = await search('?q=night&explicit=false')
    expect(clean.total).toBe(6)
    expect(names(clean.data)).not.toContain('Night 2')
    for (const q of ["night's", 'night:*%20%26%20!', "');drop table songs;--", '%E2%80%94%20night']) {
      expect((await s.request('GET', `${P}/search?q=${q}`, { token: guest })).status, q).toBe(200)
    }
    const nul = await s.request('GET', `${P}/search?q=night%00`, { token: guest })
    expect(nul.status).toBe(400)
    expect(nul.body.message).toContain("'q' must not contain a NUL character")
  })

  it('answers 400 naming the field for a bad query', async () => {
    for (const [query, field] of [
      ['?q=x&limit=51', "'limit'"],
      ['?q=x&limit=0', "'limit'"],
      ['?q=x&offset=-1', "'offset'"],
      ['?q=x&explicit=perhaps', "'explicit'"],
      ['?q=x&country=USA', "'country'"],
      [`?q=${'x'.repeat(201)}`, "'q'"]
    ]) {
      const res = await s.request('GET', `${P}/search${query}`, { token: guest })
      expect(res.status, query).toBe(400)
      expect(res.body.message, query).toContain(field)
    }
  })
})

describe('search with music providers', () => {
  it('v1: the first 5 catalogue results, then the catalogue and each provider interleaved; each result says its source', async () => {
    only(spotify, soundcloud)
    const res = await search('?q=night&country=gb')
    expect(res.data.map((x: any) => `${x.provider}:${x.trackName}`)).toEqual([
      'catalogue:Night 1',
      'catalogue:Night 2',
      'catalogue:Night 3',
      'catalogue:Night 4',
      'catalogue:Night 5',
      'catalogue:Night 6',
      'spotify:Night Drive',
      'soundCloudPublic:Night Bus',
      'catalogue:Night 7',
      'spotify:Night Shift',
      'soundCloudPublic:Night Tram',
      'spotify:Night Owl'
    ])
    expect(res.data[6]).toMatchObject({
      providerId: 'sp1',
      songId: null,
      songShortId: null,
      musicProviders: { spotify: 'sp1' }
    })
    expect(res.total).toBe(7 + 3 + 2)
    expect(res.sources).toEqual([
      { provider: 'catalogue', name: 'Catalogue', status: 'ok', total: 7, count: 7, error: null },
      { provider: 'spotify', name: 'Spotify', status: 'ok', total: null, count: 3, error: null },
      { provider: 'soundCloudPublic', name: 'SoundCloud', status: 'ok', total: null, count: 2, error: null }
    ])
    expect(spotify.asked.at(-1)).toEqual({ q: 'night', limit: 20, offset: 0, country: 'GB', explicit: true })
  })

  it('v2: the results grouped by source, catalogue first, each paged with its own status and total', async () => {
    only(spotify, soundcloud)
    const res = await search('?q=night&limit=2&offset=1', '/v2')
    expect(res.limit).toBe(2)
    expect(res.offset).toBe(1)
    expect(res.groups.map((g: any) => [g.provider, g.status, g.total, g.count, names(g.data)])).toEqual([
      ['catalogue', 'ok', 7, 2, ['Night 2', 'Night 3']],
      ['spotify', 'ok', null, 2, ['Night Shift', 'Night Owl']],
      ['soundCloudPublic', 'ok', null, 1, ['Night Tram']]
    ])
    expect(spotify.asked.at(-1)).toMatchObject({ limit: 2, offset: 1, country: 'US' })
  })

  it('leaves explicit results of every source out with explicit=false, even from a provider that ignores the flag', async () => {
    only(spotify)
    const careless = provider('audius', 'Audius', [track('au1', 'Night Loud', true), track('au2', 'Night Soft')])
    careless.search = async () => [
      { ...track('au1', 'Night Loud', true), provider: 'audius' },
      { ...track('au2', 'Night Soft'), provider: 'audius' }
    ]
    only(spotify, careless)
    const res = await search('?q=night&explicit=false', '/v2')
    expect(res.groups.map((g: any) => names(g.data))).toEqual([
      ['Night 1', 'Night 3', 'Night 4', 'Night 5', 'Night 6', 'Night 7'],
      ['Night Drive', 'Night Owl'],
      ['Night Soft']
    ])
    expect(spotify.asked.at(-1)?.explicit).toBe(false)
  })

  it('reports a failing provider and an unconfigured one is not asked; the search still answers', async () => {
    const unconfigured = provider('apple', 'Apple Music', [track('ap1', 'Night Apple')])
    unconfigured.state.configured = false
    only(spotify, soundcloud, unconfigured)
    spotify.state.behaviour = 'fail'
    try {
      const res = await search('?q=night')
      expect(res.sources.map((x: any) => [x.provider, x.status, x.error])).toEqual([
        ['catalogue', 'ok', null],
        ['spotify', 'failed', 'Spotify: Spotify answered 502'],
        ['soundCloudPublic', 'ok', null]
      ])
      expect(res.data.filter((x: any) => x.provider === 'spotify')).toEqual([])
      expect(res.data).toHaveLength(9)
      expect(unconfigured.asked).toHaveLength(0)
    } finally {
      spotify.state.behaviour = 'answer'
    }
  })

  it('answers without a provider that does not answer in time, and says so', async () => {
    only(spotify, soundcloud)
    soundcloud.state.behaviour = 'hang'
    try {
      const started = Date.now()
      const res = await search('?q=night', '/v2')
      const waited = Date.now() - started
      expect(waited).toBeGreaterThanOrEqual(PROVIDER_SEARCH_TIMEOUT_MS - 50)
      expect(waited).toBeLessThan(PROVIDER_SEARCH_TIMEOUT_MS + 450)
      expect(res.groups.map((g: any) => [g.provider, g.status, g.count])).toEqual([
        ['catalogue', 'ok', 7],
        ['spotify', 'ok', 3],
        ['soundCloudPublic', 'timeout', 0]
      ])
      expect(res.groups[2].error).toBe('SoundCloud did not answer within 3 s')

      // For a while the next searches do not wait for it again: it is not asked, and its tab says why.
      const asked = soundcloud.asked.length
      const again = Date.now()
      const next = await search('?q=night', '/v2')
      expect(Date.now() - again).toBeLessThan(1000)
      expect(next.groups[2]).toMatchObject({ provider: 'soundCloudPublic', status: 'timeout', count: 0 })
      expect(next.groups[2].error).toBe('SoundCloud did not answer a moment ago; it is asked again within a minute')
      expect(soundcloud.asked).toHaveLength(asked)
    } finally {
      soundcloud.state.behaviour = 'answer'
    }
  })
})
