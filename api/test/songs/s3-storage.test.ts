import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { storageOf } from '../../src/lib/storage/index.ts'
import { startServer, type TestServer } from '../helpers/server.ts'
import { U, playable, songRow, tune, upload } from './helpers.ts'

/** A stand-in for an S3-compatible server (path-style): put, get, head, list-objects-v2 and delete-objects. */
function standIn() {
  const objects = new Map<string, Buffer>()
  const requests: string[] = []
  const body = (req: IncomingMessage) =>
    new Promise<Buffer>((done) => {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c)).on('end', () => done(Buffer.concat(chunks)))
    })
  const xml = (text: string) => `<?xml version="1.0" encoding="UTF-8"?>${text}`
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3.local')
    const [, bucket, ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    requests.push(`${req.method} ${bucket}/${key}${url.search}`)
    const data = await body(req)
    if (req.method === 'PUT' && key) {
      objects.set(key, data)
      return res.writeHead(200, { etag: '"x"' }).end()
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && key) {
      const found = objects.get(key)
      if (!found)
        return res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(req.method === 'HEAD' ? undefined : xml('<Error><Code>NoSuchKey</Code></Error>'))
      return res.writeHead(200, { 'content-length': found.length }).end(req.method === 'HEAD' ? undefined : found)
    }
    if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? ''
      const keys = [...objects.keys()].filter((k) => k.startsWith(prefix))
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          xml(
            `<ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}</ListBucketResult>`
          )
        )
    }
    if (req.method === 'POST' && url.searchParams.has('delete')) {
      const keys = [...data.toString().matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!)
      for (const k of keys) objects.delete(k)
      return res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(xml(`<DeleteResult>${keys.map((k) => `<Deleted><Key>${k}</Key></Deleted>`).join('')}</DeleteResult>`))
    }
    res.writeHead(400).end()
  })
  return { server, objects, requests }
}

const s3 = standIn()
let s: TestServer

beforeAll(async () => {
  await new Promise<void>((done) => s3.server.listen(0, '127.0.0.1', done))
  const endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`
  s = await startServer({
    config: {
      providers: {
        S3_BUCKET: 'media',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret'
      }
    }
  })
}, 180_000)
afterAll(async () => {
  await s.close()
  await new Promise<void>((done) => s3.server.close(() => done()))
})

it('keeps songs and their segments in an S3-compatible bucket when S3_* is set, and removes them with the song', async () => {
  expect(storageOf(s.app).kind).toBe('s3')
  const admin = await s.member(['user', 'admin'], 'admin')
  const res = await upload(s, admin.token, await tune(3, { title: 'Bucket Song', artist: 'Cloud' }))
  expect(res.status).toBe(201)
  const id = res.body.id
  expect(s3.objects.has(`songs/${id}/original`)).toBe(true)
  const row = await songRow(s, id, (r) => r.status === 'VERIFIED')
  expect(s3.objects.has(`${row.hlsPrefix}/index.m3u8`)).toBe(true)
  expect([...s3.objects.keys()].filter((k) => k.endsWith('.ts')).length).toBeGreaterThanOrEqual(2)
  expect(s3.requests.every((r) => r.split(' ')[1]!.startsWith('media/'))).toBe(true)
  await playable(s, id, admin.token)

  const gone = await s.request('DELETE', `${U}/songs/${id}`, { token: admin.token })
  expect(gone.status).toBe(200)
  expect([...s3.objects.keys()].filter((k) => k.startsWith(`songs/${id}/`))).toEqual([])
}, 180_000)
