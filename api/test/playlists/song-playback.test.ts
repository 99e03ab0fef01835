import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storageOf } from '../../src/lib/storage/index.ts'
import { playbackToken, PLAYBACK_TOKEN_MARGIN_SECONDS } from '../../src/services/songs/uploaded-songs/playback-token.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { closeClients, createRoom, LiveClient } from '../rooms/live-client.ts'
import type { MusicProviderStandIn } from './stand-ins/music-providers.ts'
import { startProviderStandIn } from './stand-ins/setup.ts'
import { catalogue, P } from './helpers.ts'

const U = '/api/upload-service'
let s: TestServer
let stand: MusicProviderStandIn
let token: string
let uploader: string
let uploaderToken: string
const KEY = Buffer.alloc(16, 7)

/** An uploaded song whose HLS rendition is in storage, written directly (transcoding is not what this tests). */
async function uploadedSong(status: 'VERIFIED' | 'VERIFICATION_POSTPONED', trackName: string) {
  const id = randomUUID()
  const prefix = `songs/${id}/hls/test`
  const playlist =
    '#EXTM3U\n#EXT-X-KEY:METHOD=AES-128,URI="spinroom-key"\n#EXTINF:6.0,\nsegment-000.ts\n#EXT-X-ENDLIST\n'
  await storageOf(s.app).put(`${prefix}/index.m3u8`, Buffer.from(playlist), 'application/vnd.apple.mpegurl')
  await s.knex('uploaded_songs').insert({
    id,
    userId: uploader,
    status,
    originalName: `${trackName}.mp3`,
    mimeType: 'audio/mpeg',
    codec: 'mp3',
    sizeBytes: 1000,
    duration: 200,
    trackName,
    artistName: 'Upload Band',
    fileKey: `songs/${id}/original`,
    hlsPrefix: prefix,
    hlsKey: KEY
  })
  return id
}

let uploadId: string
let songId: string

beforeAll(async () => {
  const started = await startProviderStandIn()
  stand = started.stand
  s = await startServer({ config: { providers: started.settings } })
  token = (await s.member()).token
  ;({ id: uploader, token: uploaderToken } = await s.member(['user'], 'uploader'))
  uploadId = await uploadedSong('VERIFIED', 'Tape Loop')
  const row = await catalogue(s, {
    trackName: 'Tape Loop',
    artistName: 'Upload Band',
    duration: 200,
    musicProviders: { uploadService: uploadId, audius: 'D7KyD', sevenDigital: '7001', spotify: 'sp-tape' }
  })
  songId = row.id
})
afterAll(async () => {
  closeClients()
  await s.close()
  await stand.close()
})

/** The streams every answer's song must carry: the playlist, Audius's public stream, a signed 7digital URL. */
function expectPlayable(song: {
  streamUrls?: Record<string, { http?: string; hls?: string }>
  playbackToken?: string | null
}) {
  const settings = s.app.get('config').providers
  expect(song.streamUrls?.uploadService).toEqual({ hls: `${U}/songs/${uploadId}/hls-playlist` })
  expect(song.streamUrls?.audius).toEqual({
    http: `${settings.AUDIUS_API_HOST}/v1/tracks/D7KyD/stream?app_name=spinroom`
  })
  const seven = new URL(song.streamUrls!.sevenDigital!.http!)
  expect(`${seven.origin}${seven.pathname}`).toBe(settings.SEVEN_DIGITAL_STREAM_URL)
  expect(seven.searchParams.get('trackId')).toBe('7001')
  expect(seven.searchParams.get('bitRate')).toBe('192')
  expect(seven.searchParams.get('oauth_signature')).toBeTruthy()
  // Id-based providers play through their SDK: no URL.
  expect(song.streamUrls).not.toHaveProperty('spotify')
  expect(song.playbackToken).toMatch(new RegExp(`^${uploadId}\\.\\d+\\.[\\w-]+$`))
  const expires = Number(song.playbackToken!.split('.')[1])
  expect(expires - Date.now() / 1000).toBeGreaterThan(200 + PLAYBACK_TOKEN_MARGIN_SECONDS - 30)
  expect(expires - Date.now() / 1000).toBeLessThan(200 + PLAYBACK_TOKEN_MARGIN_SECONDS + 30)
}

