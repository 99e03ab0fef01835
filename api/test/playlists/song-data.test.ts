import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import type { MusicProviderStandIn } from './stand-ins/music-providers.ts'
import { startProviderStandIn } from './stand-ins/setup.ts'

const P = '/api/playlist-service'
let bare: TestServer
let s: TestServer
let stand: MusicProviderStandIn
let token: string
const link = (url: string) => `${P}/song-data/${encodeURIComponent(url)}`
const songCount = async (server = s) => Number((await server.knex('songs').count('* as n'))[0].n)

beforeAll(async () => {
  const started = await startProviderStandIn()
  stand = started.stand
  // One after the other: each starts its own database and job queue.
  bare = await startServer()
  s = await startServer({ config: { providers: started.settings } })
  token = (await s.member()).token
})
afterAll(async () => {
  await Promise.all([bare.close(), s.close()])
  await stand.close()
})

describe('GET /song-data/{link}', () => {
  it('reads a Spotify link into the catalogue, once', async () => {
    const url = 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC?si=abc'
    const res = await s.request('GET', link(url), { token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      trackName: 'Night Owl',
      artistName: 'The Lanterns',
      duration: 201,
      isrc: 'GBAYE0601498',
      musicProviders: { spotify: '4uLU6hMCjMI75M1A2tKUQC' }
    })
    const again = await s.request('GET', link(url), { token })
    expect(again.body.songId).toBe(res.body.songId)
    const rows = await s.knex('songs').where({ isrc: 'GBAYE0601498' })
    expect(rows).toHaveLength(1)
    expect(rows[0].id).toBe(res.body.songId)
  })

  it('reads Apple, YouTube, youtu.be, SoundCloud and Audius links, merging equal songs', async () => {
    const apple = await s.request('GET', link('https://music.apple.com/us/album/night-owl/1?i=1440857781'), { token })
    expect(apple.status).toBe(200)
    const short = await s.request('GET', link('youtu.be/aBcDeFgHiJk'), { token })
    expect(short.body).toMatchObject({ trackName: 'Basement Tapes', musicProviders: { youtube: 'aBcDeFgHiJk' } })
    const watch = await s.request('GET', link('https://www.youtube.com/watch?v=aBcDeFgHiJk'), { token })
    expect(watch.body.songId).toBe(short.body.songId)
    const cloud = await s.request('GET', link('https://soundcloud.com/kilo-dub/basement-tapes'), { token })
    expect(cloud.status).toBe(200)
    // 241 s against 240 s, same names: one catalogue song with both ids (seed 002 §5, rule 4).
    expect(cloud.body.songId).toBe(short.body.songId)
    expect(cloud.body.musicProviders).toEqual({ youtube: 'aBcDeFgHiJk', soundCloudPublic: '100003' })
    const audius = await s.request('GET', link('https://audius.co/KiloDub/basement-tapes'), { token })
    expect(audius.body.musicProviders.audius).toBe('Qx9zP')
    const night = await s.knex('songs').where({ isrc: 'GBAYE0601498' }).first()
    expect(apple.body.songId).toBe(night.id)
    expect(night.musicProviders).toEqual({ spotify: '4uLU6hMCjMI75M1A2tKUQC', apple: '1440857781' })
  })

  it('refuses links of other hosts with a 400 naming the host, and changes nothing', async () => {
    const before = await songCount()
    const res = await s.request('GET', link('https://example.com/track/4uLU6hMCjMI75M1A2tKUQC'), { token })
    expect(res.status).toBe(400)
    expect(res.body.message).toContain('example.com')
    expect(res.body.message).toContain("'link'")
    expect((await s.request('GET', link('ftp://open.spotify.com/track/x'), { token })).body.message).toBe(
      "'link' must be an http(s) URL"
    )
    expect((await s.request('GET', link('https://open.spotify.com/\u0000'), { token })).status).toBe(400)
    expect(await songCount()).toBe(before)
  })

  it('says when a music host has no provider here, or the link is no track', async () => {
    const deezer = await s.request('GET', link('https://www.deezer.com/track/3135556'), { token })
    expect(deezer.status).toBe(404)
    expect(deezer.body.message).toBe('Song not found: no provider of this server reads deezer links')
    const album = await s.request('GET', link('https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC'), { token })
    expect(album.status).toBe(404)
    expect(album.body.message).toBe('Song not found')
  })

  it('needs a token, guests included', async () => {
    expect((await s.request('GET', link('https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC'))).status).toBe(401)
  })
})

