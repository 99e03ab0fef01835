import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceAt } from '../../src/lib/service-at.ts'
import { CatalogueWrites, findOrCreateSong } from '../../src/services/songs/catalogue/catalogue.ts'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import { catalogue, P } from './helpers.ts'

let s: TestServer
let admin: string
let user: string
let service: Record<string, string>

beforeAll(async () => {
  s = await startServer()
  admin = (await s.signIn(['user', 'admin'])).accessToken
  user = (await s.signIn(['user'])).accessToken
  service = await serviceKey(s, admin)
})
afterAll(() => s.close())

const count = async (table: string) => Number((await s.knex(table).count({ n: '*' }))[0].n)

describe('findOrCreateSong', () => {
  it('makes the artist, album and genre of a new song and links the song to them', async () => {
    const song = await catalogue(s, {
      trackName: 'Harvest Moon',
      artistName: 'Neil Young',
      albumName: 'Harvest Moon',
      genre: 'Folk Rock',
      releaseYear: 1992,
      musicProviders: { spotify: 'sp-harvest' },
      thumbnails: { spotify: 'https://img.example/harvest.jpg' }
    })
    const artist = await s.knex('artists').where('id', song.artistId).first()
    const album = await s.knex('albums').where('id', song.albumId).first()
    expect(artist).toMatchObject({ name: 'Neil Young' })
    expect(album).toMatchObject({ name: 'Harvest Moon', artistId: artist.id, releaseYear: 1992 })
    expect(album.thumbnails).toEqual({ spotify: 'https://img.example/harvest.jpg' })
    expect(await s.knex('genres').where('name', 'Folk Rock').first()).toBeTruthy()
  })

  it('reuses artists, albums and genres whatever their case; an album is per artist', async () => {
    const a = await catalogue(s, {
      trackName: 'Unknown Legend',
      artistName: 'NEIL YOUNG',
      albumName: 'harvest moon',
      genre: 'folk rock'
    })
    const first = await s.knex('songs').where('trackName', 'Harvest Moon').first()
    expect(a.artistId).toBe(first.artistId)
    expect(a.albumId).toBe(first.albumId)
    expect(await s.knex('genres').whereRaw('lower(name) = ?', ['folk rock']).count({ n: '*' })).toEqual([{ n: 1 }])
    const cover = await catalogue(s, { trackName: 'Harvest Moon', artistName: 'Pearl Jam', albumName: 'Harvest Moon' })
    expect(cover.artistId).not.toBe(first.artistId)
    expect(cover.albumId).not.toBe(first.albumId)
  })

  it('merges an equal song: the first row gains the provider ids and artwork it lacked, nothing else changes', async () => {
    const before = await count('songs')
    const first = await catalogue(s, {
      trackName: 'Pale Blue Eyes',
      artistName: 'The Velvet Underground',
      isrc: 'USPR36900001',
      musicProviders: { spotify: 'sp-pale' }
    })
    const merged = await catalogue(s, {
      trackName: 'Pale Blue Eyes (remaster)',
      artistName: 'Velvet Underground',
      isrc: 'USPR36900001',
      musicProviders: { apple: 'ap-pale', spotify: 'sp-other' },
      thumbnails: { apple: 'https://img.example/pale.jpg' }
    })
    expect(merged.id).toBe(first.id)
    expect(merged.trackName).toBe('Pale Blue Eyes')
    expect(merged.musicProviders).toEqual({ spotify: 'sp-pale', apple: 'ap-pale' })
    expect(merged.thumbnails).toEqual({ apple: 'https://img.example/pale.jpg' })
    // By a shared provider id, and by names with a duration within 5 seconds.
    expect((await catalogue(s, { trackName: 'x', artistName: 'y', musicProviders: { apple: 'ap-pale' } })).id).toBe(
      first.id
    )
    const named = await catalogue(s, {
      trackName: 'pale blue eyes',
      artistName: 'the velvet underground',
      duration: 204
    })
    expect(named.id).toBe(first.id)
    const longer = await catalogue(s, {
      trackName: 'Pale Blue Eyes',
      artistName: 'The Velvet Underground',
      duration: 206
    })
    expect(longer.id).not.toBe(first.id)
    expect(await count('songs')).toBe(before + 2)
  })

  it('gives one row, one artist and one album for the same new song added twice at once', async () => {
    const before = await count('songs')
    const data = { trackName: 'Simultaneous', artistName: 'Two Hands', albumName: 'Both', musicProviders: {} }
    const [a, b] = await Promise.all([
      catalogue(s, { ...data, musicProviders: { spotify: 'sp-sim' } }),
      catalogue(s, { ...data, musicProviders: { youtube: 'yt-sim' } })
    ])
    expect(a.id).toBe(b.id)
    expect(await count('songs')).toBe(before + 1)
    const row = await s.knex('songs').where('id', a.id).first()
    expect(row.musicProviders).toEqual({ spotify: 'sp-sim', youtube: 'yt-sim' })
    expect(await s.knex('artists').where('name', 'Two Hands').count({ n: '*' })).toEqual([{ n: 1 }])
    expect(await s.knex('albums').where('name', 'Both').count({ n: '*' })).toEqual([{ n: 1 }])
  })

  it('makes one artist for two different songs of a new artist added at once', async () => {
    const [a, b] = await Promise.all([
      catalogue(s, { trackName: 'Side A', artistName: 'Racing Artist', albumName: 'Race' }),
      catalogue(s, { trackName: 'Side B', artistName: 'racing artist', albumName: 'race' })
    ])
    expect(a.id).not.toBe(b.id)
    expect(a.artistId).toBe(b.artistId)
    expect(a.albumId).toBe(b.albumId)
  })
})

