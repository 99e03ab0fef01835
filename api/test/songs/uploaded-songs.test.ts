import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { feathers } from '@feathersjs/feathers'
import socketio from '@feathersjs/socketio-client'
import authentication from '@feathersjs/authentication-client'
import { io, type Socket } from 'socket.io-client'
import { startServer, type TestServer } from '../helpers/server.ts'
import { storageOf } from '../../src/lib/storage/index.ts'
import { eventually } from '../helpers/wait.ts'
import { U, playable, songRow, tune, upload, uploader } from './helpers.ts'

const SECRET = 'transcoder-secret-for-tests'
let s: TestServer
let admin: { token: string; id: string }
let mod: { token: string; id: string }
let artist: { token: string; id: string }
let other: { token: string; id: string }
let tagged: Buffer
let untagged: Buffer
const sockets: Socket[] = []

beforeAll(async () => {
  s = await startServer({ config: { providers: { TRANSCODER_WEBHOOK_SECRET: SECRET } } })
  admin = await s.member(['user', 'admin'], 'boss')
  mod = await s.member(['user', 'moderator'], 'mod')
  artist = await uploader(s, 'artist')
  other = await s.member(['user'], 'listener')
  tagged = await tune(3, { title: 'Morning Sine', artist: 'The Oscillators', album: 'Waves', genre: 'Ambient' })
  untagged = await tune(3, {}, 523)
}, 180_000)
afterAll(async () => {
  for (const socket of sockets) socket.removeAllListeners('disconnect').close()
  await s.close()
})

const count = async (table = 'uploaded_songs') => Number((await s.knex(table).count({ n: '*' }))[0]!.n)
const signed = (body: unknown, secret = SECRET) => {
  const raw = JSON.stringify(body)
  return {
    body: raw,
    headers: { 'x-transcoder-signature': createHmac('sha256', secret).update(raw).digest('hex') }
  }
}

/** A signed-in socket.io client that records the upload events it receives. */
async function listen(token: string) {
  const socket = io(s.url, { transports: ['websocket'], forceNew: true })
  sockets.push(socket)
  const client = feathers()
    .configure(socketio(socket))
    .configure(authentication({ path: 'api/user-service/authentication' }))
  await client.authenticate({ strategy: 'jwt', accessToken: token })
  const events: { event: string; song: any }[] = []
  const records = client.service('api/upload-service/uploaded-song-records')
  for (const event of ['created', 'patched', 'removed'])
    records.on(event, (song: unknown) => events.push({ event, song }))
  return events
}