describe('GET /song-data/{providerSongId}/{musicProvider}', () => {
  it('reads one track by its provider id', async () => {
    const res = await s.request('GET', `${P}/song-data/7002/sevenDigital?country=GB`, { token })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      trackName: 'Harbour Lights',
      explicit: true,
      musicProviders: { sevenDigital: '7002' }
    })
    expect(stand.calls.at(-1)).toContain('country=GB')
  })

  it('answers 404, 400, 503 and 502 as the seed says', async () => {
    const missing = await s.request('GET', `${P}/song-data/999999/sevenDigital`, { token })
    expect([missing.status, missing.body.message]).toEqual([404, 'Song not found'])
    const badProvider = await s.request('GET', `${P}/song-data/1/napster`, { token })
    expect(badProvider.status).toBe(400)
    expect(badProvider.body.message).toContain('musicProvider')
    const badCountry = await s.request('GET', `${P}/song-data/1/spotify?country=usa`, { token })
    expect(badCountry.status).toBe(400)
    expect(badCountry.body.message).toContain('country')
    const bareToken = (await bare.member()).token
    const unconfigured = await bare.request('GET', `${P}/song-data/1/youtube`, { token: bareToken })
    expect([unconfigured.status, unconfigured.body.message, unconfigured.body.data]).toEqual([
      503,
      "YouTube isn't set up on this server yet",
      { provider: 'youtube', reason: 'notConfigured' }
    ])
    // Import by link, as a guest: the same plain words.
    const guest = (await bare.request('GET', '/api/user-service/auth/guest')).body.accessToken
    const byLink = await bare.request('GET', link('https://www.youtube.com/watch?v=dQw4w9WgXcQ'), { token: guest })
    expect([byLink.status, byLink.body.message, byLink.body.data]).toEqual([
      503,
      "YouTube isn't set up on this server yet",
      { provider: 'youtube', reason: 'notConfigured' }
    ])
    const staff = await bare.request('GET', `${P}/song-data/1/youtube`, { token: (await bare.member(['admin'])).token })
    expect(staff.body.message).toBe('YouTube is not configured: set YOUTUBE_API_KEY')
    stand.refuse('soundcloud', 503)
    try {
      const refused = await s.request('GET', `${P}/song-data/100001/soundCloudPublic`, { token })
      expect(refused.status).toBe(502)
      expect(refused.body.message).toContain('SoundCloud refused')
    } finally {
      stand.refuse('soundcloud', 0)
    }
  })
})

describe('GET /song-data/{providerSongId}/{musicProvider}/providers', () => {
  it('finds the song on every configured provider, by ISRC and by name', async () => {
    const res = await s.request('GET', `${P}/song-data/4uLU6hMCjMI75M1A2tKUQC/spotify/providers`, { token })
    expect(res.status).toBe(200)
    expect(res.body.matches).toEqual([
      { provider: 'spotify', providerId: '4uLU6hMCjMI75M1A2tKUQC', by: 'source' },
      { provider: 'apple', providerId: '1440857781', by: 'catalogue' },
      { provider: 'youtube', providerId: 'dQw4w9WgXcQ', by: 'name' },
      { provider: 'soundCloudPublic', providerId: '100001', by: 'name' },
      { provider: 'audius', providerId: 'D7KyD', by: 'name' },
      { provider: 'sevenDigital', providerId: '7001', by: 'isrc' }
    ])
    expect(res.body.unconfigured).toEqual([])
    expect(res.body.failed).toEqual([])
    const row = await s.knex('songs').where({ id: res.body.song.songId }).first()
    expect(row.musicProviders).toEqual({
      spotify: '4uLU6hMCjMI75M1A2tKUQC',
      apple: '1440857781',
      youtube: 'dQw4w9WgXcQ',
      soundCloudPublic: '100001',
      audius: 'D7KyD',
      sevenDigital: '7001'
    })
    expect(res.body.song.musicProviders).toEqual(row.musicProviders)
  })

  it('keeps only equal songs, and reports a provider that failed without failing', async () => {
    stand.refuse('youtube', 500)
    try {
      const res = await s.request('GET', `${P}/song-data/7004/sevenDigital/providers`, { token })
      expect(res.status).toBe(200)
      expect(res.body.matches.map((m: { provider: string }) => m.provider)).toEqual(['sevenDigital', 'spotify'])
      expect(res.body.failed).toEqual([
        { provider: 'youtube', message: 'YouTube refused to search (500: stand-in refuses)' }
      ])
    } finally {
      stand.refuse('youtube', 0)
    }
  })

  it('lists the providers this server is not configured for', async () => {
    const partial = await startServer({
      config: {
        providers: {
          SEVEN_DIGITAL_CONSUMER_KEY: '7d-key',
          SEVEN_DIGITAL_CONSUMER_SECRET: '7d-secret',
          SEVEN_DIGITAL_API_URL: s.app.get('config').providers.SEVEN_DIGITAL_API_URL!,
          AUDIUS_API_HOST: s.app.get('config').providers.AUDIUS_API_HOST!
        }
      }
    })
    try {
      const res = await partial.request('GET', `${P}/song-data/7001/sevenDigital/providers`, {
        token: (await partial.member()).token
      })
      expect(res.body.unconfigured).toEqual(['spotify', 'apple', 'youtube', 'soundCloudPublic'])
      expect(res.body.matches.map((m: { provider: string }) => m.provider)).toEqual(['sevenDigital', 'audius'])
    } finally {
      await partial.close()
    }
  })
})

