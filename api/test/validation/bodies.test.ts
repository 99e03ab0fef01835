import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registeredRoutes, type Route } from '../../src/lib/register.ts'
import { startServer, type TestServer } from '../helpers/server.ts'

const ZERO = '00000000-0000-4000-8000-000000000000'
const LOGIN = '/api/user-service/auth/login'
const MULTIPART = 'multipart/form-data'

let s: TestServer
let user: { token: string; id: string }

beforeAll(async () => {
  s = await startServer()
  user = await s.member(['user'])
})
afterAll(() => s.close())

const urlOf = (r: Route) => `${s.url}${r.base}${r.row.path.replace(/\{[^}]+\}/g, ZERO)}`
const send = async (url: string, init: RequestInit) => {
  const res = await fetch(url, init)
  return { status: res.status, body: await res.json() }
}
const withBody = (r: Route) => r.row.method !== 'GET'

describe('a body the API cannot read is a 4xx naming why, never a 500', () => {
  it('refuses a body that does not match its Content-Encoding, and an encoding it does not know', async () => {
    const plain = JSON.stringify({ email: 'nobody@spinroom.test', password: 'password-long' })
    const login = (encoding: string, body: string | Uint8Array<ArrayBuffer>) =>
      send(`${s.url}${LOGIN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
        body
      })
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await login(encoding, plain)
      expect(res.status, encoding).toBe(400)
      expect(res.body.message, encoding).toBe(
        `Invalid body: it is not valid ${encoding} data (Content-Encoding: ${encoding})`
      )
    }
    const unknown = await login('zstd-ish', plain)
    expect(unknown).toMatchObject({
      status: 415,
      body: { name: 'UnsupportedMediaType', message: expect.stringContaining('zstd-ish') }
    })
    // What matches its encoding is read: the login then answers about the credentials.
    expect((await login('gzip', new Uint8Array(gzipSync(plain)))).status).toBe(401)
    expect((await login('br', new Uint8Array(brotliCompressSync(plain)))).status).toBe(401)
  })

  it('refuses an empty file in every multipart upload, naming its field and keeping nothing', async () => {
    const uploads = registeredRoutes(s.app).filter((r) => r.row.consumes === MULTIPART)
    expect(uploads.length).toBeGreaterThanOrEqual(5)
    for (const r of uploads) {
      const field = r.row.upload?.field ?? 'file'
      const form = new FormData()
      form.append(field, new Blob([]), 'empty.png')
      const res = await send(urlOf(r), {
        method: r.row.method,
        headers: { authorization: `Bearer ${user.token}` },
        body: form
      })
      expect(res, r.row.path).toMatchObject({
        status: 400,
        body: { message: `Invalid body: '${field}' is an empty file` }
      })
    }
    const form = new FormData()
    form.append('image', new Blob([]), 'empty.png')
    const image = await send(`${s.url}/api/user-service/users/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
      body: form
    })
    expect(image).toMatchObject({ status: 400, body: { message: "Invalid body: 'image' is an empty file" } })
    expect(await s.knex('user_images').where('userUuid', user.id)).toEqual([])
  })

  it('answers a form or multipart body on an endpoint that takes JSON with a 415 naming the type it takes', async () => {
    const failures: string[] = []
    const routes = registeredRoutes(s.app).filter(withBody)
    for (const r of routes) {
      const takes = r.row.consumes ?? 'application/json'
      const form = new FormData()
      form.append('name', 'x')
      const bodies: [string, RequestInit][] = [
        ['form', { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=x' }],
        ['multipart', { body: form }]
      ]
      for (const [kind, init] of bodies) {
        if (takes === MULTIPART && kind === 'multipart') continue
        const res = await send(urlOf(r), { method: r.row.method, ...init })
        if (res.status !== 415 || !String(res.body.message).includes(`takes ${takes}`))
          failures.push(`${r.row.method} ${r.row.path} ${kind}: ${res.status} ${res.body.message}`)
      }
    }
    expect(failures).toEqual([])
    expect(routes.length).toBeGreaterThan(100)
  })
})
