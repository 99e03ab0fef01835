import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import type { MusicProviderStandIn } from './stand-ins/music-providers.ts'
import { startProviderStandIn } from './stand-ins/setup.ts'
import { P } from './helpers.ts'

let s: TestServer
let stand: MusicProviderStandIn
let settings: Record<string, string>

beforeAll(async () => {
  const started = await startProviderStandIn()
  stand = started.stand
  settings = started.settings
  const { SEVEN_DIGITAL_CONSUMER_SECRET: _secret, ...fewer } = settings
  s = await startServer({ config: { providers: fewer } })
})
afterAll(async () => {
  await s.close()
  await stand.close()
})

const status = (token: string) => s.request('GET', `${P}/info-admin/music-providers-status`, { token })

describe('GET /info-admin/music-providers-status', () => {
  it('tells staff which providers are configured and answering, asking each for real', async () => {
    stand.refuse('spotify', 500)
    try {
      const res = await status((await s.member(['moderator'])).token)
      expect(res.status).toBe(200)
      const by = Object.fromEntries(res.body.map((p: { provider: string }) => [p.provider, p]))
      expect(res.body.map((p: { provider: string }) => p.provider)).toEqual([
        'spotify',
        'apple',
        'youtube',
        'soundCloudPublic',
        'audius',
        'sevenDigital'
      ])
      expect(by.spotify).toMatchObject({ configured: true, missing: [], answering: false })
      expect(by.spotify.error).toContain('Spotify')
      expect(by.sevenDigital).toEqual({
        provider: 'sevenDigital',
        name: 'seven-digital',
        configured: false,
        missing: ['SEVEN_DIGITAL_CONSUMER_SECRET'],
        answering: null,
        latencyMs: null,
        error: null
      })
      for (const key of ['apple', 'youtube', 'soundCloudPublic', 'audius']) {
        expect(by[key], key).toMatchObject({ configured: true, answering: true, error: null })
        expect(by[key].latencyMs, key).toBeGreaterThanOrEqual(0)
      }
      // Real calls: a one-video lookup for YouTube (1 unit of quota, not a search's 100), a search elsewhere.
      expect(stand.calls.some((c) => c.startsWith('GET /youtube/videos?'))).toBe(true)
      expect(stand.calls.some((c) => c.startsWith('GET /youtube/search?'))).toBe(false)
      expect(stand.calls.some((c) => c.startsWith('GET /audius/v1/tracks/search?'))).toBe(true)
    } finally {
      stand.refuse('spotify', 0)
    }
  })

  it('does not wait for a provider that hangs longer than its timeout', async () => {
    const release = stand.stall('audius')
    try {
      const started = Date.now()
      const res = await status((await s.member(['admin'])).token)
      expect(Date.now() - started).toBeLessThan(6000)
      const audius = res.body.find((p: { provider: string }) => p.provider === 'audius')
      expect(audius).toMatchObject({ answering: false, error: 'Audius did not answer within 4 s' })
    } finally {
      release()
    }
  })

  it('is for staff only', async () => {
    expect((await status((await s.member()).token)).status).toBe(403)
  })
})