describe('songs carry their streams and playback token', () => {
  it('in the catalogue, song data and search', async () => {
    const one = await s.request('GET', `${P}/api/v1/songs/${songId}`, { token })
    expect(one.status).toBe(200)
    expectPlayable(one.body)
    const list = await s.request('GET', `${P}/api/v1/songs?trackName=Tape%20Loop`, { token })
    expectPlayable(list.body.data[0])
    const v1 = await s.request('GET', `${P}/search?q=tape%20loop`, { token })
    expect(v1.status).toBe(200)
    expectPlayable(v1.body.data[0])
    const found = await s.request('GET', `${P}/search/v2?q=tape%20loop`, { token })
    expect(found.status).toBe(200)
    expectPlayable(found.body.groups[0].data[0])
    // A provider's own result carries what can be built for it.
    const audius = found.body.groups.find((g: { provider: string }) => g.provider === 'audius')
    for (const track of audius.data)
      expect(track.streamUrls.audius.http).toContain(`/v1/tracks/${track.providerId}/stream`)
  })

  it('in crates and the queue', async () => {
    const crate = await s.request('POST', `${P}/crate`, { token, body: { crateName: 'Tapes' } })
    expect(crate.status).toBe(201)
    const added = await s.request('POST', `${P}/crate/${crate.body.crateUuid}/songs`, {
      token,
      body: { songs: [{ songId }] }
    })
    expect(added.status).toBe(200)
    expectPlayable(added.body.added[0])
    const page = await s.request('GET', `${P}/crate/${crate.body.crateUuid}/songs`, { token })
    expectPlayable(page.body.data[0])
    expectPlayable((await s.request('GET', `${P}/crate/${crate.body.crateUuid}`, { token })).body.songs.data[0])
    const queued = await s.request('POST', `${P}/crate/special/queue/songs`, { token, body: { songs: [{ songId }] } })
    expect(queued.status).toBe(200)
    expectPlayable((await s.request('GET', `${P}/crate/special/queue/songs`, { token })).body.data[0])
    expectPlayable((await s.request('GET', `${P}/crate/special/queue`, { token })).body.songs.data[0])
  })

  it("in the live room's nowPlaying, whatever the DJ's client sent", async () => {
    const room = await createRoom(s.knex)
    const auth = await s.signIn(['user'], 'tapedj')
    const dj = await LiveClient.signIn(s.url, auth)
    const listener = await LiveClient.signIn(s.url, await s.signIn(['user'], 'tapefan'))
    await dj.join(room.uuid)
    await listener.join(room.uuid)
    await dj.call('addDj', {})
    await dj.call('updateNextSong', {
      song: {
        trackName: 'Tape Loop',
        artistName: 'Upload Band',
        duration: 200,
        songId,
        musicProviders: { uploadService: uploadId, audius: 'D7KyD', sevenDigital: '7001', spotify: 'sp-tape' },
        streamUrls: { audius: { http: 'https://elsewhere.example/evil.mp3' } },
        playbackToken: 'forged'
      }
    })
    const state = await listener.until((st) => st.nowPlaying !== null)
    expectPlayable(state.nowPlaying!.song)
  })
})

describe('the playback token stands in for the Authorization header', () => {
  const playlist = (id: string, query = '') => fetch(`${s.url}${U}/songs/${id}/hls-playlist${query}`)
  const key = (id: string, query = '') => fetch(`${s.url}${U}/songs/hls/key?songId=${id}${query}`)
  const message = async (res: Response) => ((await res.json()) as { message: string }).message

  it("opens a verified song's playlist and key, and the playlist's key URI carries it", async () => {
    const good = playbackToken(s.app, uploadId, 200)
    const res = await playlist(uploadId, `?playbackToken=${good}`)
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain(`URI="${U}/songs/hls/key?songId=${uploadId}&playbackToken=${encodeURIComponent(good)}"`)
    expect(text).toContain(`${U}/songs/${uploadId}/hls/segment-000.ts`)
    const keyRes = await key(uploadId, `&playbackToken=${good}`)
    expect(keyRes.status).toBe(200)
    expect(Buffer.from(await keyRes.arrayBuffer())).toEqual(KEY)
  })

  it('refuses no token, a forged one, an expired one and one of another song, with a clear message', async () => {
    const none = await playlist(uploadId)
    expect([none.status, await message(none)]).toEqual([401, 'Not authenticated'])
    const noKey = await key(uploadId)
    expect(noKey.status).toBe(401)

    const good = playbackToken(s.app, uploadId, 200)
    const forged = `${good.slice(0, -4)}AAAA`
    for (const res of [
      await playlist(uploadId, `?playbackToken=${forged}`),
      await key(uploadId, `&playbackToken=${forged}`)
    ])
      expect([res.status, await message(res)]).toEqual([401, 'Invalid playback token'])
    const longer = good.replace(/\.(\d+)\./, (_m, exp) => `.${Number(exp) + 3600}.`)
    const res = await playlist(uploadId, `?playbackToken=${longer}`)
    expect([res.status, await message(res)]).toEqual([401, 'Invalid playback token'])
    const garbage = await playlist(uploadId, '?playbackToken=a\u0000b')
    expect(garbage.status).toBe(400)

    const expired = playbackToken(s.app, uploadId, 200, Date.now() - (200 + PLAYBACK_TOKEN_MARGIN_SECONDS + 5) * 1000)
    const old = await playlist(uploadId, `?playbackToken=${expired}`)
    expect([old.status, await message(old)]).toEqual([401, 'Playback token has expired'])

    const other = await uploadedSong('VERIFIED', 'Other Tape')
    const theirs = await playlist(other, `?playbackToken=${good}`)
    expect([theirs.status, await message(theirs)]).toEqual([403, 'Playback token is for another song'])
    const theirKey = await key(other, `&playbackToken=${good}`)
    expect([theirKey.status, await message(theirKey)]).toEqual([403, 'Playback token is for another song'])
  })

  it("does not open a song before its verification, even with that song's token", async () => {
    const pending = await uploadedSong('VERIFICATION_POSTPONED', 'Pending Tape')
    const res = await playlist(pending, `?playbackToken=${playbackToken(s.app, pending, 200)}`)
    expect([res.status, await message(res)]).toEqual([403, 'Song is not verified'])
    // Its uploader still reviews it with their own credential.
    const own = await s.request('GET', `${U}/songs/${pending}/hls-playlist`, { token: uploaderToken })
    expect(own.status).toBe(200)
    const stranger = await s.request('GET', `${U}/songs/${pending}/hls-playlist`, { token })
    expect(stranger.status).toBe(403)
  })
})
