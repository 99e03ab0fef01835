import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { U, songRow, tune, uploader } from './helpers.ts'

const P = '/api/playlist-service'
const NOT_OWNER = 'Unauthorized to edit tags that not belongs to the user'
type Member = { token: string; id: string }
let s: TestServer
let artist: Member
let other: Member
let mod: Member
let id: string

const square = (background: string) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background } })
    .jpeg()
    .toBuffer()

const auth = (who?: Member): Record<string, string> => (who ? { authorization: `Bearer ${who.token}` } : {})

/** The artwork as `who` gets it: status, Cache-Control and, when served, the colour of its first pixel. */
async function served(who?: Member) {
  const res = await fetch(`${s.url}${U}/songs/${id}/artwork`, { headers: auth(who) })
  if (res.status !== 200) return { status: res.status, message: ((await res.json()) as { message: string }).message }
  const pixel = await sharp(Buffer.from(await res.arrayBuffer()))
    .raw()
    .toBuffer()
  return { status: 200, cache: res.headers.get('cache-control'), rgb: [...pixel.subarray(0, 3)] }
}

/** PUT (an image in `artwork`) or DELETE the song's artwork as `who`. */
async function change(method: 'PUT' | 'DELETE', who?: Member, image?: { bytes: Buffer; name: string }) {
  const form = new FormData()
  if (image) form.set('artwork', new Blob([new Uint8Array(image.bytes)]), image.name)
  const res = await fetch(`${s.url}${U}/songs/${id}/artwork`, {
    method,
    headers: auth(who),
    body: method === 'PUT' ? form : undefined
  })
  return { status: res.status, body: (await res.json()) as any }
}

/** What a crate holding the song shows: its song's thumbnails and the crate's own. */
async function crateArt(crateUuid: string) {
  const songs = await s.request('GET', `${P}/crate/${crateUuid}/songs`, { token: artist.token })
  const crate = await s.request('GET', `${P}/crate/${crateUuid}`, { token: artist.token })
  return { song: songs.body.data[0].thumbnails, crate: crate.body.thumbnails }
}

/** The thumbnails of the album the song's file named, which the song made with its own. */
const albumArt = async () => (await s.knex('albums').where('name', 'Night Works').first()).thumbnails

const blue = [0, 0, 255]
const red = [255, 0, 0]
const near = (rgb: number[] | undefined, want: number[]) => rgb?.every((v, i) => Math.abs(v - want[i]!) <= 8)

beforeAll(async () => {
  s = await startServer()
  artist = await uploader(s, 'painter')
  other = await s.member(['user'], 'stranger')
  mod = await s.member(['user', 'moderator'], 'reviewer')
  const form = new FormData()
  const song = await tune(2, { title: 'Night Shift', artist: 'The Painters', album: 'Night Works' })
  form.set('song', new Blob([new Uint8Array(song)]), 'song.mp3')
  form.set('artwork', new Blob([new Uint8Array(await square('#0000ff'))]), 'cover.jpg')
  const res = await fetch(`${s.url}${U}/upload/song`, { method: 'POST', body: form, headers: auth(artist) })
  expect(res.status).toBe(201)
  id = ((await res.json()) as { id: string }).id
}, 120_000)
afterAll(() => s.close())

