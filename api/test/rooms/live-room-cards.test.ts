import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { R, createRoom, setLive } from './helpers.ts'

let s: TestServer
let ana: { token: string; id: string }
let ben: { token: string; id: string }
const rooms: Record<string, { id: number; uuid: string; slug: string }> = {}
const SONG = {
  artistName: 'Daft Punk',
  trackName: 'Digital Love',
  duration: 301,
  thumbnails: { upload: 'https://example.test/art.png' },
  musicProviders: { spotify: '2VEZx7NWsZ1D0eJ4uv5Fym' }
}
const cards = (query = '') => s.request('GET', `${R}/rooms/public/live${query}`)

beforeAll(async () => {
  s = await startServer()
  ana = await s.member(undefined, 'Ana')
  ben = await s.member(undefined, 'Ben')
  // Names as a card shows them, whatever the helper numbered them.
  await s.knex('users').where('id', ana.id).update({ nickname: 'Ana' })
  await s.knex('users').where('id', ben.id).update({ nickname: 'Ben' })
  const specs: [string, Record<string, unknown>][] = [
    ['playing', { name: 'Playing Floor', vibe: 'disco' }],
    ['booth', { name: 'Booth Only' }],
    ['crowded', { name: 'Crowded Floor' }],
    ['idle', { name: 'Listeners Only' }],
    ['empty', { name: 'Empty Room' }],
    ['locked', { name: 'Locked Room', password: 'let-me-in' }],
    ['guestLocked', { name: 'Guest Locked' }],
    ['secret', { name: 'Secret Room', type: 'PRIVATE' }],
    ['hidden', { name: 'Hidden Room', unlisted: true }]
  ]
  for (const [key, body] of specs) rooms[key] = await createRoom(s, ana.token, body)
  await s.knex('rooms').where('id', rooms.guestLocked.id).update({ guestPasswordHash: 'a-hash' })
  await setLive(s, rooms.playing.id, [ana.id, ben.id], SONG)
  await setLive(s, rooms.crowded.id, [ben.id, ana.id, ben.id], SONG)
  await setLive(s, rooms.booth.id, [ben.id])
  await s
    .knex('room_live_state')
    .where('roomId', rooms.booth.id)
    .update({ state: JSON.stringify({ djs: [{ uuid: ben.id }], nowPlaying: null }) })
  await setLive(s, rooms.idle.id, [ana.id])
  for (const key of ['locked', 'guestLocked', 'secret', 'hidden']) await setLive(s, rooms[key].id, [ana.id], SONG)
})
afterAll(() => s.close())

describe('the front door: live rooms without a token', () => {
  it('lists public rooms where music plays or a DJ is on stage, the fullest first, to anyone', async () => {
    const res = await cards()
    expect(res.status).toBe(200)
    expect(res.body.map((room: { slug: string }) => room.slug)).toEqual([
      rooms.crowded.slug,
      rooms.playing.slug,
      rooms.booth.slug
    ])
  })

  it('gives what a card shows: the song and its end, the DJs by name (the playing one first) and the counts', async () => {
    const playing = (await cards()).body.find((room: { uuid: string }) => room.uuid === rooms.playing.uuid)
    expect(playing).toEqual({
      uuid: rooms.playing.uuid,
      slug: rooms.playing.slug,
      name: 'Playing Floor',
      description: null,
      vibe: 'disco',
      design: expect.any(String),
      posterUrl: null,
      song: SONG,
      endTime: 1,
      numberOfUsersInRoom: 2,
      numberOfListeners: 1,
      numberOfActiveDjs: 1,
      djs: [{ uuid: ana.id, nickname: 'Ana', color: null, avatarId: null }]
    })
    const booth = (await cards()).body.find((room: { uuid: string }) => room.uuid === rooms.booth.uuid)
    expect(booth).toMatchObject({ song: null, endTime: null, djs: [{ uuid: ben.id, nickname: 'Ben' }] })
  })

  it('leaves out the DJ whose account has no public profile any more', async () => {
    await s.knex('users').where('id', ben.id).update({ status: 'deactivated' })
    try {
      const booth = (await cards()).body.find((room: { uuid: string }) => room.uuid === rooms.booth.uuid)
      expect(booth).toMatchObject({ numberOfActiveDjs: 1, djs: [] })
    } finally {
      await s.knex('users').where('id', ben.id).update({ status: 'active' })
    }
  })

  it('answers the same to a guest, and at most `limit` rooms', async () => {
    const guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    const asGuest = await s.request('GET', `${R}/rooms/public/live?limit=2`, { token: guest })
    expect(asGuest.status).toBe(200)
    expect(asGuest.body.map((room: { slug: string }) => room.slug)).toEqual([rooms.crowded.slug, rooms.playing.slug])
  })

  it('refuses a bad limit with 400 naming it', async () => {
    for (const limit of ['0', '51', 'many', '1%00']) {
      const res = await cards(`?limit=${limit}`)
      expect(res.status, limit).toBe(400)
      expect(res.body.message, limit).toContain("'limit'")
    }
  })
})
