import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { catalogue, P } from './helpers.ts'

const UNKNOWN = '00000000-0000-4000-8000-000000000000'
let s: TestServer
let guest: string
const ids: Record<string, string> = {}

beforeAll(async () => {
  s = await startServer()
  guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
  const songs = [
    { trackName: 'Blue Monday', artistName: 'New Order', isrc: 'GBAAA8300001', genre: 'Synth-pop' },
    { trackName: 'Bizarre Love Triangle', artistName: 'New Order', musicProviders: { sevenDigital: '7d-blt' } },
    {
      trackName: 'Blue in Green',
      artistName: 'Miles Davis',
      genre: 'Jazz',
      musicProviders: { sevenDigital: '7d-big' }
    },
    { trackName: 'So What', artistName: 'Miles Davis', genre: 'jazz' },
    { trackName: '100%_pure', artistName: 'Literal', genre: 'Jazz Fusion' }
  ]
  for (const song of songs) ids[song.trackName] = (await catalogue(s, song)).id
})
afterAll(() => s.close())

const list = async (query: string) => {
  const res = await s.request('GET', `${P}/api/v1/songs${query}`, { token: guest })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body as { data: any[]; total: number; limit: number; offset: number }
}
const names = (page: { data: any[] }) => page.data.map((x) => x.trackName)

describe('GET /api/v1/songs', () => {
  it('lists every song by track name to any caller with a token, paged', async () => {
    expect((await s.request('GET', `${P}/api/v1/songs`)).status).toBe(401)
    const all = await list('')
    expect(all).toMatchObject({ total: 5, limit: 50, offset: 0 })
    expect(names(all)).toEqual(['100%_pure', 'Bizarre Love Triangle', 'Blue in Green', 'Blue Monday', 'So What'])
    const page = await list('?limit=2&offset=1')
    expect(page).toMatchObject({ total: 5, limit: 2, offset: 1 })
    expect(names(page)).toEqual(['Bizarre Love Triangle', 'Blue in Green'])
  })

  it('filters by id, idNot, isrc, exact names, a name fragment and a seven-digital id', async () => {
    expect(names(await list(`?id=${ids['So What']}&id=${ids['Blue Monday']}`))).toEqual(['Blue Monday', 'So What'])
    expect(names(await list(`?id=${ids['So What']}`))).toEqual(['So What'])
    expect((await list(`?idNot=${ids['So What']}&idNot=${ids['Blue Monday']}`)).total).toBe(3)
    expect(names(await list('?isrc=gbaaa8300001'))).toEqual(['Blue Monday'])
    expect(names(await list('?trackName=so%20what'))).toEqual(['So What'])
    expect(names(await list('?artistName=new%20order'))).toEqual(['Bizarre Love Triangle', 'Blue Monday'])
    expect(names(await list('?artistName=new'))).toEqual([])
    expect(names(await list('?nameLike=BLUE'))).toEqual(['Blue in Green', 'Blue Monday'])
    expect(names(await list('?nameLike=davis'))).toEqual(['Blue in Green', 'So What'])
    // LIKE wildcards in the text match themselves.
    expect(names(await list('?nameLike=%25_'))).toEqual(['100%_pure'])
    expect(names(await list('?nameLike=_'))).toEqual(['100%_pure'])
    expect(names(await list('?hasSevenDigital=true'))).toEqual(['Bizarre Love Triangle', 'Blue in Green'])
    expect((await list('?hasSevenDigital=false')).total).toBe(3)
    expect(names(await list('?nameLike=blue&hasSevenDigital=true'))).toEqual(['Blue in Green'])
    // Beyond the seed: the console's links from an artist, an album or a genre.
    const miles = await s.knex('songs').where('id', ids['So What']).first()
    expect(names(await list(`?artistId=${miles.artistId}`))).toEqual(['Blue in Green', 'So What'])
    expect(names(await list('?genre=JAZZ'))).toEqual(['Blue in Green', 'So What'])
    expect((await list(`?albumId=${UNKNOWN}`)).total).toBe(0)
  })

  it('orders by any listed field either way, and pages through changes with updatedAfter', async () => {
    expect(names(await list('?orderBy=-trackName&limit=2'))).toEqual(['So What', 'Blue Monday'])
    expect(names(await list('?orderBy=artistName&limit=1'))).toEqual(['100%_pure'])
    const byUpdate = await list('?orderBy=updatedAt')
    const times = byUpdate.data.map((x) => x.updatedAt)
    expect(times).toEqual([...times].sort())
    const after = times[2]
    const changed = await list(`?orderBy=updatedAt&updatedAfter=${encodeURIComponent(after)}`)
    expect(changed.data.every((x) => x.updatedAt > after)).toBe(true)
    expect(changed.total).toBe(times.filter((t) => t > after).length)
    await s
      .knex('songs')
      .where('id', ids['Blue Monday'])
      .update({ updatedAt: new Date(Date.now() + 60_000) })
    const later = await list(`?orderBy=-updatedAt&limit=1`)
    expect(names(later)).toEqual(['Blue Monday'])
  })

  it('answers 400 naming the field for a bad filter', async () => {
    const cases: [string, string][] = [
      ['?id=not-a-uuid', "'id"],
      ['?idNot=1', "'idNot"],
      ['?artistId=x', "'artistId'"],
      ['?orderBy=duration', "'orderBy'"],
      ['?updatedAfter=yesterday', "'updatedAfter'"],
      ['?limit=1001', "'limit'"],
      ['?hasSevenDigital=maybe', "'hasSevenDigital'"],
      ['?nameLike=a%00b', "'nameLike'"],
      [`?trackName=${'x'.repeat(301)}`, "'trackName'"]
    ]
    for (const [query, field] of cases) {
      const res = await s.request('GET', `${P}/api/v1/songs${query}`, { token: guest })
      expect(res.status, query).toBe(400)
      expect(res.body.message, query).toContain(field)
    }
  })
})