describe('uploading', () => {
  it('needs a token and the uploadMusic capability', async () => {
    expect((await upload(s, undefined, tagged)).status).toBe(401)
    const denied = await upload(s, other.token, tagged)
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe("Uploading songs needs the 'uploadMusic' capability")
    expect(await count()).toBe(0)
  })

  it('refuses what is not audio, an empty file, a missing field and an oversize file, keeping nothing', async () => {
    const media = storageOf(s.app)
    const cases: [Buffer, string, string, string][] = [
      [Buffer.from('just some text, not a song at all'), 'notes.mp3', 'song', 'is not an audio file'],
      [Buffer.alloc(0), 'empty.mp3', 'song', "'song'"],
      [tagged, 'song.mp3', 'music', "'song' is required"],
      [Buffer.alloc(50 * 1024 * 1024 + 10, 1), 'huge.mp3', 'song', "'song' is larger than 50 MB"]
    ]
    for (const [bytes, name, field, message] of cases) {
      const res = await upload(s, artist.token, bytes, name, field)
      expect(res.status, name).toBe(400)
      expect(res.body.message, name).toContain(message)
    }
    expect(await count()).toBe(0)
    expect(await media.exists('songs')).toBe(false)
  })

  it('walks an untagged upload from MISSING_METADATA through its transcode to a review, with events', async () => {
    const own = await listen(artist.token)
    const mods = await listen(mod.token)
    const stranger = await listen(other.token)
    const res = await upload(s, artist.token, untagged, 'demo take.mp3')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      userId: artist.id,
      uploaderNickname: expect.stringMatching(/^artist/),
      status: 'MISSING_METADATA',
      originalName: 'demo take.mp3',
      mimeType: 'audio/mpeg',
      codec: 'mp3',
      trackName: null,
      artistName: null,
      transcodeProgress: 0,
      hlsReady: false,
      songId: null
    })
    expect(res.body.duration).toBeGreaterThan(2.9)
    expect(res.body.sizeBytes).toBe(untagged.length)
    const id = res.body.id
    expect(await storageOf(s.app).exists(`songs/${id}/original`)).toBe(true)

    // Only its uploader completes the tags (the seed's message otherwise); title and artist are required.
    const foreign = await s.request('POST', `${U}/metadata`, {
      token: other.token,
      body: { songId: id, trackName: 'Stolen', artistName: 'Thief' }
    })
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe('Unauthorized to edit tags that not belongs to the user')
    const partial = await s.request('POST', `${U}/metadata`, {
      token: artist.token,
      body: { songId: id, trackName: 'x' }
    })
    expect(partial.status).toBe(400)
    expect(partial.body.message).toContain("'artistName'")
    const nul = await s.request('POST', `${U}/metadata`, {
      token: artist.token,
      body: { songId: id, trackName: 'a\u0000b', artistName: 'c' }
    })
    expect(nul.status).toBe(400)
    expect(nul.body.message).toContain("'trackName'")
    expect((await s.knex('uploaded_songs').where('id', id).first()).status).toBe('MISSING_METADATA')

    const done = await s.request('POST', `${U}/metadata`, {
      token: artist.token,
      body: { songId: id, trackName: 'Second Take', artistName: 'The Oscillators', releaseYear: 2026, genre: 'Drone' }
    })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ status: 'VERIFICATION_POSTPONED', trackName: 'Second Take', releaseYear: 2026 })

    const ready = await songRow(s, id, (r) => r.hlsPrefix !== null)
    // A user's upload waits for a moderator once transcoded.
    expect(ready).toMatchObject({ status: 'VERIFICATION_POSTPONED', transcodeProgress: 100, songId: null })
    // Socket events may trail the row a little.
    const progressOf = () =>
      own.filter((e) => e.event === 'patched' && e.song.id === id).map((e) => e.song.transcodeProgress)
    const progress = await eventually(
      async () => progressOf(),
      (p) => p.at(-1) === 100
    )
    expect(progress.at(-1)).toBe(100)
    expect(own.some((e) => e.event === 'created' && e.song.id === id)).toBe(true)
    expect(mods.some((e) => e.event === 'patched' && e.song.id === id && e.song.hlsReady)).toBe(true)
    expect(stranger.filter((e) => e.song.id === id)).toEqual([])
    expect(own.at(-1)!.song).not.toHaveProperty('hlsKey')

    // Before verification: the seed's 403 for others, the stream for its uploader and moderators (to review it).
    const early = await s.request('GET', `${U}/songs/${id}/hls-playlist`, { token: other.token })
    expect(early.status).toBe(403)
    expect(early.body.message).toBe('Song is not verified')
    const earlyKey = await s.request('GET', `${U}/songs/hls/key?songId=${id}`, { token: other.token })
    expect(earlyKey.status).toBe(403)
    expect((await s.request('GET', `${U}/songs/${id}`, { token: other.token })).status).toBe(404)
    await playable(s, id, artist.token)
    await playable(s, id, mod.token)

    // Approval needs a moderator; it makes the song VERIFIED and a catalogue song.
    expect((await s.request('POST', `${U}/songs/${id}/approve`, { token: artist.token })).status).toBe(403)
    const approved = await s.request('POST', `${U}/songs/${id}/approve`, { token: mod.token })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ status: 'VERIFIED', verifiedBy: mod.id, hlsReady: true })
    const catalogue = await s.knex('songs').where('id', approved.body.songId).first()
    expect(catalogue).toMatchObject({ trackName: 'Second Take', artistName: 'The Oscillators', genre: 'Drone' })
    expect(catalogue.musicProviders).toEqual({ uploadService: id })
    const { segments } = await playable(s, id, other.token)
    expect(segments).toBeGreaterThanOrEqual(2)
    expect((await s.request('GET', `${U}/songs/${id}`, { token: other.token })).body.status).toBe('VERIFIED')
  }, 180_000)

  it("verifies an administrator's upload as soon as it is transcoded", async () => {
    const res = await upload(s, admin.token, tagged, 'morning.mp3')
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      status: 'VERIFICATION_POSTPONED',
      trackName: 'Morning Sine',
      artistName: 'The Oscillators',
      albumName: 'Waves',
      genre: 'Ambient'
    })
    const row = await songRow(s, res.body.id, (r) => r.status === 'VERIFIED')
    expect(row.verifiedBy).toBe(admin.id)
    expect(row.songId).toBeTruthy()
    await playable(s, res.body.id, other.token)
  }, 180_000)

  it('never lets a song be VERIFIED without segments (the database refuses)', async () => {
    const res = await upload(s, artist.token, untagged, 'raw.mp3')
    await expect(s.knex('uploaded_songs').where('id', res.body.id).update({ status: 'VERIFIED' })).rejects.toThrow(
      /uploaded_songs_verified_has_segments/
    )
    const approve = await s.request('POST', `${U}/songs/${res.body.id}/approve`, { token: mod.token })
    expect(approve.status).toBe(409)
    expect(approve.body.message).toBe('Song has no HLS segments yet')
  })
})

