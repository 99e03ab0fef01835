import { afterAll, beforeAll, expect, it } from 'vitest'
import { demoTunes, seedSongs } from '../../src/demo/songs.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { U, playable, songRow } from './helpers.ts'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
}, 180_000)
afterAll(() => s.close())

it('makes twelve distinct demo songs with ffmpeg, uploads them through the pipeline and they end up playable', async () => {
  const admin = await s.member(['user', 'admin'], 'admin')
  const listener = await s.member(['user'], 'listener')
  await seedSongs(s.app, [await s.knex('users').where('id', admin.id).first()])
  const rows = await s.knex('uploaded_songs').orderBy('createdAt')
  expect(rows).toHaveLength(12)
  expect(new Set(rows.map((r) => r.trackName)).size).toBe(12)
  expect(rows.map((r) => r.trackName).sort()).toEqual(demoTunes.map((t) => t.title).sort())
  expect(new Set(rows.map((r) => r.sizeBytes)).size).toBeGreaterThan(1)
  for (const row of rows) {
    const done = await songRow(s, row.id, (r) => r.status === 'VERIFIED', 120_000)
    expect(done.songId).toBeTruthy()
    expect(done.duration).toBeGreaterThan(15)
  }
  const pub = await s.request('GET', `${U}/songs/public?limit=20`, { token: listener.token })
  expect(pub.body.total).toBe(12)
  const first = pub.body.data[0]
  expect(first.artwork).toBe(`${U}/songs/${first.id}/artwork`)
  const art = await fetch(`${s.url}${first.artwork}`)
  expect(art.status).toBe(200)
  expect(art.headers.get('content-type')).toBe('image/png')
  expect(
    Buffer.from(await art.arrayBuffer())
      .subarray(1, 4)
      .toString()
  ).toBe('PNG')
  const { segments } = await playable(s, first.id, listener.token)
  expect(segments).toBeGreaterThanOrEqual(8)
}, 240_000)
