import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { musicProviderStandIn, type MusicProviderStandIn } from './stand-ins/music-providers.ts'
import { P } from './helpers.ts'

const AUDIO = randomBytes(64 * 1024)
let s: TestServer
let stand: MusicProviderStandIn

beforeAll(async () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const appleKey = {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    keyId: 'K',
    teamId: 'T'
  }
  // Real bytes behind the stream URLs, served with byte ranges as a CDN does.
  stand = musicProviderStandIn(appleKey, { audio: AUDIO })
  await stand.start()
  const settings = stand.settings(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())
  s = await startServer({ config: { providers: settings } })
})
afterAll(async () => {
  await s.close()
  await stand.close()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${s.url}${P}${path}`, { headers }).then(async (res) => ({
    status: res.status,
    headers: res.headers,
    bytes: Buffer.from(await res.arrayBuffer())
  }))

describe('Discord-activity proxy paths (seed 002 §2)', () => {
  it('relays an Audius track’s stream from the configured host, without a token', async () => {
    const res = await get('/proxy/audius/v1/tracks/D7KyD/stream')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('audio/mpeg')
    expect(res.bytes.equals(AUDIO)).toBe(true)
    expect(stand.calls).toContain('GET /audius/v1/tracks/D7KyD/stream?app_name=spinroom')
  })

  it('relays a byte range, as a media element seeks', async () => {
    const res = await get('/proxy/audius/v1/tracks/D7KyD/stream', { range: 'bytes=100-199' })
    expect(res.status).toBe(206)
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${AUDIO.length}`)
    expect(res.bytes.equals(AUDIO.subarray(100, 200))).toBe(true)
  })

  it('relays a SoundCloud track’s stream: its streams asked with the app token, then the audio', async () => {
    const res = await get('/proxy/soundcloud/tracks/100001/stream', { range: 'bytes=0-9' })
    expect(res.status).toBe(206)
    expect(res.bytes.equals(AUDIO.subarray(0, 10))).toBe(true)
    expect(stand.calls).toContain('GET /soundcloud/tracks/100001/streams')
    expect(stand.calls).toContain('GET /media/soundcloud/100001.128.mp3')
  })

  it('answers 404 for a track the provider does not have', async () => {
    const res = await get('/proxy/soundcloud/tracks/999999/stream')
    expect(res.status).toBe(404)
    expect(JSON.parse(res.bytes.toString()).message).toBe('Track not found')
    expect((await get('/proxy/audius/v1/tracks/nosuch/stream')).status).toBe(404)
  })

  it('is no open proxy: only a track id, on the provider’s stream call', async () => {
    const bad = await get('/proxy/soundcloud/tracks/abc/stream')
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.bytes.toString()).message).toContain('trackId')
    const escape = await get(`/proxy/audius/v1/tracks/${encodeURIComponent('../users/x')}/stream`)
    expect(escape.status).toBe(400)
    for (const path of ['/proxy/audius/v1/users/x', '/proxy/soundcloud/resolve', '/proxy/audius/v1/tracks/D7KyD'])
      expect((await get(path)).status).toBe(404)
    const before = stand.calls.length
    await get('/proxy/audius/v1/tracks/D7KyD/stream?url=http://169.254.169.254/&app_name=evil')
    expect(stand.calls.slice(before)).toEqual(['GET /audius/v1/tracks/D7KyD/stream?app_name=spinroom'])
  })

  it('answers 502 naming the provider when it fails', async () => {
    stand.refuse('soundcloud', 500)
    const res = await get('/proxy/soundcloud/tracks/100001/stream')
    stand.refuse('soundcloud', 0)
    expect(res.status).toBe(502)
    expect(JSON.parse(res.bytes.toString()).message).toContain('SoundCloud')
  })
})