describe('lists, search, tags and deletion', () => {
  let verifiedId: string
  let privateId: string

  beforeAll(async () => {
    const one = await upload(s, admin.token, await tune(2, { title: 'Copper Wire', artist: 'Ohm Trio' }, 330))
    const two = await upload(s, admin.token, await tune(2, { title: 'Silent Copper', artist: 'Ohm Trio' }, 392))
    verifiedId = one.body.id
    privateId = two.body.id
    await songRow(s, verifiedId, (r) => r.status === 'VERIFIED')
    await songRow(s, privateId, (r) => r.status === 'VERIFIED')
    const hidden = await s.request('PATCH', `${U}/songs/${privateId}`, {
      token: admin.token,
      body: { isPublic: false }
    })
    expect(hidden.body.isPublic).toBe(false)
  }, 180_000)

  it('lists verified songs, the public ones, and every upload for moderators', async () => {
    const all = await s.request('GET', `${U}/songs?limit=100`, { token: other.token })
    expect(all.status).toBe(200)
    expect(all.body.data.every((x: any) => x.status === 'VERIFIED')).toBe(true)
    expect(all.body.data.map((x: any) => x.id)).toEqual(expect.arrayContaining([verifiedId, privateId]))
    const pub = await s.request('GET', `${U}/songs/public?limit=100`, { token: other.token })
    expect(pub.body.data.map((x: any) => x.id)).toContain(verifiedId)
    expect(pub.body.data.map((x: any) => x.id)).not.toContain(privateId)
    expect(pub.body.total).toBe(pub.body.data.length)
    const byUser = await s.request('GET', `${U}/songs?userId=${artist.id}`, { token: other.token })
    expect(byUser.body.data.every((x: any) => x.userId === artist.id)).toBe(true)

    expect((await s.request('GET', `${U}/uploads`, { token: other.token })).status).toBe(403)
    const waiting = await s.request('GET', `${U}/uploads?status=MISSING_METADATA`, { token: mod.token })
    expect(waiting.status).toBe(200)
    expect(waiting.body.total).toBeGreaterThan(0)
    expect(waiting.body.data.every((x: any) => x.status === 'MISSING_METADATA')).toBe(true)
    const bad = await s.request('GET', `${U}/uploads?status=DONE`, { token: mod.token })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'status'")
  })

  it('searches the tags of verified songs; an empty term finds nothing', async () => {
    const found = await s.request('GET', `${U}/search?term=copper%20ohm`, { token: other.token })
    expect(found.status).toBe(200)
    expect(found.body.data.map((x: any) => x.trackName).sort()).toEqual(['Copper Wire', 'Silent Copper'])
    const one = await s.request('GET', `${U}/search?term=silent`, { token: other.token })
    expect(one.body.data.map((x: any) => x.id)).toEqual([privateId])
    const none = await s.request('GET', `${U}/search?term=%20`, { token: other.token })
    expect(none.body).toEqual({ data: [], total: 0, limit: 50, offset: 0 })
    expect((await s.request('GET', `${U}/search?term=100%25`, { token: other.token })).body.total).toBe(0)
    expect((await s.request('GET', `${U}/search`, { token: other.token })).status).toBe(400)
  })

  it("edits tags: the uploader only, the seed's 403 for others, 400 naming a bad field", async () => {
    const foreign = await s.request('PATCH', `${U}/songs/${verifiedId}`, {
      token: other.token,
      body: { genre: 'Noise' }
    })
    expect(foreign.status).toBe(403)
    expect(foreign.body.message).toBe('Unauthorized to edit tags that not belongs to the user')
    const bad = await s.request('PATCH', `${U}/songs/${verifiedId}`, { token: admin.token, body: { releaseYear: 12 } })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'releaseYear'")
    const untitled = await s.request('PATCH', `${U}/songs/${verifiedId}`, {
      token: admin.token,
      body: { trackName: null }
    })
    expect(untitled.status).toBe(400)
    expect(untitled.body.message).toContain("'trackName'")
    // Fields outside the tags are dropped (the validator's removeAdditional): the status stays the server's.
    const rejected = await s.request('PATCH', `${U}/songs/${verifiedId}`, {
      token: admin.token,
      body: { genre: 'Glitch', status: 'UNVERIFIED', hlsKey: 'x' }
    })
    expect(rejected.body).toMatchObject({ genre: 'Glitch', status: 'VERIFIED' })
    const ok = await s.request('PATCH', `${U}/songs/${verifiedId}`, {
      token: admin.token,
      body: { genre: 'Minimal', explicit: true, artwork: 'https://example.com/a.png' }
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({
      genre: 'Minimal',
      explicit: true,
      artwork: 'https://example.com/a.png',
      status: 'VERIFIED'
    })
    expect(
      (
        await s.request('PATCH', `${U}/songs/00000000-0000-4000-8000-000000000000`, {
          token: admin.token,
          body: { genre: 'x' }
        })
      ).status
    ).toBe(404)
  })

  it("a tag edit renames the upload's own catalogue song and links its new artist and album", async () => {
    const edited = await s.request('PATCH', `${U}/songs/${privateId}`, {
      token: admin.token,
      body: { trackName: 'Quiet Copper', artistName: 'Ohm Quartet', albumName: 'Resistance', genre: 'Ambient' }
    })
    expect(edited.status).toBe(200)
    const { songId } = await s.knex('uploaded_songs').where('id', privateId).first('songId')
    const song = await s.knex('songs').where('id', songId).first()
    expect(song).toMatchObject({ trackName: 'Quiet Copper', artistName: 'Ohm Quartet', albumName: 'Resistance' })
    expect(song.genre).toBe('Ambient')
    const artistRow = await s.knex('artists').where('id', song.artistId).first('name')
    const albumRow = await s.knex('albums').where('id', song.albumId).first('name')
    expect([artistRow.name, albumRow.name]).toEqual(['Ohm Quartet', 'Resistance'])
    expect(await s.knex('genres').whereRaw('lower(name) = ?', ['ambient']).first()).toBeTruthy()
  })

  it('rejects a song with a reason (moderators only)', async () => {
    const res = await upload(s, artist.token, untagged, 'reject-me.mp3')
    const empty = await s.request('POST', `${U}/songs/${res.body.id}/reject`, {
      token: mod.token,
      body: { reason: '' }
    })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toContain("'reason'")
    const rejected = await s.request('POST', `${U}/songs/${res.body.id}/reject`, {
      token: mod.token,
      body: { reason: 'Not your recording' }
    })
    expect(rejected.status).toBe(200)
    expect(rejected.body).toMatchObject({ status: 'UNVERIFIED', error: 'Not your recording', verifiedBy: mod.id })
  })

  it('deletes a song with its files and segments; the catalogue song loses its upload id', async () => {
    const row = await s.knex('uploaded_songs').where('id', verifiedId).first()
    const media = storageOf(s.app)
    expect(await media.exists(`${row.hlsPrefix}/index.m3u8`)).toBe(true)
    const foreign = await s.request('DELETE', `${U}/songs/${verifiedId}`, { token: other.token })
    expect(foreign.status).toBe(403)
    const gone = await s.request('DELETE', `${U}/songs/${verifiedId}`, { token: admin.token })
    expect(gone.status).toBe(200)
    expect(gone.body.id).toBe(verifiedId)
    expect(await s.knex('uploaded_songs').where('id', verifiedId).first()).toBeUndefined()
    expect(await media.exists(`${row.hlsPrefix}/index.m3u8`)).toBe(false)
    expect(await media.exists(`songs/${verifiedId}/original`)).toBe(false)
    const song = await s.knex('songs').where('id', row.songId).first()
    expect(song.musicProviders).toEqual({})
    expect((await s.request('GET', `${U}/songs/${verifiedId}`, { token: admin.token })).status).toBe(404)
    expect((await fetch(`${s.url}${U}/songs/${verifiedId}/hls/segment-000.ts`)).status).toBe(404)
  })
})

describe('the transcoder hook and retries', () => {
  it('answers 401 to a bad signature and writes nothing', async () => {
    const res = await upload(s, artist.token, tagged, 'hooked.mp3')
    await songRow(s, res.body.id, (r) => r.hlsPrefix !== null)
    const before = await s.knex('uploaded_songs').where('id', res.body.id).first()
    for (const headers of [{}, { 'x-transcoder-signature': 'abc' }, signed({ x: 1 }, 'wrong-secret').headers]) {
      const bad = await s.request('POST', `${U}/upload/transcoder_sns`, {
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ songId: res.body.id, status: 'FAILED' })
      })
      expect(bad.status).toBe(401)
      expect(bad.body.message).toBe('Invalid transcoder signature')
    }
    expect(await s.knex('uploaded_songs').where('id', res.body.id).first()).toEqual(before)
  }, 180_000)

  it('records a failure reported by the transcoder; a moderator retries it and it completes', async () => {
    const res = await upload(s, artist.token, tagged, 'retry.mp3')
    await songRow(s, res.body.id, (r) => r.hlsPrefix !== null)
    // Back to waiting, as if an outside transcoder had it.
    await s.knex('uploaded_songs').where('id', res.body.id).update({ transcodeProgress: 40 })
    const report = signed({ songId: res.body.id, status: 'FAILED', error: 'codec exploded' })
    const failed = await s.request('POST', `${U}/upload/transcoder_sns`, {
      headers: { 'content-type': 'application/json', ...report.headers },
      body: report.body
    })
    expect(failed.status).toBe(200)
    expect(failed.body).toEqual({ songId: res.body.id, status: 'VERIFICATION_ERROR' })
    expect(await s.knex('uploaded_songs').where('id', res.body.id).first()).toMatchObject({
      status: 'VERIFICATION_ERROR',
      error: 'codec exploded'
    })
    const invalid = signed({ songId: res.body.id, status: 'DONE' })
    const refused = await s.request('POST', `${U}/upload/transcoder_sns`, {
      headers: { 'content-type': 'application/json', ...invalid.headers },
      body: invalid.body
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain("'status'")

    expect((await s.request('POST', `${U}/songs/${res.body.id}/retry-transcode`, { token: artist.token })).status).toBe(
      403
    )
    const retried = await s.request('POST', `${U}/songs/${res.body.id}/retry-transcode`, { token: mod.token })
    expect(retried.status).toBe(200)
    expect(retried.body).toMatchObject({ status: 'VERIFICATION_POSTPONED', transcodeProgress: 0, error: null })
    const again = await s.request('POST', `${U}/songs/${res.body.id}/retry-transcode`, { token: mod.token })
    expect(again.status).toBe(409)
    const done = await songRow(s, res.body.id, (r) => r.transcodeProgress === 100)
    expect(done.status).toBe('VERIFICATION_POSTPONED')
    await playable(s, res.body.id, mod.token)
  }, 180_000)

  it("takes an outside transcoder's completed rendition from the song's storage folder", async () => {
    const done = await upload(s, admin.token, tagged, 'source.mp3')
    const source = await songRow(s, done.body.id, (r) => r.status === 'VERIFIED')
    const waiting = await upload(s, artist.token, untagged, 'outside.mp3')
    const id = waiting.body.id
    await s
      .knex('uploaded_songs')
      .where('id', id)
      .update({ status: 'VERIFICATION_POSTPONED', trackName: 'Outside', artistName: 'Transcoder' })
    const post = (body: unknown) => {
      const report = signed(body)
      return s.request('POST', `${U}/upload/transcoder_sns`, {
        headers: { 'content-type': 'application/json', ...report.headers },
        body: report.body
      })
    }
    const early = await post({ songId: id, status: 'COMPLETED' })
    expect(early.status).toBe(400)
    expect(early.body.message).toContain(`songs/${id}/hls/external/index.m3u8`)
    expect((await s.knex('uploaded_songs').where('id', id).first()).hlsPrefix).toBeNull()

    // What the outside transcoder writes: a playlist, its segments and their 16-byte key.
    const media = storageOf(s.app)
    const prefix = `songs/${id}/hls/external`
    for (const name of ['index.m3u8', 'segment-000.ts', 'segment-001.ts'])
      await media.put(
        `${prefix}/${name}`,
        (await media.get(`${source.hlsPrefix}/${name}`))!,
        'application/octet-stream'
      )
    await media.put(`${prefix}/key`, Buffer.from(source.hlsKey), 'application/octet-stream')
    const completed = await post({ songId: id, status: 'COMPLETED' })
    expect(completed.status).toBe(200)
    expect(completed.body).toEqual({ songId: id, status: 'VERIFICATION_POSTPONED' })
    expect(await s.knex('uploaded_songs').where('id', id).first()).toMatchObject({
      hlsPrefix: prefix,
      transcodeProgress: 100
    })
    await playable(s, id, mod.token)
    const unknown = await post({ songId: '00000000-0000-4000-8000-000000000000', status: 'FAILED' })
    expect(unknown.status).toBe(404)
  }, 180_000)

  it('answers 503 naming the setting when the hook has no secret', async () => {
    const bare = await startServer()
    try {
      const res = await bare.request('POST', `${U}/upload/transcoder_sns`, {
        body: { songId: '00000000-0000-4000-8000-000000000000', status: 'FAILED' }
      })
      expect(res.status).toBe(503)
      expect(res.body.message).toContain('TRANSCODER_WEBHOOK_SECRET')
    } finally {
      await bare.close()
    }
  }, 180_000)
})
