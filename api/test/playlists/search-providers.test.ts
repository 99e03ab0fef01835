import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import type { MusicProviderStandIn } from './stand-ins/music-providers.ts'
import { startProviderStandIn } from './stand-ins/setup.ts'
import { catalogue, P } from './helpers.ts'

// The six real provider clients, configured against the local stand-in of their services.
let s: TestServer
let stand: MusicProviderStandIn
let guest: string

beforeAll(async () => {
  const started = await startProviderStandIn()
  stand = started.stand
  s = await startServer({ config: { providers: started.settings } })
  guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
  await catalogue(s, { trackName: 'Night Owl', artistName: 'Our Own Band' })
})
afterAll(async () => {
  await s.close()
  await stand.close()
})

describe('search with the configured providers', () => {
  it('asks every configured provider through its client and labels each result with where it comes from', async () => {
    const res = await s.request('GET', `${P}/search/v2?q=night`, { token: guest })
    expect(res.status).toBe(200)
    const groups = res.body.groups as { provider: string; status: string; error: string | null; data: any[] }[]
    expect(groups.map((g) => g.provider)).toEqual([
      'catalogue',
      'spotify',
      'apple',
      'youtube',
      'soundCloudPublic',
      'audius',
      'sevenDigital'
    ])
    for (const group of groups) {
      expect(group.status, `${group.provider}: ${group.error}`).toBe('ok')
      for (const item of group.data) expect(item.provider).toBe(group.provider)
    }
    expect(groups[0].data.map((x) => x.trackName)).toEqual(['Night Owl'])
    expect(groups.slice(1).some((g) => g.data.length > 0)).toBe(true)

    const v1 = await s.request('GET', `${P}/search?q=night`, { token: guest })
    expect(v1.status).toBe(200)
    expect(v1.body.sources).toHaveLength(7)
    expect(v1.body.data[0]).toMatchObject({ provider: 'catalogue', trackName: 'Night Owl' })
    expect(v1.body.data).toHaveLength(groups.reduce((n, g) => n + g.data.length, 0))
  })
})
