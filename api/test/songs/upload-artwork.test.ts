import { execFile } from 'node:child_process'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { storageOf } from '../../src/lib/storage/index.ts'
import { U, songRow, tune, uploader } from './helpers.ts'

const P = '/api/playlist-service'
let s: TestServer
let admin: { token: string; id: string }
let artist: { token: string; id: string }
let song: Buffer
let cover: Buffer

/** A song upload with the artwork given (field `artwork`), as the player sends it. */
async function send(token: string, bytes: Buffer, artwork?: { bytes: Buffer; name: string; type?: string }) {
  const form = new FormData()
  form.set('song', new Blob([new Uint8Array(bytes)]), 'song.mp3')
  if (artwork) form.set('artwork', new Blob([new Uint8Array(artwork.bytes)], { type: artwork.type }), artwork.name)
  const res = await fetch(`${s.url}${U}/upload/song`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` }
  })
  return { status: res.status, body: (await res.json()) as any }
}

/** The artwork the server serves for a song (to its uploader before verification): status, type and image size. */
async function served(id: string, token?: string) {
  const res = await fetch(`${s.url}${U}/songs/${id}/artwork`, {
    headers: token ? { authorization: `Bearer ${token}` } : {}
  })
  if (res.status !== 200) return { status: res.status }
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
  return { status: res.status, type: res.headers.get('content-type'), width: meta.width, height: meta.height }
}

const count = async () => Number((await s.knex('uploaded_songs').count({ n: '*' }))[0]!.n)

beforeAll(async () => {
  s = await startServer()
  admin = await s.member(['user', 'admin'], 'boss')
  artist = await uploader(s, 'painter')
  song = await tune(2, { title: 'Blue Hour', artist: 'The Painters' })
  // A landscape photo-like JPEG: kept as a square PNG.
  cover = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .toBuffer()
}, 120_000)
afterAll(() => s.close())

describe("an upload's artwork", () => {
  it('is kept as a 500 px PNG, served, and becomes the thumbnail of its catalogue song in crates', async () => {
    const res = await send(admin.token, song, { bytes: cover, name: 'cover.jpg', type: 'image/jpeg' })
    expect(res.status).toBe(201)
    const id = res.body.id
    expect(res.body.artwork).toBe(`${U}/songs/${id}/artwork`)
    expect(await served(id, admin.token)).toEqual({ status: 200, type: 'image/png', width: 500, height: 500 })
    expect(await storageOf(s.app).exists(`songs/${id}/artwork.png`)).toBe(true)
    const mine = await s.request('GET', `${U}/uploads/mine`, { token: admin.token })
    expect(mine.body.data[0]).toMatchObject({ id, artwork: `${U}/songs/${id}/artwork` })

    // Verified (an administrator's upload, once transcoded): the catalogue song shows it wherever it goes.
    const verified = await songRow(s, id, (row) => row.status === 'VERIFIED')
    const catalogue = await s.knex('songs').where('id', verified.songId).first()
    expect(catalogue.thumbnails).toEqual({ uploadService: `${U}/songs/${id}/artwork` })
    const crate = (await s.request('POST', `${P}/crate`, { token: admin.token, body: { crateName: 'Blue' } })).body
    const added = await s.request('POST', `${P}/crate/${crate.crateUuid}/songs`, {
      token: admin.token,
      body: { songs: [{ songId: verified.songId }] }
    })
    expect(added.status).toBe(200)
    const songs = await s.request('GET', `${P}/crate/${crate.crateUuid}/songs`, { token: admin.token })
    expect(songs.body.data[0].thumbnails).toEqual({ uploadService: `${U}/songs/${id}/artwork` })
    const crateNow = await s.request('GET', `${P}/crate/${crate.crateUuid}`, { token: admin.token })
    expect(crateNow.body.thumbnails).toEqual([`${U}/songs/${id}/artwork`])

    // Deleting the song deletes its artwork.
    expect((await s.request('DELETE', `${U}/songs/${id}`, { token: admin.token })).status).toBe(200)
    expect((await served(id)).status).toBe(404)
  }, 120_000)

  it("takes the picture in the file's tags when none is sent, and has none when neither is there", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'spinroom-artwork-'))
    const picture = join(dir, 'cover.png')
    const tagged = join(dir, 'tagged.mp3')
    const run = promisify(execFile)
    await run(ffmpegInstaller.path, [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      'color=c=red:s=64x64',
      '-frames:v',
      '1',
      picture
    ])
    await run(ffmpegInstaller.path, [
      ...['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=2', '-i', picture, '-map', '0:a', '-map', '1:v'],
      ...['-c:v', 'png', '-disposition:v', 'attached_pic', '-id3v2_version', '3', '-b:a', '64k', tagged]
    ])
    const withPicture = await send(artist.token, await readFile(tagged))
    expect(withPicture.status).toBe(201)
    expect(withPicture.body.artwork).toBe(`${U}/songs/${withPicture.body.id}/artwork`)
    expect(await served(withPicture.body.id, artist.token)).toMatchObject({ status: 200, width: 500, height: 500 })

    const bare = await send(artist.token, await tune(2, {}, 600))
    expect(bare.status).toBe(201)
    expect(bare.body.artwork).toBeNull()
    const missing = await fetch(`${s.url}${U}/songs/${bare.body.id}/artwork`, {
      headers: { authorization: `Bearer ${artist.token}` }
    })
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as { message: string }).message).toBe('Artwork not found')
  }, 60_000)

  it('refuses an artwork that is not an image, of another kind or too large, naming the field and keeping nothing', async () => {
    const before = await count()
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>'
    )
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .tiff()
      .toBuffer()
    // Random bytes do not compress: well over 5 MB as a PNG's payload.
    const huge = Buffer.alloc(5 * 1024 * 1024 + 1, 7)
    const cases: [Buffer, string, string][] = [
      [Buffer.from('only words, no picture'), 'cover.jpg', "Invalid body: 'artwork' is not an image"],
      [Buffer.from('\u0000\u0000\u0000'), 'nul.png', "Invalid body: 'artwork' is not an image"],
      [svg, 'cover.svg', "Invalid body: 'artwork' is svg; send JPEG, PNG, WebP, GIF or AVIF"],
      [tiff, 'cover.tiff', "Invalid body: 'artwork' is tiff; send JPEG, PNG, WebP, GIF or AVIF"],
      [huge, 'huge.png', "Invalid body: 'artwork' is larger than 5 MB"]
    ]
    for (const [bytes, name, message] of cases) {
      const res = await send(artist.token, song, { bytes, name })
      expect(res.status, name).toBe(400)
      expect(res.body.message, name).toBe(message)
      expect(res.body.errors?.[0]?.field ?? res.body.data?.errors?.[0]?.field, name).toBe('artwork')
    }
    expect(await count()).toBe(before)
  })
})
