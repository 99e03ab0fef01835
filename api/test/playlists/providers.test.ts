import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SongProviderKey } from '@spinroom/schemas'
import { musicProvider, musicProviders, configuredProviders } from '../../src/services/songs/providers/registry.ts'
import { isoDurationSeconds } from '../../src/services/songs/providers/youtube.ts'
import type { MusicProvider } from '../../src/services/songs/providers/provider.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import type { MusicProviderStandIn } from './stand-ins/music-providers.ts'
import { startProviderStandIn } from './stand-ins/setup.ts'

let bare: TestServer
let s: TestServer
let stand: MusicProviderStandIn
const search = { limit: 20, offset: 0, country: 'us', explicit: true }
const provider = (key: SongProviderKey, server = s): MusicProvider => musicProvider(server.app, key)!

beforeAll(async () => {
  const started = await startProviderStandIn()
  stand = started.stand
  bare = await startServer()
  s = await startServer({ config: { providers: started.settings } })
})
afterAll(async () => {
  await Promise.all([bare.close(), s.close()])
  await stand.close()
})

describe('the registry', () => {
  it('knows all six providers and which settings each lacks', () => {
    expect(musicProviders(bare.app).map((p) => [p.key, p.missingSettings()])).toEqual([
      ['spotify', ['SPOTIFY_CLIENT_ID', 'SPOTIFY_CLIENT_SECRET']],
      ['apple', ['APPLE_MUSIC_TEAM_ID', 'APPLE_MUSIC_KEY_ID', 'APPLE_MUSIC_PRIVATE_KEY']],
      ['youtube', ['YOUTUBE_API_KEY']],
      ['soundCloudPublic', ['SOUNDCLOUD_CLIENT_ID', 'SOUNDCLOUD_CLIENT_SECRET']],
      ['audius', []],
      ['sevenDigital', ['SEVEN_DIGITAL_CONSUMER_KEY', 'SEVEN_DIGITAL_CONSUMER_SECRET']]
    ])
    expect(configuredProviders(bare.app).map((p) => p.key)).toEqual(['audius'])
    expect(configuredProviders(s.app).map((p) => p.key)).toHaveLength(6)
  })

  it('answers 503 naming the missing settings when a provider is not configured', async () => {
    for (const p of musicProviders(bare.app).filter((p) => p.key !== 'audius')) {
      const error = await p.search({ q: 'night', ...search }).catch((e) => e)
      expect(error.code).toBe(503)
      expect(error.message).toBe(`${p.name} is not configured: set ${p.missingSettings().join(' and ')}`)
    }
  })
})

