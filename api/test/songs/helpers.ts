import { execFile } from 'node:child_process'
import { createDecipheriv } from 'node:crypto'
import { mkdtemp, readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg'
import { expect } from 'vitest'
import type { TestServer } from '../helpers/server.ts'
import { sleep } from '../helpers/wait.ts'

export const U = '/api/upload-service'
const run = promisify(execFile)

/** A short sine tune made by ffmpeg, with the tags given (none when empty). */
export async function tune(
  seconds: number,
  tags: Record<string, string> = {},
  frequency = 440,
  format = 'mp3'
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'spinroom-tune-'))
  const out = join(dir, `tune.${format}`)
  const metadata = Object.entries(tags).flatMap(([k, v]) => ['-metadata', `${k}=${v}`])
  await run(ffmpegInstaller.path, [
    '-v',
    'error',
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${frequency}:duration=${seconds}`,
    ...metadata,
    '-b:a',
    '64k',
    out
  ])
  return readFile(out)
}

export async function upload(
  s: TestServer,
  token: string | undefined,
  bytes: Buffer,
  name = 'song.mp3',
  field = 'song'
) {
  const form = new FormData()
  form.set(field, new Blob([new Uint8Array(bytes)]), name)
  const res = await fetch(`${s.url}${U}/upload/song`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {}
  })
  return { status: res.status, body: (await res.json()) as any }
}

/** A signed-in uploader: holds the uploadMusic capability. */
export async function uploader(s: TestServer, nickname = 'artist') {
  const member = await s.member(['user'], nickname)
  await s
    .knex('users')
    .where('id', member.id)
    .update({ capabilities: JSON.stringify(['uploadMusic']) })
  return member
}

/** Polls the song's row until `ok`, failing with the last row after `timeoutMs`. */
export async function songRow(s: TestServer, id: string, ok: (row: any) => boolean, timeoutMs = 90_000) {
  const started = Date.now()
  for (;;) {
    const row = await s.knex('uploaded_songs').where('id', id).first()
    if (ok(row)) return row
    if (Date.now() - started > timeoutMs) {
      expect(row, 'song row never reached the expected state').toBe('reached')
      return row
    }
    await sleep(100)
  }
}

/** Fetches a playlist, its key and first segment, and decrypts that segment: an MPEG-TS packet comes out. */
export async function playable(s: TestServer, id: string, token?: string) {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  const list = await fetch(`${s.url}${U}/songs/${id}/hls-playlist`, { headers: auth })
  expect(list.status).toBe(200)
  expect(list.headers.get('content-type')).toContain('application/vnd.apple.mpegurl')
  const text = await list.text()
  const keyLine = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)",IV=0x([0-9a-f]{32})/i.exec(text)
  expect(keyLine?.[1]).toBe(`${U}/songs/hls/key?songId=${id}`)
  const segments = text.split('\n').filter((l) => l && !l.startsWith('#'))
  expect(segments.length).toBeGreaterThan(0)
  expect(segments[0]).toBe(`${U}/songs/${id}/hls/segment-000.ts`)
  const key = await fetch(`${s.url}${keyLine![1]}`, { headers: auth })
  expect(key.status).toBe(200)
  expect(key.headers.get('content-type')).toBe('application/octet-stream')
  const keyBytes = Buffer.from(await key.arrayBuffer())
  expect(keyBytes.length).toBe(16)
  const segment = await fetch(`${s.url}${segments[0]}`)
  expect(segment.status).toBe(200)
  expect(segment.headers.get('cache-control')).toContain('immutable')
  const encrypted = Buffer.from(await segment.arrayBuffer())
  const decipher = createDecipheriv('aes-128-cbc', keyBytes, Buffer.from(keyLine![2]!, 'hex'))
  const plain = Buffer.concat([decipher.update(encrypted), decipher.final()])
  expect(plain[0]).toBe(0x47) // the MPEG-TS sync byte
  expect(encrypted[0] === 0x47 && encrypted[188] === 0x47).toBe(false)
  return { segments: segments.length, playlist: text }
}