describe('GET /api/v1/songs/{songId}', () => {
  it('answers one song, 404 for an unknown one and 400 for a malformed id', async () => {
    const one = await s.request('GET', `${P}/api/v1/songs/${ids['So What']}`, { token: guest })
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ songId: ids['So What'], trackName: 'So What', artistName: 'Miles Davis' })
    expect(one.body).toEqual((await list(`?id=${ids['So What']}`)).data[0])
    const missing = await s.request('GET', `${P}/api/v1/songs/${UNKNOWN}`, { token: guest })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Song not found')
    const bad = await s.request('GET', `${P}/api/v1/songs/nope`, { token: guest })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'songId'")
  })
})

describe('GET /api/v1/genres', () => {
  const genres = async (query: string) => {
    const res = await s.request('GET', `${P}/api/v1/genres${query}`, { token: guest })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as { data: any[]; total: number; limit: number }
  }

  it('lists the genres songs brought, one per name whatever the case, by name; 1024 at most', async () => {
    const all = await genres('')
    expect(all).toMatchObject({ total: 3, limit: 1024, offset: 0 })
    expect(all.data.map((g) => g.name)).toEqual(['Jazz', 'Jazz Fusion', 'Synth-pop'])
    expect(Object.keys(all.data[0]).sort()).toEqual(['createdAt', 'genreId', 'name', 'updatedAt'])
    const tooMany = await s.request('GET', `${P}/api/v1/genres?limit=1025`, { token: guest })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toContain("'limit'")
  })

  it('filters by name prefix (any case, literal) and by ids', async () => {
    expect((await genres('?prefix=JAZZ')).data.map((g) => g.name)).toEqual(['Jazz', 'Jazz Fusion'])
    expect((await genres('?prefix=syn&limit=1')).data.map((g) => g.name)).toEqual(['Synth-pop'])
    expect((await genres('?prefix=%25')).total).toBe(0)
    const all = (await genres('')).data
    const picked = await genres(`?idIn=${all[0].genreId}&idIn=${all[2].genreId}`)
    expect(picked.data.map((g) => g.name)).toEqual(['Jazz', 'Synth-pop'])
    const bad = await s.request('GET', `${P}/api/v1/genres?idIn=x`, { token: guest })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'idIn")
  })
})