describe('Spotify', () => {
  it('searches, looks up tracks and ISRCs with an app token', async () => {
    const found = await provider('spotify').search({ q: 'night owl', ...search })
    expect(found).toEqual([
      expect.objectContaining({
        provider: 'spotify',
        providerId: '4uLU6hMCjMI75M1A2tKUQC',
        trackName: 'Night Owl',
        artistName: 'The Lanterns',
        duration: 201,
        isrc: 'GBAYE0601498',
        albumName: 'Night Owl (Single)',
        releaseYear: 2019,
        musicProviders: { spotify: '4uLU6hMCjMI75M1A2tKUQC' },
        links: { spotify: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC' }
      })
    ])
    expect((await provider('spotify').track('0VjIjW4GlUZAMYd2vXMi3b', 'us'))?.explicit).toBe(true)
    expect(await provider('spotify').track('0000000000000000000000', 'us')).toBeNull()
    expect(await provider('spotify').track('not-an-id', 'us')).toBeNull()
    expect((await provider('spotify').byIsrc!('FRZ031400123', 'us'))?.duration).toBe(3723)
    expect(await provider('spotify').search({ q: 'harbour', ...search, explicit: false })).toEqual([])
  })

  it('follows a playlist page by page', async () => {
    const tracks = await provider('spotify').playlistTracks!('37i9dQZF1DXcBWIGoYBM5M', 'us')
    expect(tracks.map((t) => t.trackName)).toEqual(['Night Owl', 'Harbour Lights', 'Long Way Home'])
    const missing = await provider('spotify').playlistTracks!('nope', 'us').catch((e) => e)
    expect(missing.code).toBe(404)
  })

  it('takes a new token and retries once when the token is refused', async () => {
    await provider('spotify').track('4uLU6hMCjMI75M1A2tKUQC', 'us')
    const before = stand.issued.spotify
    stand.expireTokens()
    const start = stand.calls.length
    expect((await provider('spotify').track('4uLU6hMCjMI75M1A2tKUQC', 'us'))?.trackName).toBe('Night Owl')
    expect(stand.issued.spotify).toBe(before + 1)
    expect(stand.calls.slice(start).map((c) => c.split('?')[0])).toEqual([
      'GET /spotify/v1/tracks/4uLU6hMCjMI75M1A2tKUQC',
      'POST /spotify-accounts/api/token',
      'GET /spotify/v1/tracks/4uLU6hMCjMI75M1A2tKUQC'
    ])
  })

  it('answers 502 naming Spotify when it refuses', async () => {
    stand.refuse('spotify', 500)
    try {
      const error = await provider('spotify')
        .search({ q: 'night', ...search })
        .catch((e) => e)
      expect(error.code).toBe(502)
      expect(error.message).toBe('Spotify refused to search (500: stand-in refuses)')
    } finally {
      stand.refuse('spotify', 0)
    }
  })
})

describe('Apple Music', () => {
  it('signs an ES256 developer token the stand-in verifies, and searches in the storefront', async () => {
    const found = await provider('apple').search({ q: 'lanterns', ...search, country: 'GB' })
    expect(found[0]).toMatchObject({
      providerId: '1440857781',
      isrc: 'GBAYE0601498',
      genre: 'Pop',
      thumbnails: { apple: 'https://is1-ssl.mzstatic.com/image/500x500bb.jpg' },
      previews: { apple: 'https://audio-ssl.itunes.apple.com/preview/1440857781.m4a' }
    })
    expect(stand.calls.at(-1)).toMatch(/^GET \/apple\/v1\/catalog\/gb\/search\?term=lanterns&types=songs&limit=20/)
    expect((await provider('apple').track('1440857782', 'us'))?.explicit).toBe(true)
    expect(await provider('apple').track('999', 'us')).toBeNull()
    expect((await provider('apple').byIsrc!('USUM71703861', 'us'))?.providerId).toBe('1440857782')
    expect(await provider('apple').byIsrc!('FRZ031400123', 'us')).toBeNull()
  })

  it('signs a new token and retries once after a 401', async () => {
    stand.expireTokens()
    const start = stand.calls.length
    expect((await provider('apple').track('1440857781', 'us'))?.trackName).toBe('Night Owl')
    expect(stand.calls.slice(start)).toHaveLength(2)
  })

  it('answers 503 when the private key is not a key', async () => {
    const broken = await startServer({
      config: {
        providers: { APPLE_MUSIC_TEAM_ID: 't', APPLE_MUSIC_KEY_ID: 'k', APPLE_MUSIC_PRIVATE_KEY: 'not a pem' }
      }
    })
    try {
      const error = await provider('apple', broken)
        .track('1', 'us')
        .catch((e) => e)
      expect(error.code).toBe(503)
      expect(error.message).toContain('APPLE_MUSIC_PRIVATE_KEY')
    } finally {
      await broken.close()
    }
  })
})

describe('SoundCloud', () => {
  it('searches, looks up tracks, resolves permalinks and gives streams', async () => {
    const [found] = await provider('soundCloudPublic').search({ q: 'basement', ...search })
    expect(found).toMatchObject({ providerId: '100003', duration: 241, isrc: null, artistName: 'Kilo Dub' })
    expect((await provider('soundCloudPublic').track('100001', 'us'))?.isrc).toBe('GBAYE0601498')
    const resolved = await provider('soundCloudPublic').resolveLink!(
      new URL('https://soundcloud.com/kilo-dub/basement-tapes'),
      'us'
    )
    expect(resolved?.providerId).toBe('100003')
    expect(await provider('soundCloudPublic').streams!('100001', 'us', 'medium')).toEqual({
      http: 'https://cf-media.sndcdn.com/100001.128.mp3',
      hls: 'https://cf-hls-media.sndcdn.com/playlist/100001.128.mp3/playlist.m3u8',
      preview: 'https://cf-preview-media.sndcdn.com/preview/100001.128.mp3'
    })
  })

  it('retries once on 403, its answer to an expired token', async () => {
    await provider('soundCloudPublic').track('100001', 'us')
    const before = stand.issued.soundcloud
    stand.expireTokens()
    expect((await provider('soundCloudPublic').track('100001', 'us'))?.trackName).toBe('Night Owl')
    expect(stand.issued.soundcloud).toBe(before + 1)
  })
})

describe('Audius', () => {
  it('searches, looks up tracks and builds stream URLs on the configured host', async () => {
    const found = await provider('audius').search({ q: 'kilo', ...search })
    expect(found.map((t) => [t.providerId, t.duration, t.links])).toEqual([
      ['Qx9zP', 240, { audius: 'https://audius.co/KiloDub/basement-tapes' }]
    ])
    expect(await provider('audius').track('nope', 'us')).toBeNull()
    const { http } = await provider('audius').streams!('D7KyD', 'us', 'medium')
    expect(http).toBe(`${s.app.get('config').providers.AUDIUS_API_HOST}/v1/tracks/D7KyD/stream?app_name=spinroom`)
  })

  it("needs no setting: it searches, looks up and streams from Audius's public API", async () => {
    const asked: string[] = []
    const realFetch = globalThis.fetch
    // Audius itself is not reached: its answers come from here, every other call goes through.
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (!url.startsWith('https://api.audius.co/')) return realFetch(input, init)
      asked.push(url)
      const track = { id: 'D7KyD', title: 'Night Owl', duration: 201, user: { name: 'Our Own Band' } }
      const data = url.includes('/search') ? [track] : track
      return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } })
    })
    try {
      const audius = provider('audius', bare)
      expect(audius.missingSettings()).toEqual([])
      expect((await audius.search({ q: 'night owl', ...search })).map((t) => t.providerId)).toEqual(['D7KyD'])
      expect((await audius.track('D7KyD', 'us'))?.trackName).toBe('Night Owl')
      expect(asked).toEqual([
        'https://api.audius.co/v1/tracks/search?query=night+owl&limit=20&offset=0&app_name=spinroom',
        'https://api.audius.co/v1/tracks/D7KyD?app_name=spinroom'
      ])
      expect((await audius.streams!('D7KyD', 'us', 'medium')).http).toBe(
        'https://api.audius.co/v1/tracks/D7KyD/stream?app_name=spinroom'
      )
    } finally {
      spy.mockRestore()
    }
  })
})

