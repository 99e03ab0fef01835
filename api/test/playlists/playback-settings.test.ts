import { createPublicKey, verify } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import type { MusicProviderStandIn } from './stand-ins/music-providers.ts'
import { startProviderStandIn } from './stand-ins/setup.ts'
import { P } from './helpers.ts'

let s: TestServer
let stand: MusicProviderStandIn
let settings: Record<string, string>
let appleKey: { publicKeyPem: string; keyId: string; teamId: string }
let guest: string
let moderator: string

/** Runs `body` with the server's provider settings (and brand) replaced, restoring them after. */
async function withConfig(
  change: { providers?: Record<string, string>; brand?: 'default' | 'hangout' },
  body: () => Promise<void>
) {
  const config = s.app.get('config')
  const before = { providers: config.providers, brand: config.brand }
  Object.assign(config, change)
  try {
    await body()
  } finally {
    Object.assign(config, before)
  }
}

const playbackSettings = (token?: string) => s.request('GET', `${P}/playback/settings`, { token })

beforeAll(async () => {
  const started = await startProviderStandIn()
  stand = started.stand
  settings = started.settings
  appleKey = started.appleKey
  s = await startServer({ config: { providers: settings } })
  guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
  moderator = (await s.member(['moderator'])).token
})
afterAll(async () => {
  await s.close()
  await stand.close()
})

describe('GET /playback/settings', () => {
  it('names no setting to a listener, and every missing one to a moderator', async () => {
    await withConfig({ providers: {} }, async () => {
      const listener = await playbackSettings(guest)
      expect(listener.status).toBe(200)
      for (const provider of Object.values(listener.body.providers) as { missing: string[] }[]) {
        expect(provider.missing).toEqual([])
      }
      expect(listener.body.providers.spotify.configured).toBe(false)

      const staff = await playbackSettings(moderator)
      expect(staff.status).toBe(200)
      expect(staff.body.providers.spotify).toEqual({
        configured: false,
        missing: ['SPOTIFY_CLIENT_ID', 'SPOTIFY_CLIENT_SECRET']
      })
      expect(staff.body.providers.apple.missing).toEqual([
        'APPLE_MUSIC_TEAM_ID',
        'APPLE_MUSIC_KEY_ID',
        'APPLE_MUSIC_PRIVATE_KEY'
      ])
      expect(staff.body.providers.sevenDigital.missing).toEqual([
        'SEVEN_DIGITAL_CONSUMER_KEY',
        'SEVEN_DIGITAL_CONSUMER_SECRET'
      ])
    })
  })

  it('asks for a token', async () => {
    expect((await playbackSettings()).status).toBe(401)
  })

  it("follows the brand's playback order", async () => {
    const normal = await playbackSettings(guest)
    expect(normal.body.brand).toBe('default')
    expect(normal.body.order).toEqual(['spotify', 'apple', 'youtube', 'soundCloudPublic', 'audius', 'uploadService'])
    await withConfig({ brand: 'hangout' }, async () => {
      const hangout = await playbackSettings(guest)
      expect(hangout.body.brand).toBe('hangout')
      expect(hangout.body.order).toEqual([
        'sevenDigital',
        'soundCloudPublic',
        'audius',
        'spotify',
        'apple',
        'uploadService'
      ])
    })
  })

  it('counts a provider configured exactly when its settings are set; YouTube and uploads play without any', async () => {
    const all = await playbackSettings(moderator)
    for (const [key, provider] of Object.entries(all.body.providers) as [string, { configured: boolean }][]) {
      expect(provider.configured, key).toBe(true)
    }
    const { SPOTIFY_CLIENT_SECRET: _secret, YOUTUBE_API_KEY: _key, ...fewer } = settings
    await withConfig({ providers: fewer }, async () => {
      const res = await playbackSettings(moderator)
      expect(res.body.providers.spotify).toEqual({ configured: false, missing: ['SPOTIFY_CLIENT_SECRET'] })
      expect(res.body.providers.youtube).toEqual({ configured: true, missing: [] })
      expect(res.body.providers.uploadService).toEqual({ configured: true, missing: [] })
      expect(res.body.providers.apple.configured).toBe(true)
    })
  })

  it("gives each SDK's address: the providers' own by default, the settings' when set", async () => {
    await withConfig({ providers: {} }, async () => {
      const res = await playbackSettings(guest)
      expect(res.body.youtube).toEqual({ iframeApiUrl: 'https://www.youtube.com/iframe_api' })
      expect(res.body.spotify).toEqual({
        sdkUrl: 'https://sdk.scdn.co/spotify-player.js',
        apiUrl: 'https://api.spotify.com/v1',
        accountsUrl: 'https://accounts.spotify.com',
        clientId: null
      })
      expect(res.body.apple).toEqual({
        sdkUrl: 'https://js-cdn.music.apple.com/musickit/v3/musickit.js',
        storefront: 'us',
        appName: 'Spinroom'
      })
    })
    const own = {
      ...settings,
      YOUTUBE_IFRAME_API_URL: 'http://127.0.0.1:9/sdk/yt.js',
      SPOTIFY_SDK_URL: 'http://127.0.0.1:9/sdk/spotify.js',
      APPLE_MUSIC_SDK_URL: 'http://127.0.0.1:9/sdk/musickit.js',
      APPLE_MUSIC_STOREFRONT: 'gb',
      APPLE_MUSIC_APP_NAME: 'Our Room'
    }
    await withConfig({ providers: own }, async () => {
      const res = await playbackSettings(guest)
      expect(res.body.youtube.iframeApiUrl).toBe(own.YOUTUBE_IFRAME_API_URL)
      expect(res.body.spotify).toEqual({
        sdkUrl: own.SPOTIFY_SDK_URL,
        apiUrl: settings.SPOTIFY_API_URL,
        accountsUrl: settings.SPOTIFY_ACCOUNTS_URL,
        clientId: 'sp-client'
      })
      expect(res.body.apple).toEqual({ sdkUrl: own.APPLE_MUSIC_SDK_URL, storefront: 'gb', appName: 'Our Room' })
    })
  })
})