describe("an uploaded song's artwork", () => {
  it('is shown before verification to its uploader and moderators only, privately; to everyone once verified', async () => {
    const hidden = { status: 404, message: 'Artwork not found' }
    expect(await served()).toEqual(hidden)
    expect(await served(other)).toEqual(hidden)
    for (const who of [artist, mod]) {
      const mine = await served(who)
      expect(mine).toMatchObject({ status: 200, cache: 'private, no-cache' })
      expect(near(mine.rgb, blue)).toBe(true)
    }

    await songRow(s, id, (row) => row.hlsPrefix !== null)
    expect((await s.request('POST', `${U}/songs/${id}/approve`, { token: mod.token })).status).toBe(200)
    for (const who of [undefined, other, artist]) {
      expect(await served(who)).toMatchObject({ status: 200, cache: 'public, max-age=86400' })
    }
  }, 120_000)

  it('is replaced by its uploader only: the bytes served, the song, its catalogue song, album and crates follow', async () => {
    const before = await s.knex('uploaded_songs').where('id', id).first()
    const crate = (await s.request('POST', `${P}/crate`, { token: artist.token, body: { crateName: 'Night' } })).body
    const add = { token: artist.token, body: { songs: [{ songId: before.songId }] } }
    expect((await s.request('POST', `${P}/crate/${crate.crateUuid}/songs`, add)).status).toBe(200)
    expect(await crateArt(crate.crateUuid)).toEqual({
      song: { uploadService: before.artwork },
      crate: [before.artwork]
    })
    expect(await albumArt()).toEqual({ uploadService: before.artwork })

    const redCover = { bytes: await square('#ff0000'), name: 'red.jpg' }
    expect((await change('PUT', undefined, redCover)).status).toBe(401)
    expect(await change('PUT', other, redCover)).toMatchObject({ status: 403, body: { message: NOT_OWNER } })
    expect(await change('DELETE', other)).toMatchObject({ status: 403, body: { message: NOT_OWNER } })
    const refused = await change('PUT', artist, { bytes: Buffer.from('no picture here'), name: 'cover.jpg' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe("Invalid body: 'artwork' is not an image")
    expect(refused.body.errors?.[0]?.field ?? refused.body.data?.errors?.[0]?.field).toBe('artwork')
    const empty = await change('PUT', artist)
    expect(empty.status).toBe(400)
    expect(empty.body.message).toContain("'artwork'")
    const huge = await change('PUT', artist, { bytes: Buffer.alloc(11 * 1024 * 1024, 1), name: 'cover.jpg' })
    expect(huge).toMatchObject({ status: 400, body: { message: "Invalid body: 'artwork' is larger than 5 MB" } })
    // None of those changed anything.
    expect(near((await served()).rgb, blue)).toBe(true)
    expect((await s.knex('uploaded_songs').where('id', id).first()).artwork).toBe(before.artwork)

    const replaced = await change('PUT', artist, redCover)
    expect(replaced.status).toBe(200)
    const url: string = replaced.body.artwork
    expect(url).toMatch(new RegExp(`^${U}/songs/${id}/artwork\\?v=[\\w-]+$`))
    expect(near((await served()).rgb, red)).toBe(true)
    const fetched = await fetch(`${s.url}${url}`)
    expect(fetched.status).toBe(200)
    const catalogue = await s.knex('songs').where('id', before.songId).first()
    expect(catalogue.thumbnails).toEqual({ uploadService: url })
    expect(await crateArt(crate.crateUuid)).toEqual({ song: { uploadService: url }, crate: [url] })
    expect(await albumArt()).toEqual({ uploadService: url })

    const removed = await change('DELETE', artist)
    expect(removed).toMatchObject({ status: 200, body: { id, artwork: null } })
    expect(await served(artist)).toEqual({ status: 404, message: 'Artwork not found' })
    expect((await s.knex('songs').where('id', before.songId).first()).thumbnails).toEqual({})
    expect(await crateArt(crate.crateUuid)).toEqual({ song: {}, crate: [] })
    expect(await albumArt()).toEqual({})

    // An administrator may change anyone's, and the album left without a picture takes the new one; a missing song is
    // a 404.
    const admin = await s.member(['user', 'admin'], 'boss')
    const again = await change('PUT', admin, redCover)
    expect(again.status).toBe(200)
    expect(await albumArt()).toEqual({ uploadService: again.body.artwork })
    id = '00000000-0000-4000-8000-000000000000'
    expect((await change('PUT', artist, redCover)).status).toBe(404)
  }, 60_000)
})