describe('YouTube', () => {
  it('parses ISO 8601 durations', () => {
    expect(isoDurationSeconds('PT3M21S')).toBe(201)
    expect(isoDurationSeconds('PT1H2M3S')).toBe(3723)
    expect(isoDurationSeconds('P1DT2S')).toBe(86402)
    expect(isoDurationSeconds('PT45.5S')).toBe(45.5)
    expect(isoDurationSeconds('PT')).toBeNaN()
    expect(isoDurationSeconds('3:21')).toBeNaN()
  })

  it('searches videos and reads their durations', async () => {
    const found = await provider('youtube').search({ q: 'long way', ...search })
    expect(found).toEqual([
      expect.objectContaining({ providerId: 'LwHlong0001', duration: 3723, artistName: 'Ana Prado' })
    ])
    expect(stand.calls.slice(-2).map((c) => c.split('?')[0])).toEqual(['GET /youtube/search', 'GET /youtube/videos'])
    expect(await provider('youtube').track('missing0000', 'us')).toBeNull()
  })

  it('answers 502 naming YouTube when the key is refused', async () => {
    const wrong = await startServer({
      config: {
        providers: { YOUTUBE_API_KEY: 'wrong', YOUTUBE_API_URL: s.app.get('config').providers.YOUTUBE_API_URL! }
      }
    })
    try {
      const error = await provider('youtube', wrong)
        .track('dQw4w9WgXcQ', 'us')
        .catch((e) => e)
      expect(error.code).toBe(502)
      expect(error.message).toBe('YouTube refused to describe the videos (400: API key not valid)')
    } finally {
      await wrong.close()
    }
  })
})

describe('seven-digital', () => {
  it('searches the catalogue, looks up tracks and ISRCs', async () => {
    const [found] = await provider('sevenDigital').search({ q: 'harbour', ...search })
    expect(found).toMatchObject({ providerId: '7002', explicit: true, releaseYear: 2017, albumName: 'Seven Release' })
    expect((await provider('sevenDigital').track('7004', 'us'))?.duration).toBe(3723)
    expect(await provider('sevenDigital').track('9999', 'us')).toBeNull()
    expect(await provider('sevenDigital').track('abc', 'us')).toBeNull()
    expect((await provider('sevenDigital').byIsrc!('GBAYE0601498', 'us'))?.providerId).toBe('7001')
  })

  it('signs stream and preview URLs that the media servers accept', async () => {
    const { http, preview } = await provider('sevenDigital').streams!('7001', 'gb', 'high')
    expect(http).toContain('bitRate=320')
    expect(http).toContain('country=GB')
    for (const url of [http!, preview!]) {
      const res = await fetch(url)
      expect(res.status).toBe(200)
      expect(await res.text()).toBe('ID3 stand-in audio')
    }
    const tampered = await fetch(http!.replace('trackId=7001', 'trackId=7002'))
    expect(tampered.status).toBe(401)
  })
})
