import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import type { MusicProviderStandIn } from './stand-ins/music-providers.ts'
import { importsSettled, startProviderStandIn } from './stand-ins/setup.ts'

const P = '/api/playlist-service'
const U = '/api/user-service'
let s: TestServer
let stand: MusicProviderStandIn
let alice: { token: string; id: string }
let crateUuid: string

/** A crate of the user's, imported from the stand-in's Spotify playlist. */
async function importedCrate(token: string) {
  const res = await s.request('POST', `${P}/crate/import`, {
    token,
    body: { musicProvider: 'spotify', playlistId: '37i9dQZF1DXcBWIGoYBM5M', crateName: 'Late night' }
  })
  await importsSettled(s)
  return res.body.crateUuid as string
}

beforeAll(async () => {
  const started = await startProviderStandIn()
  stand = started.stand
  s = await startServer({ config: { providers: { ...started.settings, PROVIDER_TOKEN_KEY: 'sealing key for tests' } } })
  alice = await s.member()
  // Night Owl is on Apple Music too: importing it from there first gives the catalogue song its Apple id.
  await s.request('POST', `${P}/api/v1/track-import`, {
    token: alice.token,
    body: { musicProvider: 'apple', providerId: '1440857781' }
  })
  crateUuid = await importedCrate(alice.token)
  const linked = await s.request('POST', `${U}/spotify/exchange-code`, {
    token: alice.token,
    body: { code: 'code-alice', redirectUri: 'https://spinroom.test/callback' }
  })
  expect(linked.status).toBe(200)
  const apple = await s.request('POST', `${U}/apple/user-token`, {
    token: alice.token,
    body: { musicUserToken: 'music-user-token-alice' }
  })
  expect(apple.status).toBe(200)
})
afterAll(async () => {
  await s.close()
  await stand.close()
})

describe('POST /exports/spotify', () => {
  it("creates a private playlist on the user's account with the crate's songs in order", async () => {
    const res = await s.request('POST', `${P}/exports/spotify`, {
      token: alice.token,
      body: { crateUuid, description: 'from spinroom' }
    })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ provider: 'spotify', exported: 3, skipped: 0 })
    const created = stand.created.find((c) => c.id === res.body.playlistId)!
    expect(created).toMatchObject({
      provider: 'spotify',
      user: 'spotify-alice',
      name: 'Late night',
      description: 'from spinroom',
      tracks: [
        'spotify:track:4uLU6hMCjMI75M1A2tKUQC',
        'spotify:track:0VjIjW4GlUZAMYd2vXMi3b',
        'spotify:track:7ouMYWpwJ422jRcDASZB7P'
      ]
    })
    expect(res.body.url).toBe(`https://open.spotify.com/playlist/${res.body.playlistId}`)
  })

  it('refreshes the user token and retries once when Spotify refuses it', async () => {
    const before = stand.issued.spotifyUser
    stand.expireTokens()
    const res = await s.request('POST', `${P}/exports/spotify`, {
      token: alice.token,
      body: { crateUuid, name: 'Renamed' }
    })
    expect(res.status).toBe(201)
    expect(stand.created.find((c) => c.id === res.body.playlistId)?.name).toBe('Renamed')
    expect(stand.issued.spotifyUser).toBe(before + 1)
  })

  it('answers 502 naming Spotify when it refuses', async () => {
    stand.refuse('spotify', 500)
    try {
      const res = await s.request('POST', `${P}/exports/spotify`, { token: alice.token, body: { crateUuid } })
      expect(res.status).toBe(502)
      expect(res.body.message).toBe('Spotify refused to read the account (500: stand-in refuses)')
    } finally {
      stand.refuse('spotify', 0)
    }
  })

  it('needs a linked account, an own crate and a valid body', async () => {
    const bob = await s.member()
    const bobCrate = await importedCrate(bob.token)
    const unlinked = await s.request('POST', `${P}/exports/spotify`, {
      token: bob.token,
      body: { crateUuid: bobCrate }
    })
    expect([unlinked.status, unlinked.body.message]).toEqual([404, 'No Spotify account is linked'])
    const notHis = await s.request('POST', `${P}/exports/spotify`, { token: bob.token, body: { crateUuid } })
    expect([notHis.status, notHis.body.message]).toEqual([403, 'You can only export your own crates'])
    const unknown = await s.request('POST', `${P}/exports/spotify`, {
      token: alice.token,
      body: { crateUuid: '00000000-0000-4000-8000-000000000000' }
    })
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Crate not found'])
    const bad = await s.request('POST', `${P}/exports/spotify`, { token: alice.token, body: { crateUuid: 'x' } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('crateUuid')
    expect((await s.request('POST', `${P}/exports/spotify`, { body: { crateUuid } })).status).toBe(401)
    const exports = stand.created.length
    await s.request('POST', `${P}/exports/spotify`, { token: alice.token, body: { crateUuid, name: '\u0000' } })
    expect(stand.created.length).toBe(exports)
  })
})

describe('POST /exports/apple', () => {
  it("creates a library playlist with the crate's songs that are on Apple Music", async () => {
    const res = await s.request('POST', `${P}/exports/apple`, { token: alice.token, body: { crateUuid } })
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({ provider: 'apple', exported: 1, skipped: 2 })
    expect(stand.created.find((c) => c.id === res.body.playlistId)).toMatchObject({
      provider: 'apple',
      user: 'music-user-token-alice',
      name: 'Late night',
      tracks: ['1440857781']
    })
  })

  it('needs the stored Music-User-Token', async () => {
    const carol = await s.member()
    const carolCrate = await importedCrate(carol.token)
    const res = await s.request('POST', `${P}/exports/apple`, { token: carol.token, body: { crateUuid: carolCrate } })
    expect([res.status, res.body.message]).toEqual([404, 'No Apple Music user token is stored'])
  })
})
