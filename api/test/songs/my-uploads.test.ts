import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { U, tune, upload, uploader } from './helpers.ts'

let s: TestServer
let artist: { token: string; id: string }
let other: { token: string; id: string }
let listener: { token: string; id: string }
let untagged: Buffer

beforeAll(async () => {
  s = await startServer()
  artist = await uploader(s, 'artist')
  other = await uploader(s, 'other')
  listener = await s.member(['user'], 'listener')
  untagged = await tune(2, {}, 330)
}, 180_000)
afterAll(() => s.close())

describe("an uploader's own uploads", () => {
  it('lists only the caller’s uploads, whatever their status, newest first, filtered by status', async () => {
    const first = await upload(s, artist.token, untagged, 'first take.mp3')
    const second = await upload(s, artist.token, untagged, 'second take.mp3')
    const foreign = await upload(s, other.token, untagged, 'not yours.mp3')
    expect([first.status, second.status, foreign.status]).toEqual([201, 201, 201])
    expect(first.body.status).toBe('MISSING_METADATA')

    const mine = await s.request('GET', `${U}/uploads/mine`, { token: artist.token })
    expect(mine.status).toBe(200)
    expect(mine.body.total).toBe(2)
    expect(mine.body.data.map((x: any) => x.originalName)).toEqual(['second take.mp3', 'first take.mp3'])
    expect(mine.body.data[0]).toMatchObject({ userId: artist.id, status: 'MISSING_METADATA', transcodeProgress: 0 })

    const waiting = await s.request('GET', `${U}/uploads/mine?status=MISSING_METADATA&limit=1`, {
      token: artist.token
    })
    expect(waiting.body).toMatchObject({ total: 2, limit: 1, offset: 0 })
    expect(waiting.body.data.map((x: any) => x.id)).toEqual([second.body.id])
    const verified = await s.request('GET', `${U}/uploads/mine?status=VERIFIED`, { token: artist.token })
    expect(verified.body).toMatchObject({ data: [], total: 0 })

    const theirs = await s.request('GET', `${U}/uploads/mine`, { token: other.token })
    expect(theirs.body.data.map((x: any) => x.id)).toEqual([foreign.body.id])
    const none = await s.request('GET', `${U}/uploads/mine`, { token: listener.token })
    expect(none.status).toBe(200)
    expect(none.body).toMatchObject({ data: [], total: 0 })
  })

  it('needs a signed-in user; a bad status or paging is a 400 naming the field', async () => {
    expect((await s.request('GET', `${U}/uploads/mine`)).status).toBe(401)
    const bad = await s.request('GET', `${U}/uploads/mine?status=DONE`, { token: artist.token })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain("'status'")
    const nul = await s.request('GET', `${U}/uploads/mine?status=VERIFIED%00`, { token: artist.token })
    expect(nul.status).toBe(400)
    expect(nul.body.message).toContain("'status'")
    const paging = await s.request('GET', `${U}/uploads/mine?limit=-1`, { token: artist.token })
    expect(paging.status).toBe(400)
    expect(paging.body.message).toContain("'limit'")
  })
})
