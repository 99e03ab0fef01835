import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceAt } from '../../src/lib/service-at.ts'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import { insertRoom } from '../rooms/helpers.ts'
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

const song = (trackName: string, extra: Record<string, unknown> = {}) => ({
  artistName: 'Recorded Artist',
  trackName,
  duration: 180,
  musicProviders: { spotify: `sp-${trackName}` },
  ...extra
})
const record = (slug: string, body: unknown, headers = service) =>
  s.request('POST', `${P}/rooms/${slug}/recent-songs`, { headers, body })
const plays = async (roomId: number) => s.knex('room_plays').where({ roomId }).orderBy('id')

describe('POST /rooms/{slug}/recent-songs', () => {
  it('records a play as the live room does, with the song put into the catalogue, and lists it', async () => {
    const room = await insertRoom(s)
    const dj = randomUUID()
    const created: any[] = []
    serviceAt<{ on(event: string, listener: (data: unknown) => void): void }>(
      s.app,
      'api/playlist-service/song-records'
    ).on('created', (data) => created.push(data))
    const playedAt = new Date(Date.now() - 200_000).toISOString()
    const endedAt = new Date(Date.now() - 20_000).toISOString()
    const res = await record(room.slug, {
      song: song('First Light', { isrc: 'USAAA2400001', thumbnails: { spotify: 'https://img.example/1.jpg' } }),
      djUuid: dj,
      playedAt,
      endedAt,
      voteCounts: { likes: 3, dislikes: 1, stars: 2 }
    })
    expect(res.status).toBe(201)
    const catalogued = await s.knex('songs').where('trackName', 'First Light').first()
    expect(catalogued).toMatchObject({ isrc: 'USAAA2400001', musicProviders: { spotify: 'sp-First Light' } })
    const expected = {
      song: {
        ...song('First Light', { isrc: 'USAAA2400001', thumbnails: { spotify: 'https://img.example/1.jpg' } }),
        songId: catalogued.id,
        songShortId: catalogued.shortId
      },
      voteCounts: { likes: 3, dislikes: 1, stars: 2 },
      djUuid: dj,
      playedAt
    }
    expect(res.body).toEqual(expected)
    expect(created).toEqual([expect.objectContaining({ songId: catalogued.id, trackName: 'First Light' })])
    const [row] = await plays(room.id)
    expect(row).toMatchObject({ djUuid: dj, skipped: false, song: expected.song, voteCounts: expected.voteCounts })
    expect(new Date(row.startTime).toISOString()).toBe(playedAt)
    expect(new Date(row.endTime).toISOString()).toBe(endedAt)

    const listed = await s.request('GET', `${P}/rooms/${room.uuid}/recent-songs`, { token: user })
    expect(listed.body).toMatchObject({ total: 1, data: [expected] })
  })

  it('defaults to a play that just ended after the whole song, with no votes; an equal song joins its catalogue row', async () => {
    const room = await insertRoom(s)
    const existing = await catalogue(s, { trackName: 'Known Song', artistName: 'Recorded Artist', duration: 181 })
    const before = Date.now()
    const res = await record(String(room.id), {
      song: song('known song', { musicProviders: { youtube: 'yt-known', somewhere: 'unknown-provider' } }),
      djUuid: randomUUID(),
      skipped: true
    })
    expect(res.status).toBe(201)
    expect(res.body.song.songId).toBe(existing.id)
    expect(res.body.voteCounts).toEqual({ likes: 0, dislikes: 0, stars: 0 })
    const [row] = await plays(room.id)
    expect(row.skipped).toBe(true)
    const ended = new Date(row.endTime).getTime()
    expect(ended).toBeGreaterThanOrEqual(before - 5)
    expect(ended - new Date(row.startTime).getTime()).toBe(180_000)
    // The catalogue learns the provider ids it knows and ignores the rest.
    expect((await s.knex('songs').where('id', existing.id).first()).musicProviders).toEqual({ youtube: 'yt-known' })
  })

  it('takes a crate-song status in lower case as in seed 002 §3 (pending_request, success) and answers it upper case', async () => {
    const room = await insertRoom(s)
    for (const [given, answered] of [
      ['success', 'SUCCESS'],
      ['pending_request', 'PENDING_REQUEST'],
      ['FETCH_FAILED', 'FETCH_FAILED']
    ]) {
      const res = await record(room.slug, { song: song(`Status ${given}`, { status: given }), djUuid: randomUUID() })
      expect([res.status, res.body.song?.status], given).toEqual([201, answered])
    }
    expect((await plays(room.id)).map((p) => p.song.status)).toEqual(['SUCCESS', 'PENDING_REQUEST', 'FETCH_FAILED'])
    const bad = await record(room.slug, { song: song('Status bad', { status: 'Success' }), djUuid: randomUUID() })
    expect([bad.status, bad.body.message]).toEqual([400, expect.stringContaining("'song.status'")])
  })

  it('is for services (and admins) only', async () => {
    const room = await insertRoom(s)
    const body = { song: song('Guarded'), djUuid: randomUUID() }
    expect((await s.request('POST', `${P}/rooms/${room.slug}/recent-songs`, { body })).status).toBe(401)
    const refused = await s.request('POST', `${P}/rooms/${room.slug}/recent-songs`, { token: user, body })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only services may do this')
    expect((await s.request('POST', `${P}/rooms/${room.slug}/recent-songs`, { token: admin, body })).status).toBe(201)
    expect(await plays(room.id)).toHaveLength(1)
  })

  it('answers 404 for an unknown room and 400 naming the field for a bad play, recording nothing', async () => {
    const room = await insertRoom(s)
    const songsBefore = Number((await s.knex('songs').count({ n: '*' }))[0].n)
    const missingRoom = await record('no-such-room', { song: song('Nowhere'), djUuid: randomUUID() })
    expect(missingRoom.status).toBe(404)
    const nulRoom = await record('a%00b', { song: song('Nowhere'), djUuid: randomUUID() })
    expect([400, 404]).toContain(nulRoom.status)
    const cases: [unknown, string][] = [
      [{ djUuid: randomUUID() }, 'song and djUuid are required'],
      [{ song: song('x') }, 'song and djUuid are required'],
      [{ song: song('x'), djUuid: 'dj' }, "'djUuid'"],
      [{ song: song('x', { duration: 0 }), djUuid: randomUUID() }, "'song.duration'"],
      [{ song: song(''), djUuid: randomUUID() }, "'song.trackName'"],
      [
        { song: song('x'), djUuid: randomUUID(), voteCounts: { likes: -1, dislikes: 0, stars: 0 } },
        "'voteCounts.likes'"
      ],
      [{ song: song('x'), djUuid: randomUUID(), playedAt: 'noon' }, "'playedAt'"],
      [
        {
          song: song('x'),
          djUuid: randomUUID(),
          playedAt: new Date().toISOString(),
          endedAt: new Date(0).toISOString()
        },
        "'endedAt' must not be before 'playedAt'"
      ],
      [{ song: song('nul\u0000byte'), djUuid: randomUUID() }, "'song.trackName' must not contain a NUL character"]
    ]
    for (const [body, message] of cases) {
      const res = await record(room.slug, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message, JSON.stringify(body)).toContain(message)
    }
    expect(await plays(room.id)).toHaveLength(0)
    expect(Number((await s.knex('songs').count({ n: '*' }))[0].n)).toBe(songsBefore)
  })
})
