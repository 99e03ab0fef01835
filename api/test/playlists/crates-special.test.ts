import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { specialCrates } from '@spinroom/schemas'
import { startServer, type TestServer } from '../helpers/server.ts'

const P = '/api/playlist-service'
let s: TestServer

beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

let n = 0
const songData = () => {
  n++
  return { trackName: `Special ${n}`, artistName: `Band ${n}`, duration: 60 + n * 13 }
}

/** The special crate's entries in the database in rank order: [trackName, position]. */
const stored = async (crateId: string) =>
  (
    await s
      .knex('crate_songs as cs')
      .join('songs as s', 's.id', 'cs.songId')
      .where('cs.crateId', crateId)
      .orderBy('cs.rank')
      .select('s.trackName')
  ).map((r, position) => [r.trackName, position])

describe.each(specialCrates)('the %s crate', (special) => {
  const base = `${P}/crate/special/${special}`

  it('is made on first use, once even when two first uses come at once, and is the caller’s own', async () => {
    const user = await s.member(['user'], `${special}first`)
    expect(await s.knex('crates').where({ userId: user.id, special })).toEqual([])
    const [a, b] = await Promise.all([
      s.request('GET', base, { token: user.token }),
      s.request('GET', `${base}/songs`, { token: user.token })
    ])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body).toMatchObject({
      userUuid: user.id,
      special,
      crateName: { queue: 'Queue', likes: 'Likes', default: 'Default' }[special],
      crateSongsNumber: 0
    })
    expect(b.body).toEqual({ data: [], count: 0, total: 0, limit: 50, offset: 0 })
    const rows = await s.knex('crates').where({ userId: user.id, special })
    expect(rows.map((r) => r.id)).toEqual([a.body.crateUuid])
    const other = await s.member(['user'], `${special}other`)
    expect((await s.request('GET', base, { token: other.token })).body.crateUuid).not.toBe(a.body.crateUuid)
    const guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
    expect((await s.request('GET', base, { token: guest })).status).toBe(403)
    expect((await s.request('GET', base)).status).toBe(401)
  })

  it('adds, reorders, removes, sets the position, shuffles and clears through the plain crate code', async () => {
    const user = await s.member(['user'], `${special}ops`)
    const songs = [songData(), songData(), songData()]
    const added = await s.request('POST', `${base}/songs`, { token: user.token, body: { songs } })
    expect(added.status).toBe(200)
    const crateId = added.body.crate.crateUuid
    expect(added.body.crate).toMatchObject({ special, crateSongsNumber: 3 })
    const entries = added.body.added
    // Already there: skipped.
    const twice = await s.request('POST', `${base}/songs`, { token: user.token, body: { songs: [songs[1]] } })
    expect(twice.body).toMatchObject({ added: [], skipped: [{ trackName: songs[1].trackName }] })
    const bad = await s.request('POST', `${base}/songs`, { token: user.token, body: { songs: [{ trackName: 'x' }] } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'songs.0.")

    const moved = await s.request('PUT', `${base}/songs/${entries[2].crateSongUuid}/position`, {
      token: user.token,
      body: { newPosition: 0 }
    })
    expect(moved.body).toMatchObject({ crateSongUuid: entries[2].crateSongUuid, position: 0 })
    expect(await stored(crateId)).toEqual([
      [songs[2].trackName, 0],
      [songs[0].trackName, 1],
      [songs[1].trackName, 2]
    ])
    const position = await s.request('PUT', `${base}/current-position`, {
      token: user.token,
      body: { currentPosition: 2 }
    })
    expect(position.body).toMatchObject({ crateUuid: crateId, currentPosition: 2 })
    const removed = await s.request('DELETE', `${base}/songs/${entries[0].crateSongUuid}`, { token: user.token })
    expect(removed.body).toMatchObject({ trackName: songs[0].trackName, position: 1 })
    expect(await stored(crateId)).toEqual([
      [songs[2].trackName, 0],
      [songs[1].trackName, 1]
    ])
    expect((await s.request('GET', base, { token: user.token })).body).toMatchObject({
      crateSongsNumber: 2,
      currentPosition: 1
    })

    // Another user's entry is not in the caller's crate.
    const other = await s.member(['user'], `${special}intruder`)
    const foreign = await s.request('DELETE', `${base}/songs/${entries[1].crateSongUuid}`, { token: other.token })
    expect([foreign.status, foreign.body.message]).toEqual([404, 'Crate song not found'])
    expect((await s.request('DELETE', `${base}/songs/${randomUUID()}`, { token: user.token })).status).toBe(404)

    const shuffled = await s.request('POST', `${base}/songs/shuffle`, { token: user.token })
    expect(shuffled.body).toMatchObject({ crateSongsNumber: 2, currentPosition: 0 })
    expect((await stored(crateId)).map(([, p]) => p)).toEqual([0, 1])

    const page = await s.request('GET', `${base}/songs?limit=1`, { token: user.token })
    expect(page.body).toMatchObject({ total: 2, limit: 1, offset: 0 })
    expect(page.body.data).toHaveLength(1)

    const cleared = await s.request('DELETE', `${base}/songs`, { token: user.token })
    expect(cleared.status).toBe(200)
    expect(cleared.body).toMatchObject({ crateUuid: crateId, crateSongsNumber: 0, currentPosition: 0 })
    expect(await stored(crateId)).toEqual([])
    // The crate stays: clearing empties it.
    expect((await s.request('GET', base, { token: user.token })).body.crateUuid).toBe(crateId)
  })
})

describe("the seed's four special crates: queue, likes, starred, default (seed 002 §3)", () => {
  it('serves the likes crate under its other name, starred, and default as a crate of its own', async () => {
    const user = await s.member(['user'], 'fourcrates')
    const get = async (name: string) =>
      (await s.request('GET', `${P}/crate/special/${name}`, { token: user.token })).body
    const [queue, likes, starred, byDefault] = await Promise.all(['queue', 'likes', 'starred', 'default'].map(get))
    expect(starred).toEqual(likes)
    expect(starred).toMatchObject({ special: 'likes', crateName: 'Likes' })
    expect(byDefault).toMatchObject({ special: 'default', crateName: 'Default', userUuid: user.id })
    expect(new Set([queue.crateUuid, likes.crateUuid, byDefault.crateUuid]).size).toBe(3)
    const song = songData()
    const added = await s.request('POST', `${P}/crate/special/starred/songs`, {
      token: user.token,
      body: { songs: [song] }
    })
    expect(added.body.crate).toMatchObject({ crateUuid: likes.crateUuid, crateSongsNumber: 1 })
    const liked = await s.request('GET', `${P}/crate/special/likes/songs`, { token: user.token })
    expect(liked.body.data.map((e: { trackName: string }) => e.trackName)).toEqual([song.trackName])
    const refused = await s.request('DELETE', `${P}/crate/${byDefault.crateUuid}`, { token: user.token })
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'The queue, likes and default crates cannot be deleted'
    ])
  })
})