describe('GET /song-data/{providerSongId}/{musicProvider}/service', () => {
  it('answers services from the catalogue, with the analysis, and refuses users', async () => {
    const admin = await s.signIn(['admin'])
    const service = await serviceKey(s, admin.accessToken)
    const song = await s.knex('songs').where({ isrc: 'GBAYE0601498' }).first()
    await s
      .knex('songs')
      .where({ id: song.id })
      .update({ analysis: JSON.stringify({ bpm: 120 }) })
    const calls = stand.calls.length
    const res = await s.request('GET', `${P}/song-data/100001/soundCloudPublic/service`, { headers: service })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ songId: song.id, analysis: { bpm: 120 } })
    expect(stand.calls.length).toBe(calls)
    const fresh = await s.request('GET', `${P}/song-data/1440857782/apple/service`, { headers: service })
    expect(fresh.body).toMatchObject({ trackName: 'Harbour Lights', analysis: null })
    expect((await s.request('GET', `${P}/song-data/100001/soundCloudPublic/service`, { token })).status).toBe(403)
  })
})

describe('stream and preview URLs', () => {
  it('gives each url-based provider’s streams at the asked quality', async () => {
    const song = await s.knex('songs').where({ isrc: 'GBAYE0601498' }).first()
    const res = await s.request('GET', `${P}/song-data/stream/gb/${song.shortId}?quality=high`, { token })
    expect(res.status).toBe(200)
    expect(res.body.songId).toBe(song.id)
    expect(res.body.quality).toBe('high')
    expect(Object.keys(res.body.streamUrls).sort()).toEqual(['audius', 'sevenDigital', 'soundCloudPublic'])
    expect(res.body.streamUrls.soundCloudPublic.hls).toContain('playlist.m3u8')
    expect(res.body.streamUrls.sevenDigital.http).toContain('bitRate=320')
    expect((await fetch(res.body.streamUrls.sevenDigital.http)).status).toBe(200)
    const medium = await s.request('GET', `${P}/song-data/stream/gb/${song.id}`, { token })
    expect(medium.body.streamUrls.sevenDigital.http).toContain('bitRate=192')
  })

  it('points an uploaded song at the upload service’s HLS playlist', async () => {
    const uploadId = '6f1c1f7e-8a59-4f55-9a0e-0d3f6c0b9d11'
    const [row] = await s
      .knex('songs')
      .insert({
        id: '0b4f3c1e-3f0e-4b7a-9d59-1f0f3c6a8e21',
        shortId: 'upl0001',
        trackName: 'Home Recording',
        artistName: 'DJ Test',
        duration: 90,
        musicProviders: JSON.stringify({ uploadService: uploadId })
      })
      .returning('*')
    const stream = await s.request('GET', `${P}/song-data/stream/us/${row.id}`, { token })
    expect(stream.body.streamUrls).toEqual({
      uploadService: { hls: `/api/upload-service/songs/${uploadId}/hls-playlist` }
    })
    const preview = await s.request('GET', `${P}/song-data/preview/us/upl0001`, { token })
    expect(preview.body.previews).toEqual({ uploadService: `/api/upload-service/songs/${uploadId}/hls-playlist` })
  })

  it('gives the stored and the providers’ previews', async () => {
    const song = await s.knex('songs').where({ isrc: 'GBAYE0601498' }).first()
    const res = await s.request('GET', `${P}/song-data/preview/us/${song.id}`, { token })
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.previews).sort()).toEqual(['apple', 'sevenDigital', 'soundCloudPublic'])
    expect(res.body.previews.apple).toBe('https://audio-ssl.itunes.apple.com/preview/1440857781.m4a')
  })

  it('answers 404 for unknown songs and 400 for bad input', async () => {
    const unknown = await s.request('GET', `${P}/song-data/stream/us/nope`, { token })
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Song not found'])
    const none = await s.knex('songs').where({ trackName: 'Harbour Lights' }).first()
    const silent = await s.request('GET', `${P}/song-data/stream/us/${none.id}`, { token })
    // Harbour Lights is on Spotify, Apple and seven-digital: seven-digital streams it.
    expect(Object.keys(silent.body.streamUrls)).toEqual(['sevenDigital'])
    expect((await s.request('GET', `${P}/song-data/stream/usa/x`, { token })).status).toBe(400)
    const badQuality = await s.request('GET', `${P}/song-data/stream/us/${none.id}?quality=ultra`, { token })
    expect(badQuality.status).toBe(400)
    expect(badQuality.body.message).toContain('quality')
  })
})