describe('catalogue events', () => {
  it('announces each row a transaction made or changed once, after commit, in its external shape', async () => {
    const seen: [string, string, any][] = []
    for (const path of ['song', 'artist', 'album', 'genre']) {
      const service = serviceAt<{ on(event: string, listener: (data: unknown) => void): void }>(
        s.app,
        `api/playlist-service/${path}-records`
      )
      for (const event of ['created', 'patched']) service.on(event, (data) => seen.push([path, event, data]))
    }
    const writes = new CatalogueWrites()
    const song = await s.knex.transaction(async (trx) => {
      const made = await findOrCreateSong(
        trx,
        { trackName: 'Evented', artistName: 'Herald', albumName: 'News', genre: 'Spoken', duration: 100 },
        writes
      )
      await findOrCreateSong(
        trx,
        { trackName: 'Evented', artistName: 'Herald', duration: 101, musicProviders: { apple: 'ap-ev' } },
        writes
      )
      expect(seen).toEqual([])
      return made
    })
    await writes.emit(s.app)
    expect(seen.map(([path, event]) => `${path} ${event}`).sort()).toEqual([
      'album created',
      'artist created',
      'genre created',
      'song created'
    ])
    const [, , announced] = seen.find(([path]) => path === 'song')!
    expect(announced).toMatchObject({ songId: song.id, artistId: song.artistId, musicProviders: { apple: 'ap-ev' } })
    expect(seen.find(([path]) => path === 'album')![2]).toMatchObject({
      name: 'News',
      artistName: 'Herald',
      songCount: 1
    })
    seen.length = 0
    const again = new CatalogueWrites()
    await s.knex.transaction((trx) =>
      findOrCreateSong(
        trx,
        { trackName: 'Evented', artistName: 'Herald', duration: 100, musicProviders: { youtube: 'yt-ev' } },
        again
      )
    )
    await again.emit(s.app)
    expect(seen.map(([path, event]) => `${path} ${event}`)).toEqual(['song patched'])
  })
})

