import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSocketClient, type SocketClient } from '@spinroom/client'
import { startServer, type TestServer, serviceKey } from '../helpers/server.ts'
import { eventually } from '../helpers/wait.ts'
import { shortId } from '../../src/lib/short-id.ts'

const P = '/api/playlist-service'
let s: TestServer
let admin: { token: string; id: string }
let service: Record<string, string>
let guest: string
const sockets: SocketClient[] = []

beforeAll(async () => {
  s = await startServer()
  admin = await s.member(['admin'], 'crateadmin')
  service = await serviceKey(s, admin.token)
  guest = (await s.request('GET', '/api/user-service/auth/guest')).body.accessToken
})
afterAll(async () => {
  for (const socket of sockets) socket.socket.close()
  await s.close()
})

let n = 0
/** Song data as a search result would give it; every call a new song unless fields say otherwise. */
const songData = (fields: Record<string, unknown> = {}) => {
  n++
  return { trackName: `Track ${n}`, artistName: `Artist ${n}`, duration: 100 + n * 11, ...fields }
}

const newCrate = async (token: string, body: Record<string, unknown> = {}) => {
  const res = await s.request('POST', `${P}/crate`, { token, body })
  expect(res.status).toBe(201)
  return res.body
}

const add = (token: string, crateUuid: string, songs: unknown[], append?: boolean) =>
  s.request('POST', `${P}/crate/${crateUuid}/songs`, {
    token,
    body: { songs, ...(append === undefined ? {} : { append }) }
  })

/** The crate's entries in the database in rank order: [trackName, position]. */
const stored = async (crateId: string) =>
  (
    await s
      .knex('crate_songs as cs')
      .join('songs as s', 's.id', 'cs.songId')
      .where('cs.crateId', crateId)
      .orderBy('cs.rank')
      .select('s.trackName')
  ).map((r, position) => [r.trackName, position])

const crateRow = (crateId: string) => s.knex('crates').where('id', crateId).first()

/** A signed-in socket recording the crate events its user's channel receives. */
async function crateEvents(token: string) {
  const client = createSocketClient({
    url: s.url,
    io: { transports: ['websocket'], forceNew: true, reconnection: false }
  })
  sockets.push(client)
  await client.authenticate(token)
  const events: { event: string; data: any }[] = []
  for (const event of ['created', 'patched', 'removed'])
    client.socket.on(`api/playlist-service/crate-records ${event}`, (data: unknown) => events.push({ event, data }))
  return events
}

let reader: Promise<{ token: string }> | undefined

/** Ranks are unique, the crate's songCount is their number, and the API's positions are 0..n-1. */
async function expectDense(crateId: string) {
  reader ??= s.member(['user'], 'densereader')
  const { token } = await reader
  const ranks: number[] = await s.knex('crate_songs').where('crateId', crateId).pluck('rank')
  expect(new Set(ranks).size).toBe(ranks.length)
  expect((await crateRow(crateId)).songCount).toBe(ranks.length)
  const page = await s.request('GET', `${P}/crate/${crateId}/songs?limit=1000`, { token })
  expect(page.body.data.map((e: { position: number }) => e.position)).toEqual(ranks.map((_, i) => i))
}

/** Every crate's counts of songs per block of 128 ranks are what its ranks give, whatever wrote them. */
async function expectBlocksCounted() {
  const { rows } = await s.knex.raw(
    `select "crateId", floor(rank / 128)::bigint as block, count(*)::int as songs
       from crate_songs group by 1, 2 order by 1, 2`
  )
  expect(await s.knex('crate_rank_blocks').orderBy(['crateId', 'block']).select('crateId', 'block', 'songs')).toEqual(
    rows
  )
}