describe('GET /playback/apple-developer-token', () => {
  it('signs an ES256 token with the team key that Apple (its stand-in) takes', async () => {
    const res = await s.request('GET', `${P}/playback/apple-developer-token`, { token: guest })
    expect(res.status).toBe(200)
    const [h, c, sig] = (res.body.token as string).split('.')
    const header = JSON.parse(Buffer.from(h!, 'base64url').toString())
    const claims = JSON.parse(Buffer.from(c!, 'base64url').toString())
    expect(header).toEqual({ alg: 'ES256', kid: appleKey.keyId })
    expect(claims.iss).toBe(appleKey.teamId)
    expect(claims.exp).toBe(Date.parse(res.body.expiresAt) / 1000)
    expect(claims.exp - claims.iat).toBeGreaterThan(0)
    const key = createPublicKey(appleKey.publicKeyPem)
    const signed = Buffer.from(`${h}.${c}`)
    expect(verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig!, 'base64url'))).toBe(true)
    // The same token reads Apple's catalogue.
    const api = await fetch(`${settings.APPLE_MUSIC_API_URL}/catalog/us/search?term=night&types=songs`, {
      headers: { authorization: `Bearer ${res.body.token}` }
    })
    expect(api.status).toBe(200)
  })

  it('answers 503 naming Apple Music without its settings', async () => {
    const { APPLE_MUSIC_PRIVATE_KEY: _key, ...fewer } = settings
    await withConfig({ providers: fewer }, async () => {
      const res = await s.request('GET', `${P}/playback/apple-developer-token`, { token: moderator })
      expect(res.status).toBe(503)
      expect(res.body.message).toContain('Apple Music')
      expect(res.body.message).toContain('APPLE_MUSIC_PRIVATE_KEY')
      const listener = await s.request('GET', `${P}/playback/apple-developer-token`, { token: guest })
      expect(listener.status).toBe(503)
      expect(listener.body.message).toContain('Apple Music')
    })
  })
})