describe('catalogue service lists', () => {
  it('are for services and admins only', async () => {
    const paths = [
      ['GET', '/albums/service/all-albums'],
      ['GET', '/albums/service/all-songs'],
      ['GET', '/artists/service/all-artists'],
      ['POST', '/artists/service/albums-by-artists']
    ] as const
    for (const [method, path] of paths) {
      const body = method === 'POST' ? { artistShortIds: ['x'] } : undefined
      expect((await s.request(method, P + path, { body })).status, path).toBe(401)
      const refused = await s.request(method, P + path, { token: user, body })
      expect(refused.status, path).toBe(403)
      expect(refused.body.message).toBe('Only services may do this')
      expect((await s.request(method, P + path, { token: admin, body })).status, path).toBe(200)
      expect((await s.request(method, P + path, { headers: service, body })).status, path).toBe(200)
    }
  })

  it('pages albums with their artist and song count (take, skip)', async () => {
    const total = await count('albums')
    const all = await s.request('GET', `${P}/albums/service/all-albums?take=1000`, { headers: service })
    expect(all.body).toMatchObject({ total, take: 1000, skip: 0 })
    const names = all.body.data.map((a: any) => a.name.toLowerCase())
    expect(names).toEqual([...names].sort())
    const harvest = all.body.data.find((a: any) => a.name === 'Harvest Moon' && a.artistName === 'Neil Young')
    expect(harvest).toEqual({
      albumId: expect.any(String),
      albumShortId: expect.any(String),
      name: 'Harvest Moon',
      artistId: expect.any(String),
      artistShortId: expect.any(String),
      artistName: 'Neil Young',
      releaseYear: 1992,
      thumbnails: { spotify: 'https://img.example/harvest.jpg' },
      songCount: 2,
      createdAt: expect.any(String),
      updatedAt: expect.any(String)
    })
    const page = await s.request('GET', `${P}/albums/service/all-albums?take=2&skip=1`, { headers: service })
    expect(page.body).toMatchObject({ total, take: 2, skip: 1 })
    expect(page.body.data).toEqual(all.body.data.slice(1, 3))
    const bad = await s.request('GET', `${P}/albums/service/all-albums?take=-1`, { headers: service })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'take'")
  })

  it('pages every song oldest first, and answers one by its short id', async () => {
    const total = await count('songs')
    const page = await s.request('GET', `${P}/albums/service/all-songs?take=3&skip=0`, { headers: service })
    expect(page.body).toMatchObject({ total, take: 3, skip: 0 })
    expect(page.body.data.map((x: any) => x.trackName)).toEqual(['Harvest Moon', 'Unknown Legend', 'Harvest Moon'])
    const rest = await s.request('GET', `${P}/albums/service/all-songs?skip=3`, { headers: service })
    expect(rest.body.data).toHaveLength(total - 3)
    const first = page.body.data[0]
    expect(Object.keys(first).sort()).toEqual(
      [
        'songId',
        'songShortId',
        'isrc',
        'trackName',
        'artistName',
        'duration',
        'explicit',
        'genre',
        'albumName',
        'releaseYear',
        'artistId',
        'albumId',
        'musicProviders',
        'thumbnails',
        'links',
        'previews',
        'streamUrls',
        'createdAt',
        'updatedAt'
      ].sort()
    )
    const one = await s.request('GET', `${P}/albums/service/${first.songShortId}/song`, { headers: service })
    expect(one.status).toBe(200)
    expect(one.body).toEqual(first)
    const missing = await s.request('GET', `${P}/albums/service/nosuchsong/song`, { headers: service })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Song not found')
  })

  it("lists an album's songs and 404s an unknown album", async () => {
    const album = await s.knex('albums').where('name', 'Harvest Moon').whereNotNull('releaseYear').first()
    const res = await s.request('GET', `${P}/albums/service/${album.shortId}/songs`, { headers: service })
    expect(res.status).toBe(200)
    expect(res.body.map((x: any) => x.trackName)).toEqual(['Harvest Moon', 'Unknown Legend'])
    expect(res.body.every((x: any) => x.albumId === album.id && x.artistId === album.artistId)).toBe(true)
    // A song's albumId names the album too.
    const byId = await s.request('GET', `${P}/albums/service/${album.id}/songs`, { headers: service })
    expect(byId.body).toEqual(res.body)
    const missing = await s.request('GET', `${P}/albums/service/nosuchalbum/songs`, { headers: service })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Album not found')
    for (const path of ['/albums/service/a%00b/songs', '/albums/service/a%00b/song', '/artists/service/a%00b/albums']) {
      const bad = await s.request('GET', P + path, { headers: service })
      expect(bad.status, path).toBe(400)
      expect(bad.body.message, path).toMatch(/'(albumShortId|songShortId|artistShortId)'/)
    }
  })

  it('pages artists and lists the albums of one or several', async () => {
    const total = await count('artists')
    const all = await s.request('GET', `${P}/artists/service/all-artists?take=100`, { headers: service })
    expect(all.body).toMatchObject({ total, take: 100, skip: 0 })
    const neil = all.body.data.find((a: any) => a.name === 'Neil Young')
    expect(Object.keys(neil).sort()).toEqual(['artistId', 'artistShortId', 'createdAt', 'name', 'updatedAt'])
    const pearl = all.body.data.find((a: any) => a.name === 'Pearl Jam')

    const albums = await s.request('GET', `${P}/artists/service/${neil.artistShortId}/albums`, { headers: service })
    expect(albums.body.map((a: any) => [a.name, a.artistName])).toEqual([['Harvest Moon', 'Neil Young']])
    const byId = await s.request('GET', `${P}/artists/service/${neil.artistId}/albums`, { headers: service })
    expect(byId.body).toEqual(albums.body)
    const missing = await s.request('GET', `${P}/artists/service/nosuchartist/albums`, { headers: service })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Artist not found')

    const both = await s.request('POST', `${P}/artists/service/albums-by-artists`, {
      headers: service,
      body: { artistShortIds: [pearl.artistShortId, neil.artistShortId, 'unknown'] }
    })
    expect(both.status).toBe(200)
    expect(both.body.map((a: any) => a.artistName)).toEqual(['Neil Young', 'Pearl Jam'])
    const none = await s.request('POST', `${P}/artists/service/albums-by-artists`, { headers: service, body: {} })
    expect(none.status).toBe(400)
    expect(none.body.message).toBe('artistShortIds is required')
    const nul = await s.request('POST', `${P}/artists/service/albums-by-artists`, {
      headers: service,
      body: { artistShortIds: ['a\u0000b'] }
    })
    expect(nul.status).toBe(400)
    expect(nul.body.message).toContain("'artistShortIds.0'")
    const empty = await s.request('POST', `${P}/artists/service/albums-by-artists`, {
      headers: service,
      body: { artistShortIds: [] }
    })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toContain("'artistShortIds'")
  })
})
