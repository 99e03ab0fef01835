import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type TestServer } from '../helpers/server.ts'
import { P } from './helpers.ts'

const IMAGE = randomBytes(32 * 1024)
const LARGE = 5 * 1024 * 1024 + 1
let s: TestServer
let host: ImageHost
let elsewhere: ImageHost

interface ImageHost {
  base: string
  calls: string[]
  server: Server
}

/** A stand-in for a provider's image host: an image, and the ways a host can fail or mislead. */
async function imageHost(redirectTo = ''): Promise<ImageHost> {
  const calls: string[] = []
  const server = createServer((req, res) => {
    calls.push(`${req.method} ${req.url} ${req.headers.authorization ?? ''}${req.headers.cookie ?? ''}`.trim())
    const image = { 'content-type': 'image/jpeg', etag: '"art-1"', 'last-modified': 'Tue, 01 Dec 2026 10:00:00 GMT' }
    switch (req.url) {
      case '/image/cover.jpg':
        // As a host revalidates: the same version is a 304 without a body.
        if (req.headers['if-none-match'] === image.etag) return res.writeHead(304, { etag: image.etag }).end()
        return res.writeHead(200, { ...image, 'content-length': IMAGE.length }).end(IMAGE)
      case '/image/hop':
        return res.writeHead(302, { location: '/image/cover.jpg' }).end()
      case '/image/away':
        return res.writeHead(302, { location: `${redirectTo}/image/cover.jpg` }).end()
      case '/image/page':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>not a picture</html>')
      case '/image/drawing.svg':
        return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end('<svg onload="alert(1)"/>')
      case '/image/huge':
        // No length announced: the cap must hold while the bytes come.
        return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(LARGE))
      case '/image/huge-declared':
        return res.writeHead(200, { 'content-type': 'image/png', 'content-length': LARGE }).end(Buffer.alloc(LARGE))
      case '/image/broken':
        return res.writeHead(500, { 'content-type': 'text/plain' }).end('oops')
      default:
        return res.writeHead(404, { 'content-type': 'text/plain' }).end('no such image')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls, server }
}

beforeAll(async () => {
  elsewhere = await imageHost()
  host = await imageHost(elsewhere.base)
  // The stand-in is allowed as the setting allows a self-hosted image host; `elsewhere` is not.
  s = await startServer({ config: { providers: { PROVIDER_ARTWORK_HOSTS: `${host.base}, *.example.org` } } })
})
afterAll(async () => {
  await s?.close()
  for (const stand of [host, elsewhere]) await new Promise((resolve) => stand?.server.close(resolve))
})

const artwork = async (url?: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${s.url}${P}/proxy/artwork${url === undefined ? '' : `?url=${encodeURIComponent(url)}`}`, {
    headers
  })
  const bytes = Buffer.from(await res.arrayBuffer())
  const json = () => JSON.parse(bytes.toString()) as { message: string }
  return { status: res.status, headers: res.headers, bytes, json }
}

describe('Discord-activity artwork proxy', () => {
  it('relays an image from an allowed host, with its type and caching headers, and sends no credential', async () => {
    const res = await artwork(`${host.base}/image/cover.jpg`)
    expect(res.status).toBe(200)
    expect(res.bytes.equals(IMAGE)).toBe(true)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(res.headers.get('content-length')).toBe(String(IMAGE.length))
    expect(res.headers.get('etag')).toBe('"art-1"')
    expect(res.headers.get('last-modified')).toBe('Tue, 01 Dec 2026 10:00:00 GMT')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(host.calls.at(-1)).toBe('GET /image/cover.jpg')
  })

  it("asks the host to revalidate a browser's copy: the host's 304 is relayed without a body", async () => {
    const fresh = await artwork(`${host.base}/image/cover.jpg`, { 'if-none-match': '"art-1"' })
    expect(fresh.status).toBe(304)
    expect(fresh.bytes.length).toBe(0)
    expect(fresh.headers.get('etag')).toBe('"art-1"')
    expect(fresh.headers.get('cache-control')).toBe('public, max-age=86400')
    const stale = await artwork(`${host.base}/image/cover.jpg`, { 'if-none-match': '"art-0"' })
    expect(stale.status).toBe(200)
    expect(stale.bytes.equals(IMAGE)).toBe(true)
  })

  it('follows a redirect that stays on an allowed host', async () => {
    const res = await artwork(`${host.base}/image/hop`)
    expect(res.status).toBe(200)
    expect(res.bytes.equals(IMAGE)).toBe(true)
  })

  it('is no open proxy: 400 naming url, and no call out, for what is not an https URL of an image host', async () => {
    const before = host.calls.length + elsewhere.calls.length
    const refused = [
      undefined,
      '',
      'not a url',
      'https://evil.example/x.jpg',
      'https://i.scdn.co.evil.example/x.jpg',
      'https://example.org/x.jpg',
      'http://i.scdn.co/image/ab67',
      'https://i.scdn.co:8443/image/ab67',
      'https://user:pass@i.scdn.co/image/ab67',
      'file:///etc/passwd',
      `${elsewhere.base}/image/cover.jpg`,
      `${host.base.replace('127.0.0.1', 'localhost')}/image/cover.jpg`,
      `${host.base}/image/a\u0000b.jpg`,
      `https://i.scdn.co/image/${'a'.repeat(2100)}`
    ]
    for (const url of refused) {
      const res = await artwork(url)
      expect(res.status, String(url)).toBe(400)
      expect(res.json().message, String(url)).toContain("'url'")
    }
    expect(host.calls.length + elsewhere.calls.length).toBe(before)
    expect((await artwork('http://i.ytimg.com/hq.jpg')).json().message).toContain('https')
    expect((await artwork('https://evil.example/x.jpg')).json().message).toContain('evil.example')
  })

  it('refuses a redirect to a host that is not allowed, without calling it', async () => {
    const res = await artwork(`${host.base}/image/away`)
    expect(res.status).toBe(502)
    expect(res.json().message).toContain('no artwork host')
    expect(elsewhere.calls).toEqual([])
  })

  it('answers 502 for what is not an image (SVG included), too large, or a failing host', async () => {
    for (const path of ['/image/page', '/image/drawing.svg', '/image/huge', '/image/huge-declared', '/image/broken']) {
      const res = await artwork(`${host.base}${path}`)
      expect(res.status, path).toBe(502)
      expect(res.json().message, path).toContain('127.0.0.1')
    }
    expect((await artwork(`${host.base}/image/page`)).json().message).toContain('not an image')
    expect((await artwork(`${host.base}/image/huge`)).json().message).toContain('5 MB')
  })

  it('answers 404 when the host has no such image, and 502 when it cannot be reached', async () => {
    const missing = await artwork(`${host.base}/image/gone.jpg`)
    expect(missing.status).toBe(404)
    expect(missing.json().message).toBe('Artwork not found')
    const closed = await imageHost()
    await new Promise((resolve) => closed.server.close(resolve))
    const providers = s.app.get('config').providers
    const allowed = providers.PROVIDER_ARTWORK_HOSTS
    providers.PROVIDER_ARTWORK_HOSTS = `${allowed},${closed.base}`
    const unreachable = await artwork(`${closed.base}/image/cover.jpg`)
    providers.PROVIDER_ARTWORK_HOSTS = allowed
    expect(unreachable.status).toBe(502)
    expect(unreachable.json().message).toContain('could not be reached')
  })

  it('answers 503 naming PROVIDER_ARTWORK_HOSTS when an entry of it is malformed', async () => {
    const providers = s.app.get('config').providers
    const allowed = providers.PROVIDER_ARTWORK_HOSTS
    providers.PROVIDER_ARTWORK_HOSTS = `${allowed},https://cdn.example.org/path`
    const res = await artwork('https://i.scdn.co/image/ab67')
    providers.PROVIDER_ARTWORK_HOSTS = allowed
    expect(res.status).toBe(503)
    expect(res.json().message).toContain('PROVIDER_ARTWORK_HOSTS')
  })
})
