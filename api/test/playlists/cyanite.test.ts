import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'

const P = '/api/playlist-service'
const SECRET = 'cyanite-webhook-secret'
let bare: TestServer
let s: TestServer
const sign = (raw: string, secret = SECRET) => createHmac('sha512', secret).update(raw).digest('hex')
const hook = (server: TestServer, raw: string, signature?: string) =>
  server.request('POST', `${P}/cyanite/webhook`, {
    body: raw,
    headers: { 'content-type': 'application/json', ...(signature ? { signature } : {}) }
  })

async function song(server: TestServer, fields: Record<string, unknown> = {}) {
  const [row] = await server
    .knex('songs')
    .insert({
      id: randomUUID(),
      shortId: randomUUID().slice(0, 8),
      trackName: 'Analysed',
      artistName: 'Someone',
      duration: 200,
      ...fields
    })
    .returning('*')
  return row
}
const analysisOf = async (id: string) => (await s.knex('songs').where({ id }).first()).analysis

beforeAll(async () => {
  // One after the other: each starts its own database and job queue.
  bare = await startServer()
  s = await startServer({ config: { providers: { CYANITE_WEBHOOK_SECRET: SECRET } } })
})
afterAll(() => Promise.all([bare.close(), s.close()]))

describe('POST /cyanite/webhook', () => {
  const finished = (resource: { type: string; id: string }) =>
    JSON.stringify({
      event: { type: 'AudioAnalysisV6', status: 'finished' },
      resource,
      data: { bpm: 124, key: 'Am', moods: ['energetic'] }
    })

  it('answers 503 naming the setting when no secret is set', async () => {
    const raw = finished({ type: 'SpotifyTrack', id: 'x' })
    const res = await hook(bare, raw, sign(raw))
    expect([res.status, res.body.message]).toEqual([503, 'Cyanite is not configured: set CYANITE_WEBHOOK_SECRET'])
  })

  it('stores the analysis of a Spotify track on its catalogue song', async () => {
    const row = await song(s, { musicProviders: JSON.stringify({ spotify: '4uLU6hMCjMI75M1A2tKUQC' }) })
    const raw = finished({ type: 'SpotifyTrack', id: '4uLU6hMCjMI75M1A2tKUQC' })
    const res = await hook(s, raw, sign(raw))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ stored: true, songId: row.id })
    expect(await analysisOf(row.id)).toMatchObject({
      event: { type: 'AudioAnalysisV6', status: 'finished' },
      data: { bpm: 124, key: 'Am', moods: ['energetic'] },
      receivedAt: expect.any(String)
    })
  })

  it('stores a library track’s analysis by songId, whatever the JSON’s spacing', async () => {
    const row = await song(s)
    const raw = JSON.stringify(JSON.parse(finished({ type: 'LibraryTrack', id: row.id })), null, 2)
    const res = await hook(s, raw, sign(raw))
    expect(res.body).toEqual({ stored: true, songId: row.id })
  })

  it('refuses a bad signature with 401 (a missing one with 400) and writes nothing', async () => {
    const row = await song(s)
    const raw = finished({ type: 'LibraryTrack', id: row.id })
    for (const signature of [sign(raw, 'other secret'), 'zz', sign(raw).slice(0, 64)]) {
      const res = await hook(s, raw, signature)
      expect([res.status, res.body.message]).toEqual([401, 'Invalid signature'])
    }
    const unsigned = await hook(s, raw)
    expect([unsigned.status, unsigned.body.message]).toEqual([400, "The 'signature' header is missing"])
    // Signed over other bytes (the same JSON re-spaced): the raw body is what counts.
    const spaced = await hook(s, raw, sign(JSON.stringify(JSON.parse(raw), null, 1)))
    expect(spaced.status).toBe(401)
    expect(await analysisOf(row.id)).toBeNull()
  })

  it('acknowledges test events, 404s unknown songs and refuses NUL, writing nothing', async () => {
    const test = JSON.stringify({ type: 'TEST' })
    expect((await hook(s, test, sign(test))).body).toEqual({ stored: false, songId: null })
    const unknown = finished({ type: 'SpotifyTrack', id: 'unknown000000000000000' })
    const res = await hook(s, unknown, sign(unknown))
    expect([res.status, res.body.message]).toEqual([404, 'Song not found'])
    const row = await song(s)
    const nul = JSON.stringify({
      event: { type: 'AudioAnalysisV6', status: 'finished' },
      resource: { type: 'LibraryTrack', id: row.id },
      data: { note: 'a\u0000b' }
    })
    expect((await hook(s, nul, sign(nul))).status).toBe(400)
    const bad = JSON.stringify({ resource: { type: 'AppleTrack', id: '1' } })
    const invalid = await hook(s, bad, sign(bad))
    expect(invalid.status).toBe(400)
    expect(invalid.body.message).toContain('type')
    expect(await analysisOf(row.id)).toBeNull()
  })
})

describe('POST /song-data/migrate-links', () => {
  it('rewrites the links of one provider that start with a prefix, and answers how many', async () => {
    const old1 = await song(s, {
      links: JSON.stringify({ spotify: 'https://play.spotify.com/track/AAA', youtube: 'https://youtu.be/x' })
    })
    const old2 = await song(s, { links: JSON.stringify({ spotify: 'https://play.spotify.com/track/BBB' }) })
    const current = await song(s, { links: JSON.stringify({ spotify: 'https://open.spotify.com/track/CCC' }) })
    const admin = await s.member(['admin'])
    const body = { provider: 'spotify', from: 'https://play.spotify.com/track/', to: 'https://open.spotify.com/track/' }
    const res = await s.request('POST', `${P}/song-data/migrate-links`, { token: admin.token, body })
    expect([res.status, res.body]).toEqual([200, { changed: 2 }])
    const links = async (id: string) => (await s.knex('songs').where({ id }).first()).links
    expect(await links(old1.id)).toEqual({
      spotify: 'https://open.spotify.com/track/AAA',
      youtube: 'https://youtu.be/x'
    })
    expect(await links(old2.id)).toEqual({ spotify: 'https://open.spotify.com/track/BBB' })
    expect(await links(current.id)).toEqual({ spotify: 'https://open.spotify.com/track/CCC' })
    const again = await s.request('POST', `${P}/song-data/migrate-links`, { token: admin.token, body })
    expect(again.body).toEqual({ changed: 0 })
  })

  it('is for admins only and validates the body', async () => {
    const user = await s.member()
    const body = { provider: 'spotify', from: 'https://a.example/', to: 'https://b.example/' }
    expect((await s.request('POST', `${P}/song-data/migrate-links`, { token: user.token, body })).status).toBe(403)
    const admin = await s.member(['admin'])
    const bad = await s.request('POST', `${P}/song-data/migrate-links`, {
      token: admin.token,
      body: { ...body, from: 'play.spotify.com' }
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('from')
    const provider = await s.request('POST', `${P}/song-data/migrate-links`, {
      token: admin.token,
      body: { ...body, provider: 'napster' }
    })
    expect(provider.status).toBe(400)
    expect(provider.body.message).toContain('provider')
  })
})