describe('crates', () => {
  afterEach(expectBlocksCounted)

  it("names unnamed crates 'New Playlist #' and the lowest unused number, and announces them to the owner", async () => {
    const owner = await s.member(['user'], 'namer')
    const events = await crateEvents(owner.token)
    const one = await newCrate(owner.token)
    const two = await newCrate(owner.token)
    expect([one.crateName, two.crateName]).toEqual(['New Playlist #1', 'New Playlist #2'])
    expect(one).toMatchObject({
      userUuid: owner.id,
      special: null,
      crateSongsNumber: 0,
      currentPosition: 0,
      thumbnails: [],
      description: null,
      importStatus: null
    })
    const named = await newCrate(owner.token, { crateName: '  Sunday  ', description: 'slow ones' })
    expect(named).toMatchObject({ crateName: 'Sunday', description: 'slow ones' })
    expect((await s.request('DELETE', `${P}/crate/${one.crateUuid}`, { token: owner.token })).status).toBe(200)
    expect((await newCrate(owner.token)).crateName).toBe('New Playlist #1')
    expect((await newCrate(owner.token)).crateName).toBe('New Playlist #3')
    // Another user's numbering is their own.
    const other = await s.member(['user'], 'othernamer')
    expect((await newCrate(other.token)).crateName).toBe('New Playlist #1')
    // Two unnamed crates at once take two numbers.
    const [a, b] = await Promise.all([newCrate(other.token), newCrate(other.token)])
    expect([a.crateName, b.crateName].sort()).toEqual(['New Playlist #2', 'New Playlist #3'])

    await eventually(
      async () => events,
      (e) => e.length >= 6
    )
    expect(events.filter((e) => e.event === 'created').map((e) => e.data.crateName)).toEqual([
      'New Playlist #1',
      'New Playlist #2',
      'Sunday',
      'New Playlist #1',
      'New Playlist #3'
    ])
    expect(events.find((e) => e.event === 'removed')?.data.crateUuid).toBe(one.crateUuid)
    // Only the owner's connections hear of them.
    expect(events.every((e) => e.data.userUuid === owner.id)).toBe(true)
  })

  it('refuses bad input with a 400 naming the field, and guests and anonymous callers', async () => {
    const owner = await s.member(['user'], 'badinput')
    const before = await s.knex('crates').where('userId', owner.id).count<{ c: string }[]>('* as c')
    for (const [body, field] of [
      [{ crateName: '' }, 'crateName'],
      [{ crateName: 'x'.repeat(201) }, 'crateName'],
      [{ crateName: 'a\u0000b' }, 'crateName'],
      [{ description: 'd\u0000' }, 'description']
    ] as const) {
      const res = await s.request('POST', `${P}/crate`, { token: owner.token, body })
      expect(res.status).toBe(400)
      expect(res.body.message).toContain(`'${field}'`)
    }
    expect(await s.knex('crates').where('userId', owner.id).count<{ c: string }[]>('* as c')).toEqual(before)
    expect((await s.request('POST', `${P}/crate`, { body: {} })).status).toBe(401)
    expect((await s.request('POST', `${P}/crate`, { token: guest, body: {} })).status).toBe(403)
    expect((await s.request('GET', `${P}/crate/not-a-uuid`, { token: guest })).status).toBe(400)
  })

  it('adds songs by data and by id, in order, skipping those equal by the seed’s rules, and keeps positions dense', async () => {
    const owner = await s.member(['user'], 'adder')
    const crate = await newCrate(owner.token)
    const first = songData({
      isrc: 'USRC17600001',
      musicProviders: { spotify: 'sp-first' },
      thumbnails: { spotify: 'https://img/1.jpg' }
    })
    const second = songData({ musicProviders: { youtube: 'yt-second' } })
    const third = songData()
    const res = await add(owner.token, crate.crateUuid, [first, second, third, { ...first }])
    expect(res.status).toBe(200)
    expect(res.body.added.map((e: any) => [e.trackName, e.position])).toEqual([
      [first.trackName, 0],
      [second.trackName, 1],
      [third.trackName, 2]
    ])
    expect(res.body.skipped.map((song: any) => song.trackName)).toEqual([first.trackName])
    expect(res.body.crate).toMatchObject({ crateSongsNumber: 3, thumbnails: ['https://img/1.jpg'] })
    expect(res.body.added[0]).toMatchObject({
      crateSongUuid: expect.any(String),
      songId: expect.any(String),
      songShortId: expect.any(String),
      status: 'SUCCESS',
      isrc: 'USRC17600001',
      musicProviders: { spotify: 'sp-first' }
    })
    const firstId = res.body.added[0].songId

    // Equal by songId, isrc, a shared provider id, or names within 5 s: all skipped; a new song goes after the rest.
    const fourth = songData()
    const again = await add(owner.token, crate.crateUuid, [
      { songId: firstId },
      songData({ isrc: 'USRC17600001' }),
      songData({ musicProviders: { youtube: 'yt-second' } }),
      { trackName: third.trackName.toUpperCase(), artistName: third.artistName, duration: third.duration + 4 },
      fourth
    ])
    expect(again.status).toBe(200)
    expect(again.body.added.map((e: any) => [e.trackName, e.position])).toEqual([[fourth.trackName, 3]])
    expect(again.body.skipped).toHaveLength(4)
    expect(await stored(crate.crateUuid)).toEqual([
      [first.trackName, 0],
      [second.trackName, 1],
      [third.trackName, 2],
      [fourth.trackName, 3]
    ])
    // A song data equal to a catalogue song is that song (findOrCreateSong), not a second one.
    expect(Number((await s.knex('songs').where('isrc', 'USRC17600001').count('* as c'))[0].c)).toBe(1)

    // append: false puts the songs first, in their order, and the current song keeps its place.
    await s.request('PUT', `${P}/crate/${crate.crateUuid}/current-position`, {
      token: owner.token,
      body: { currentPosition: 1 }
    })
    const early = [songData(), songData()]
    const prepended = await add(owner.token, crate.crateUuid, early, false)
    expect(prepended.body.added.map((e: any) => e.position)).toEqual([0, 1])
    expect((await stored(crate.crateUuid)).map(([t]) => t)).toEqual([
      early[0].trackName,
      early[1].trackName,
      first.trackName,
      second.trackName,
      third.trackName,
      fourth.trackName
    ])
    expect(prepended.body.crate.currentPosition).toBe(3)
    await expectDense(crate.crateUuid)

    const page = await s.request('GET', `${P}/crate/${crate.crateUuid}/songs?limit=2&offset=1`, { token: guest })
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ count: 6, total: 6, limit: 2, offset: 1 })
    expect(page.body.data.map((e: any) => [e.trackName, e.position])).toEqual([
      [early[1].trackName, 1],
      [first.trackName, 2]
    ])
  })

  it("reads a crate with its songs, a page with a count (seed 002 §3 Crate), the queue's and likes' too", async () => {
    const owner = await s.member(['user'], 'songsread')
    const crate = await newCrate(owner.token, { crateName: 'With songs' })
    const songs = [songData(), songData(), songData()]
    expect((await add(owner.token, crate.crateUuid, songs)).status).toBe(200)
    const read = await s.request('GET', `${P}/crate/${crate.crateUuid}`, { token: guest })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({ crateUuid: crate.crateUuid, crateSongsNumber: 3 })
    expect(read.body.songs).toMatchObject({ count: 3, total: 3, limit: 50, offset: 0 })
    expect(read.body.songs.data.map((e: any) => [e.trackName, e.position])).toEqual(
      songs.map((song, i) => [song.trackName, i])
    )
    expect(read.body.songs).toEqual(
      (await s.request('GET', `${P}/crate/${crate.crateUuid}/songs`, { token: guest })).body
    )
    const paged = await s.request('GET', `${P}/crate/${crate.crateUuid}?limit=1&offset=1`, { token: guest })
    expect(paged.body.songs).toMatchObject({ count: 3, limit: 1, offset: 1, data: [{ trackName: songs[1].trackName }] })
    const bad = await s.request('GET', `${P}/crate/${crate.crateUuid}?limit=-1`, { token: guest })
    expect([bad.status, bad.body.message]).toEqual([400, "Invalid query: 'limit' must be >= 0"])

    await s.request('POST', `${P}/crate/special/queue/songs`, { token: owner.token, body: { songs: [songs[0]] } })
    const queue = await s.request('GET', `${P}/crate/special/queue`, { token: owner.token })
    expect(queue.body).toMatchObject({
      special: 'queue',
      songs: { count: 1, data: [{ trackName: songs[0].trackName }] }
    })
    const likes = await s.request('GET', `${P}/crate/special/likes?limit=0`, { token: owner.token })
    expect(likes.body).toMatchObject({ special: 'likes', songs: { count: 0, data: [] } })
  })

  it('refuses a bad add with nothing changed: unknown song 404, bad field 400, NUL 400, not the owner 403', async () => {
    const owner = await s.member(['user'], 'refused')
    const crate = await newCrate(owner.token)
    await add(owner.token, crate.crateUuid, [songData()])
    const songsBefore = Number((await s.knex('songs').count('* as c'))[0].c)
    const unknown = await add(owner.token, crate.crateUuid, [songData(), { songId: randomUUID() }])
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toMatch(/^Song not found/)
    const bad: [unknown[], string][] = [
      [[{ trackName: 'x', artistName: 'y' }], 'songs.0.duration'],
      [[songData(), { songId: 'nope' }], 'songs.1.songId'],
      [[], 'songs'],
      [[songData({ trackName: 'bad\u0000name' })], 'songs.0.trackName'],
      [[songData({ thumbnails: { 'x\u0000': 'https://img/x.jpg' } })], 'songs.0.thumbnails.x']
    ]
    for (const [songs, field] of bad) {
      const res = await add(owner.token, crate.crateUuid, songs)
      expect(res.status).toBe(400)
      expect(res.body.message).toContain(`'${field}`)
    }
    const stranger = await s.member(['user'], 'stranger')
    const refused = await add(stranger.token, crate.crateUuid, [songData()])
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Only the owner of this crate may change it')
    expect((await add(owner.token, randomUUID(), [songData()])).status).toBe(404)
    // A crate deleted behind the owner check (another process's delete): one song or several, nothing is made.
    const gone = await newCrate(owner.token)
    const { songId } = await s.knex('crate_songs').where('crateId', crate.crateUuid).first('songId')
    expect((await add(owner.token, gone.crateUuid, [{ songId }])).status).toBe(200)
    await s.knex('crates').where('id', gone.crateUuid).delete()
    for (const songs of [[songData()], [songData(), songData()]]) {
      const late = await add(owner.token, gone.crateUuid, songs)
      expect([late.status, late.body.message]).toEqual([404, 'Crate not found'])
    }
    expect((await stored(crate.crateUuid)).length).toBe(1)
    expect(Number((await s.knex('songs').count('* as c'))[0].c)).toBe(songsBefore)
    // An admin may change anyone's crate.
    expect((await add(admin.token, crate.crateUuid, [songData()])).status).toBe(200)
    await expectDense(crate.crateUuid)
  })

  it('moves, removes and shuffles with dense positions; the current song keeps its place; owners only', async () => {
    const owner = await s.member(['user'], 'mover')
    const events = await crateEvents(owner.token)
    const crate = await newCrate(owner.token)
    const songs = [songData(), songData(), songData(), songData(), songData()]
    const { added } = (await add(owner.token, crate.crateUuid, songs)).body
    const names = songs.map((x) => x.trackName)
    const url = (entry: any) => `${P}/crate/${crate.crateUuid}/songs/${entry.crateSongUuid}`
    await s.request('PUT', `${P}/crate/${crate.crateUuid}/current-position`, {
      token: owner.token,
      body: { currentPosition: 1 }
    })

    const moved = await s.request('PUT', `${url(added[4])}/position`, { token: owner.token, body: { newPosition: 0 } })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ crateSongUuid: added[4].crateSongUuid, position: 0 })
    expect((await stored(crate.crateUuid)).map(([t]) => t)).toEqual([names[4], names[0], names[1], names[2], names[3]])
    expect((await crateRow(crate.crateUuid)).currentPosition).toBe(2)

    const far = await s.request('PUT', `${url(added[4])}/position`, { token: owner.token, body: { newPosition: 99 } })
    expect(far.body.position).toBe(4)
    expect((await stored(crate.crateUuid)).map(([t]) => t)).toEqual([names[0], names[1], names[2], names[3], names[4]])
    expect((await crateRow(crate.crateUuid)).currentPosition).toBe(1)

    const removed = await s.request('DELETE', url(added[0]), { token: owner.token })
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ crateSongUuid: added[0].crateSongUuid, trackName: names[0], position: 0 })
    expect((await stored(crate.crateUuid)).map(([t]) => t)).toEqual([names[1], names[2], names[3], names[4]])
    expect((await crateRow(crate.crateUuid)).currentPosition).toBe(0)
    await expectDense(crate.crateUuid)
    expect((await s.request('DELETE', url(added[0]), { token: owner.token })).body.message).toBe('Crate song not found')

    const bad = await s.request('PUT', `${url(added[1])}/position`, { token: owner.token, body: { newPosition: -1 } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'newPosition'")
    const stranger = await s.member(['user'], 'notmover')
    for (const [method, path, body] of [
      ['PUT', `${url(added[1])}/position`, { newPosition: 0 }],
      ['DELETE', url(added[1]), undefined],
      ['POST', `${P}/crate/${crate.crateUuid}/songs/shuffle`, undefined],
      ['PUT', `${P}/crate/${crate.crateUuid}/current-position`, { currentPosition: 0 }],
      ['PATCH', `${P}/crate/${crate.crateUuid}`, { crateName: 'mine now' }],
      ['DELETE', `${P}/crate/${crate.crateUuid}`, undefined]
    ] as const)
      expect((await s.request(method, path, { token: stranger.token, body })).status).toBe(403)

    const shuffled = await s.request('POST', `${P}/crate/${crate.crateUuid}/songs/shuffle`, { token: owner.token })
    expect(shuffled.status).toBe(200)
    expect(shuffled.body).toMatchObject({ crateSongsNumber: 4, currentPosition: 0 })
    expect((await stored(crate.crateUuid)).map(([t]) => t).sort()).toEqual(
      [names[1], names[2], names[3], names[4]].sort()
    )
    await expectDense(crate.crateUuid)

    const clamped = await s.request('PUT', `${P}/crate/${crate.crateUuid}/current-position`, {
      token: owner.token,
      body: { currentPosition: 40 }
    })
    expect(clamped.body.currentPosition).toBe(3)
    await eventually(
      async () => events,
      (e) => e.filter((x) => x.event === 'patched').length >= 7
    )
    expect(events.filter((e) => e.event === 'patched').at(-1)?.data).toMatchObject({
      crateUuid: crate.crateUuid,
      currentPosition: 3,
      crateSongsNumber: 4
    })
  })

  // The song at `from` moves to `to` again and again: the gap it lands in halves each time until no number lies in it
  // (about 52 moves), so only a renumbering keeps 70 moves in order. Near the end, neighbours are read from the end.
  it.each([
    { where: 'near the start', size: 3, from: 0, to: 1 },
    { where: 'near the end', size: 5, from: 4, to: 3 }
  ])('keeps the order when moves into one gap $where exhaust its ranks (the crate is renumbered)', async (c) => {
    const owner = await s.member(['user'], 'gapper')
    const crate = await newCrate(owner.token)
    const songs = Array.from({ length: c.size }, () => songData())
    const { added } = (await add(owner.token, crate.crateUuid, songs)).body
    const expected = [...added]
    for (let i = 0; i < 70; i++) {
      const mover = expected[c.from]
      const url = `${P}/crate/${crate.crateUuid}/songs/${mover.crateSongUuid}/position`
      const moved = await s.request('PUT', url, { token: owner.token, body: { newPosition: c.to } })
      expect(moved.body.position).toBe(c.to)
      expected.splice(c.from, 1)
      expected.splice(c.to, 0, mover)
    }
    expect((await stored(crate.crateUuid)).map(([t]) => t)).toEqual(
      expected.map((e) => songs[added.indexOf(e)].trackName)
    )
    await expectDense(crate.crateUuid)
  })

  // 300 songs span three blocks of ranks; moves to the front and the end open new ones, and 60 moves into one gap make
  // the crate renumber every rank.
  it('a crate of several blocks of ranks moves, removes, pages and keeps its current song as a list model does', async () => {
    const owner = await s.member(['user'], 'longcrater')
    const crate = await newCrate(owner.token)
    const songs = Array.from({ length: 300 }, (_, i) => ({
      id: randomUUID(),
      shortId: shortId(),
      trackName: `Long ${i}`,
      artistName: 'Long player',
      duration: 120 + i
    }))
    await s.knex.batchInsert('songs', songs, 100)
    const model = songs.map(() => randomUUID())
    await s.knex.batchInsert(
      'crate_songs',
      model.map((id, rank) => ({ id, crateId: crate.crateUuid, songId: songs[rank].id, rank })),
      100
    )
    await s.knex('crates').where('id', crate.crateUuid).update({ songCount: model.length })
    const call = (method: string, path: string, body?: unknown) =>
      s.request(method, `${P}/crate/${crate.crateUuid}${path}`, { token: owner.token, body })
    await call('PUT', '/current-position', { currentPosition: 150 })
    let currentId = model[150]

    let seed = 7
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n
    const move = async (from: number, to: number) => {
      const [entry] = model.splice(from, 1)
      const place = Math.min(to, model.length)
      const res = await call('PUT', `/songs/${entry}/position`, { newPosition: to })
      expect([res.status, res.body.position]).toEqual([200, place])
      model.splice(place, 0, entry)
    }
    for (let i = 0; i < 120; i++) {
      const from = next(model.length)
      if (i % 5 === 4) {
        const current = model.indexOf(currentId)
        const res = await call('DELETE', `/songs/${model[from]}`)
        expect([res.status, res.body.position]).toEqual([200, from])
        model.splice(from, 1)
        currentId = model[Math.min(from < current ? current - 1 : current, model.length - 1)]
      } else await move(from, [0, model.length - 1, model.length + 5, next(model.length)][i % 4])
    }
    for (let i = 0; i < 60; i++) await move(250, 180)

    const ranked: string[] = await s.knex('crate_songs').where('crateId', crate.crateUuid).orderBy('rank').pluck('id')
    expect(ranked).toEqual(model)
    expect((await crateRow(crate.crateUuid)).currentPosition).toBe(model.indexOf(currentId))
    for (const offset of [0, 5, 127, 128, 200, 231, 239, 300]) {
      const page = await call('GET', `/songs?offset=${offset}&limit=20`)
      expect(
        page.body.data.map((e: { crateSongUuid: string; position: number }) => [e.crateSongUuid, e.position])
      ).toEqual(model.slice(offset, offset + 20).map((id, i) => [id, offset + i]))
    }
  })

  it('any move keeps the order and the current song of a list model (in place, onto, from and past it)', async () => {
    const owner = await s.member(['user'], 'modeller')
    const crate = await newCrate(owner.token)
    const songs = Array.from({ length: 7 }, () => songData())
    const { added } = (await add(owner.token, crate.crateUuid, songs)).body
    const model: string[] = added.map((e: { crateSongUuid: string }) => e.crateSongUuid)
    let current = 3
    await s.request('PUT', `${P}/crate/${crate.crateUuid}/current-position`, {
      token: owner.token,
      body: { currentPosition: current }
    })
    let seed = 7
    const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n
    for (let i = 0; i < 60; i++) {
      // Every fifth move is the current song's own; every seventh leaves a song where it is.
      const from = i % 5 === 0 ? current : next(model.length)
      const to = i % 7 === 0 ? from : next(model.length + 1)
      const entry = model[from]
      const url = `${P}/crate/${crate.crateUuid}/songs/${entry}/position`
      const moved = await s.request('PUT', url, { token: owner.token, body: { newPosition: to } })
      const place = Math.min(to, model.length - 1)
      expect(moved.body).toMatchObject({ crateSongUuid: entry, position: place })
      const playing = model[current]
      model.splice(from, 1)
      model.splice(place, 0, entry)
      current = model.indexOf(playing)
      expect((await crateRow(crate.crateUuid)).currentPosition, `move ${i}: ${from} -> ${to}`).toBe(current)
    }
    // A position far past any crate's end (beyond the database's integers) is the last one too.
    const far = await s.request('PUT', `${P}/crate/${crate.crateUuid}/songs/${model[0]}/position`, {
      token: owner.token,
      body: { newPosition: Number.MAX_SAFE_INTEGER }
    })
    expect(far.body).toMatchObject({ crateSongUuid: model[0], position: model.length - 1 })
    const playing = model[current]
    model.push(model.shift()!)
    current = model.indexOf(playing)
    expect((await crateRow(crate.crateUuid)).currentPosition).toBe(current)
    expect((await stored(crate.crateUuid)).map(([t]) => t)).toEqual(
      model.map((uuid) => songs[added.findIndex((e: { crateSongUuid: string }) => e.crateSongUuid === uuid)].trackName)
    )
    await expectDense(crate.crateUuid)
  })

  it('two clients moving, adding and removing at once lose and duplicate no position', async () => {
    const owner = await s.member(['user'], 'racer')
    const crate = await newCrate(owner.token)
    const { added } = (
      await add(
        owner.token,
        crate.crateUuid,
        Array.from({ length: 12 }, () => songData())
      )
    ).body
    const moves = added.map((entry: any, i: number) =>
      s.request('PUT', `${P}/crate/${crate.crateUuid}/songs/${entry.crateSongUuid}/position`, {
        token: i % 2 ? owner.token : admin.token,
        body: { newPosition: (i * 7) % 12 }
      })
    )
    const others = [
      add(owner.token, crate.crateUuid, [songData()]),
      add(admin.token, crate.crateUuid, [songData()], false),
      s.request('DELETE', `${P}/crate/${crate.crateUuid}/songs/${added[3].crateSongUuid}`, { token: owner.token }),
      s.request('POST', `${P}/crate/${crate.crateUuid}/songs/shuffle`, { token: admin.token })
    ]
    const answers = await Promise.all([...moves, ...others])
    // The removed song may be moved before or after its removal: a 404 then, never a 500.
    for (const res of answers) expect([200, 404]).toContain(res.status)
    expect(answers.filter((r) => r.status === 404).length).toBeLessThanOrEqual(1)
    expect((await stored(crate.crateUuid)).length).toBe(13)
    await expectDense(crate.crateUuid)
  })

  it('adds of the same new songs into many crates at once, in any order, make each catalogue row once', async () => {
    const owners = await Promise.all(Array.from({ length: 6 }, (_, i) => s.member(['user'], `crowd${i}`)))
    const crates = await Promise.all(owners.map((owner) => newCrate(owner.token)))
    const artistName = `Crowd artist ${randomUUID()}`
    const tunes = Array.from({ length: 4 }, (_, i) => ({ trackName: `Crowd tune ${i}`, artistName, duration: 200 + i }))
    const orders = [tunes, [...tunes].reverse()]
    // Half the owners add song by song, half all at once; each pair of owners in opposite orders.
    const answers = await Promise.all(
      owners.map(async (owner, i) => {
        const songs = orders[i % 2]
        if (i < 3) return [await add(owner.token, crates[i].crateUuid, songs)]
        const one = []
        for (const song of songs) one.push(await add(owner.token, crates[i].crateUuid, [song]))
        return one
      })
    )
    for (const res of answers.flat()) expect(res.status).toBe(200)
    const made = await s.knex('songs').where({ artistName }).orderBy('trackName').pluck('trackName')
    expect(made).toEqual(tunes.map((t) => t.trackName))
    expect(await s.knex('artists').where({ name: artistName }).count('* as c').first()).toEqual({ c: 1 })
    for (const [i, crate] of crates.entries())
      expect((await stored(crate.crateUuid)).map(([t]) => t)).toEqual(orders[i % 2].map((t) => t.trackName))
  })

  it('reads: plain crates are public, the queue and likes private; lists page newest first', async () => {
    const owner = await s.member(['user'], 'reader')
    const a = await newCrate(owner.token, { crateName: 'A' })
    const b = await newCrate(owner.token, { crateName: 'B' })
    await s.request('GET', `${P}/crate/special/queue`, { token: owner.token })
    const got = await s.request('GET', `${P}/crate/${a.crateUuid}`, { token: guest })
    expect(got.status).toBe(200)
    expect(got.body).toEqual({ ...a, songs: { data: [], count: 0, total: 0, limit: 50, offset: 0 } })
    expect((await s.request('GET', `${P}/crate/${a.crateUuid}`)).status).toBe(401)
    const missing = await s.request('GET', `${P}/crate/${randomUUID()}`, { token: guest })
    expect([missing.status, missing.body.message]).toEqual([404, 'Crate not found'])

    const mine = await s.request('GET', `${P}/crate/user?limit=1`, { token: owner.token })
    expect(mine.body).toMatchObject({ total: 2, limit: 1, offset: 0, data: [{ crateName: 'B' }] })
    const theirs = await s.request('GET', `${P}/crate/user/${owner.id}?offset=1`, { token: guest })
    expect(theirs.body).toMatchObject({ total: 2, data: [{ crateName: 'A' }] })
    const queue = (await s.knex('crates').where({ userId: owner.id, special: 'queue' }).first()).id
    expect((await s.request('GET', `${P}/crate/${queue}`, { token: guest })).status).toBe(404)
    expect((await s.request('GET', `${P}/crate/${queue}/songs`, { token: guest })).status).toBe(404)
    expect((await s.request('GET', `${P}/crate/${queue}`, { token: owner.token })).body.special).toBe('queue')
    expect((await s.request('GET', `${P}/crate/${queue}`, { token: admin.token })).status).toBe(200)

    const byService = await s.request('GET', `${P}/crate/user/service/${owner.id}`, { headers: service })
    expect(byService.status).toBe(200)
    expect(byService.body.data.map((c: any) => c.crateName)).toEqual(['Queue', 'B', 'A'])
    expect(byService.body.data[0].userNickname).toMatch(/^reader/)
    expect((await s.request('GET', `${P}/crate/user/service/${owner.id}`, { token: owner.token })).status).toBe(403)
    const all = await s.request('GET', `${P}/crate/service/all-crates?limit=1000`, { headers: service })
    expect(all.body.data.map((c: any) => c.crateUuid)).toEqual(
      expect.arrayContaining([a.crateUuid, b.crateUuid, queue])
    )
    expect(all.body.total).toBe(Number((await s.knex('crates').count('* as c'))[0].c))
    // q: a part of the crate's name or of its owner's nickname, case-insensitive; LIKE's wildcards are plain text.
    const found = async (q: string) =>
      (await s.request('GET', `${P}/crate/service/all-crates?q=${encodeURIComponent(q)}`, { headers: service })).body
    const nickname = (await s.knex('users').where('id', owner.id).first('nickname')).nickname
    expect((await found(nickname.toUpperCase())).data.map((c: any) => c.crateName).sort()).toEqual(['A', 'B', 'Queue'])
    await newCrate(admin.token, { crateName: `Deep cuts of ${nickname}` })
    expect((await found(`cuts of ${nickname}`)).data.map((c: any) => c.userUuid)).toEqual([admin.id])
    expect(await found('%')).toMatchObject({ total: 0, data: [] })
    const nul = await s.request('GET', `${P}/crate/service/all-crates?q=a%00b`, { headers: service })
    expect([nul.status, nul.body.message]).toEqual([400, expect.stringContaining("'q'")])

    await add(owner.token, b.crateUuid, [songData(), songData()])
    const byShortId = await s.request('GET', `${P}/crate/service/${b.shortId}/songs`, { headers: service })
    expect(byShortId.body).toMatchObject({ total: 2, offset: 0 })
    expect(byShortId.body.data.map((e: any) => e.position)).toEqual([0, 1])
    expect((await s.request('GET', `${P}/crate/service/nosuch/songs`, { headers: service })).status).toBe(404)
    expect((await s.request('GET', `${P}/crate/service/a%00b/songs`, { headers: service })).status).toBe(400)
  })

  it('copies a crate into the id the client chose; the same call again answers the copy; a taken id is a 409', async () => {
    const owner = await s.member(['user'], 'source')
    const copier = await s.member(['user'], 'copier')
    const src = await newCrate(owner.token, { crateName: 'Originals', description: 'first takes' })
    const songs = [songData(), songData(), songData()]
    await add(owner.token, src.crateUuid, songs)
    const id = randomUUID()
    const copy = await s.request('PUT', `${P}/crate/${id}/copy`, {
      token: copier.token,
      body: { srcCrateId: src.crateUuid }
    })
    expect(copy.status).toBe(201)
    expect(copy.body).toMatchObject({
      crateUuid: id,
      userUuid: copier.id,
      crateName: 'Originals',
      description: 'first takes',
      crateSongsNumber: 3
    })
    expect(await stored(id)).toEqual(songs.map((x, i) => [x.trackName, i]))
    const again = await s.request('PUT', `${P}/crate/${id}/copy`, {
      token: copier.token,
      body: { srcCrateId: src.crateUuid }
    })
    expect(again.status).toBe(200)
    expect(again.body.crateUuid).toBe(id)
    const taken = await s.request('PUT', `${P}/crate/${src.crateUuid}/copy`, {
      token: copier.token,
      body: { srcCrateId: src.crateUuid }
    })
    expect([taken.status, taken.body.message]).toEqual([409, 'That crate id is taken'])
    // The copy is independent of its source.
    await add(owner.token, src.crateUuid, [songData()])
    expect((await stored(id)).length).toBe(3)
    const named = await s.request('PUT', `${P}/crate/${randomUUID()}/copy`, {
      token: copier.token,
      body: { srcCrateId: src.crateUuid, crateName: 'My take' }
    })
    expect(named.body).toMatchObject({ crateName: 'My take', crateSongsNumber: 4 })
    const likes = (await s.request('GET', `${P}/crate/special/likes`, { token: owner.token })).body
    for (const srcCrateId of [likes.crateUuid, randomUUID()]) {
      const res = await s.request('PUT', `${P}/crate/${randomUUID()}/copy`, {
        token: copier.token,
        body: { srcCrateId }
      })
      expect([res.status, res.body.message]).toEqual([404, 'Crate not found'])
    }
    const bad = await s.request('PUT', `${P}/crate/${randomUUID()}/copy`, { token: copier.token, body: {} })
    expect([bad.status, bad.body.message]).toEqual([400, "Invalid body: 'srcCrateId' is required"])
  })

  it('patches and deletes crates; the queue and likes cannot be deleted', async () => {
    const owner = await s.member(['user'], 'patcher')
    const crate = await newCrate(owner.token)
    await add(owner.token, crate.crateUuid, [songData()])
    const patched = await s.request('PATCH', `${P}/crate/${crate.crateUuid}`, {
      token: owner.token,
      body: { crateName: 'Renamed', description: null }
    })
    expect(patched.status).toBe(200)
    expect(patched.body).toMatchObject({ crateName: 'Renamed', description: null, crateSongsNumber: 1 })
    expect((await s.request('PATCH', `${P}/crate/${crate.crateUuid}`, { token: owner.token, body: {} })).status).toBe(
      400
    )
    const deleted = await s.request('DELETE', `${P}/crate/${crate.crateUuid}`, { token: owner.token })
    expect(deleted.body).toMatchObject({ crateUuid: crate.crateUuid, crateName: 'Renamed' })
    expect(await crateRow(crate.crateUuid)).toBeUndefined()
    expect(await s.knex('crate_songs').where('crateId', crate.crateUuid)).toEqual([])
    expect((await s.request('DELETE', `${P}/crate/${crate.crateUuid}`, { token: owner.token })).status).toBe(404)
    const queue = (await s.request('GET', `${P}/crate/special/queue`, { token: owner.token })).body
    const refused = await s.request('DELETE', `${P}/crate/${queue.crateUuid}`, { token: owner.token })
    expect([refused.status, refused.body.message]).toEqual([
      403,
      'The queue, likes and default crates cannot be deleted'
    ])
  })

  it('POST /api/v1/playlists/{crateUuid}/tracks adds catalogue songs by id', async () => {
    const owner = await s.member(['user'], 'tracks')
    const crate = await newCrate(owner.token)
    const seeded = (await add(owner.token, crate.crateUuid, [songData(), songData()])).body.added
    const target = await newCrate(owner.token)
    const one = await s.request('POST', `${P}/api/v1/playlists/${target.crateUuid}/tracks`, {
      token: owner.token,
      body: { songId: seeded[1].songId }
    })
    expect(one.status).toBe(200)
    expect(one.body.added.map((e: any) => [e.songId, e.position])).toEqual([[seeded[1].songId, 0]])
    const many = await s.request('POST', `${P}/api/v1/playlists/${target.crateUuid}/tracks`, {
      token: owner.token,
      body: { songId: [seeded[0].songId, seeded[1].songId], append: false }
    })
    expect(many.body.added.map((e: any) => [e.songId, e.position])).toEqual([[seeded[0].songId, 0]])
    expect(many.body.skipped.map((x: any) => x.songId)).toEqual([seeded[1].songId])
    const bad = await s.request('POST', `${P}/api/v1/playlists/${target.crateUuid}/tracks`, {
      token: owner.token,
      body: { songId: 'nope' }
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'songId'")
    await expectDense(target.crateUuid)
  })
})
