import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import type { MusicProviderStandIn } from './stand-ins/music-providers.ts'
import { startProviderStandIn } from './stand-ins/setup.ts'
import { catalogue, P } from './helpers.ts'

let s: TestServer
let stand: MusicProviderStandIn
let token: string

beforeAll(async () => {
  const started = await startProviderStandIn()
  stand = started.stand
  s = await startServer({ config: { providers: started.settings } })
  token = (await s.member()).token
  await catalogue(s, { trackName: 'Night Owl Live', artistName: 'Our Own Band' })
})
afterAll(async () => {
  await s.close()
  await stand.close()
})

interface Track {
  provider: string
  providerId: string
  songId: string | null
  trackName: string
  artistName: string
  duration: number
  isrc: string | null
  musicProviders: Record<string, string>
}

/** What the player sends to add a search result: its id when it is a catalogue song, else its data. */
const inputOf = (t: Track) =>
  t.songId
    ? { songId: t.songId }
    : {
        trackName: t.trackName,
        artistName: t.artistName,
        duration: t.duration,
        isrc: t.isrc,
        musicProviders: t.musicProviders
      }

describe("a provider's song added to a crate or the queue", () => {
  it('keeps its provider id and its duration, for every provider', async () => {
    const found = await s.request('GET', `${P}/search/v2?q=night%20owl`, { token })
    const groups = found.body.groups as { provider: string; data: Track[] }[]
    const crate = (await s.request('POST', `${P}/crate`, { token, body: { crateName: 'Everywhere' } })).body
    for (const group of groups.filter((g) => g.provider !== 'catalogue')) {
      const track = group.data[0]
      expect(track, group.provider).toBeTruthy()
      for (const where of [`/crate/${crate.crateUuid}/songs`, '/crate/special/queue/songs']) {
        const added = await s.request('POST', `${P}${where}`, { token, body: { songs: [inputOf(track)] } })
        expect(added.status, `${group.provider} ${where}`).toBe(200)
        // Equal songs merge into one catalogue song: the second provider's add of it is skipped, not lost.
        const entry = added.body.added[0] ?? added.body.skipped[0]
        expect(entry.musicProviders[group.provider], `${group.provider} ${where}`).toBe(track.providerId)
        expect(Math.abs(entry.duration - track.duration), `${group.provider} ${where}`).toBeLessThanOrEqual(1)
      }
    }
    const page = await s.request('GET', `${P}/crate/${crate.crateUuid}/songs`, { token })
    const song = await s.knex('songs').where({ id: page.body.data[0].songId }).first()
    // One recording, one catalogue song: every provider's id on it, its duration the providers'.
    expect(Object.keys(song.musicProviders).sort()).toEqual(
      ['apple', 'audius', 'sevenDigital', 'soundCloudPublic', 'spotify', 'youtube'].sort()
    )
    expect(song.duration).toBe(201)
    expect(page.body.data[0].musicProviders).toEqual(song.musicProviders)
  })

  it('keeps them when it comes from a link', async () => {
    const links: [string, string, string][] = [
      ['https://open.spotify.com/track/0VjIjW4GlUZAMYd2vXMi3b', 'spotify', '0VjIjW4GlUZAMYd2vXMi3b'],
      ['https://music.apple.com/us/album/x/1?i=1440857782', 'apple', '1440857782'],
      ['https://www.youtube.com/watch?v=LwHlong0001', 'youtube', 'LwHlong0001'],
      ['https://audius.co/KiloDub/basement-tapes', 'audius', 'Qx9zP']
    ]
    for (const [url, provider, id] of links) {
      const song = await s.request('GET', `${P}/song-data/${encodeURIComponent(url)}`, { token })
      expect(song.status, url).toBe(200)
      const added = await s.request('POST', `${P}/crate/special/queue/songs`, {
        token,
        body: { songs: [{ songId: song.body.songId }] }
      })
      const entry = added.body.added[0] ?? added.body.skipped[0]
      expect(entry.musicProviders[provider], url).toBe(id)
      expect(entry.duration, url).toBe(song.body.duration)
      expect(entry.duration, url).toBeGreaterThan(0)
    }
  })
})

describe('the hangout brand (seed 002 §1)', () => {
  it('searches the catalogue and seven-digital only, and imports from seven-digital first', async () => {
    const config = s.app.get('config')
    config.brand = 'hangout'
    try {
      const res = await s.request('GET', `${P}/search/v2?q=night`, { token })
      expect(res.body.groups.map((g: { provider: string }) => g.provider)).toEqual(['catalogue', 'sevenDigital'])
      const v1 = await s.request('GET', `${P}/search?q=night`, { token })
      expect(v1.body.sources.map((g: { provider: string }) => g.provider)).toEqual(['catalogue', 'sevenDigital'])
      const imported = await s.request('POST', `${P}/api/v1/track-import`, {
        token,
        body: { musicProvider: 'spotify', providerId: '0VjIjW4GlUZAMYd2vXMi3b' }
      })
      expect(imported.status).toBe(201)
      expect(imported.body.importedFrom).toBe('sevenDigital')
      expect(imported.body.song.musicProviders).toMatchObject({
        spotify: '0VjIjW4GlUZAMYd2vXMi3b',
        sevenDigital: '7002'
      })
      expect(imported.body.song.streamUrls.sevenDigital.http).toContain('trackId=7002')
    } finally {
      config.brand = 'default'
    }
    const back = await s.request('GET', `${P}/search/v2?q=night`, { token })
    expect(back.body.groups).toHaveLength(7)
  })
})
