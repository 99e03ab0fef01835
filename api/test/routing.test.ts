import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Type } from '@sinclair/typebox'
import { endpoint, type Domain } from '../src/lib/endpoint.ts'
import { startServer, type TestServer } from './helpers/server.ts'

// A test-only table shaped like the room service's overlapping paths.
const probe: Domain = {
  base: '/api/probe-service',
  name: 'probe',
  endpoints: [
    endpoint({
      method: 'GET',
      path: '/rooms/public',
      access: 'public',
      summary: 'literal',
      handler: async () => ({ matched: 'public' })
    }),
    endpoint({
      method: 'GET',
      path: '/rooms/{id}',
      access: 'public',
      summary: 'placeholder',
      params: Type.Object({ id: Type.String() }),
      handler: async ({ params }) => ({ matched: 'id', id: params.id })
    }),
    endpoint({
      method: 'GET',
      path: '/rooms/{slug}/recent-songs',
      access: 'public',
      summary: 'nested',
      params: Type.Object({ slug: Type.String() }),
      handler: async ({ params }) => ({ matched: 'recent', slug: params.slug })
    }),
    endpoint({
      method: 'POST',
      path: '/rooms/{id}/join',
      access: 'public',
      summary: 'post with id',
      params: Type.Object({ id: Type.String() }),
      handler: async ({ params }) => ({ joined: params.id })
    }),
    endpoint({
      method: 'GET',
      path: '/bundles/{id}',
      access: 'public',
      summary: 'read one',
      params: Type.Object({ id: Type.String() }),
      handler: async ({ params }) => ({ read: params.id })
    }),
    endpoint({
      method: 'POST',
      path: '/bundles/{id}',
      access: 'public',
      summary: 'delete by POST',
      params: Type.Object({ id: Type.String() }),
      handler: async ({ params }) => ({ deleted: params.id })
    }),
    endpoint({
      method: 'POST',
      path: '/bundles',
      access: 'public',
      summary: 'create',
      handler: async () => ({ created: true })
    }),
    endpoint({
      method: 'GET',
      path: '/boom',
      access: 'public',
      summary: 'fails',
      handler: async () => {
        throw new Error('secret database detail at /srv/app.ts:42')
      }
    })
  ]
}

let s: TestServer
beforeAll(async () => {
  s = await startServer({ domains: [probe] })
})
afterAll(() => s.close())

describe('routing', () => {
  it('lets a literal segment win over a placeholder, and reaches each over REST', async () => {
    expect((await s.request('GET', '/api/probe-service/rooms/public')).body).toEqual({ matched: 'public' })
    expect((await s.request('GET', '/api/probe-service/rooms/abc')).body).toEqual({ matched: 'id', id: 'abc' })
    expect((await s.request('GET', '/api/probe-service/rooms/abc/recent-songs')).body).toEqual({
      matched: 'recent',
      slug: 'abc'
    })
    expect((await s.request('POST', '/api/probe-service/rooms/r1/join', { body: {} })).body).toEqual({ joined: 'r1' })
  })

  it('serves GET and POST on the same /{id} path, and POST without an id, each to its own handler', async () => {
    expect((await s.request('GET', '/api/probe-service/bundles/b1')).body).toEqual({ read: 'b1' })
    expect((await s.request('POST', '/api/probe-service/bundles/b1', { body: {} })).body).toEqual({ deleted: 'b1' })
    expect((await s.request('POST', '/api/probe-service/bundles', { body: {} })).body).toEqual({ created: true })
    expect((await s.request('DELETE', '/api/probe-service/bundles/b1')).status).toBe(405)
    // A socket.io call keeps the looked-up id in params.route.
    expect(
      await (s.app.service('api/probe-service/bundles' as never) as any).create({}, { route: { __id: 'b2' } })
    ).toEqual({ deleted: 'b2' })
  })

  it('serves the same endpoints as Feathers services (what socket.io calls)', async () => {
    expect(await (s.app.service('api/probe-service/rooms/public' as never) as any).find({})).toEqual({
      matched: 'public'
    })
    expect(await (s.app.service('api/probe-service/rooms' as never) as any).get('xyz', {})).toEqual({
      matched: 'id',
      id: 'xyz'
    })
  })

  it('answers unknown routes with 404 and a known route with the wrong method with 405, as Feathers error JSON', async () => {
    for (const path of [
      '/api/probe-service/nothing',
      '/api/probe-service/rooms/a/b/c',
      '/api/user-service/users/sign-up/extra',
      '/api/nowhere'
    ]) {
      const res = await s.request('GET', path)
      expect(res.status, path).toBe(404)
      expect(res.body).toMatchObject({ name: 'NotFound', code: 404, className: 'not-found' })
    }
    const wrong = await s.request('DELETE', '/api/probe-service/rooms/public')
    expect(wrong.status).toBe(405)
    expect(wrong.body.name).toBe('MethodNotAllowed')
  })

  it('hides an unexpected failure behind a 500 with a request id, no stack and no detail', async () => {
    const res = await s.request('GET', '/api/probe-service/boom', { headers: { 'x-request-id': 'req-test-1' } })
    expect(res.status).toBe(500)
    expect(res.body).toEqual({
      name: 'GeneralError',
      message: 'Internal server error',
      code: 500,
      className: 'general-error',
      data: { requestId: 'req-test-1' }
    })
    expect(res.headers.get('x-request-id')).toBe('req-test-1')
  })

  it('answers malformed JSON with 400', async () => {
    const res = await s.request('POST', '/api/user-service/auth/login', { body: '{"email": ' })
    expect(res.status).toBe(400)
  })

  it('says hello on every base and reports status with version, uptime and database', async () => {
    const versions: Record<string, string> = { user: '1.8.5', merch: '1.0', room: '1.4.2', upload: '1.1.9' }
    for (const base of ['user', 'merch', 'room', 'upload', 'social', 'playlist', 'payment', 'audit']) {
      const res = await s.request('GET', `/api/${base}-service/`)
      expect(res.status, base).toBe(200)
      if (versions[base]) expect(res.body.version).toBe(versions[base])
    }
    const admin = await s.signIn(['user', 'admin'])
    for (const path of [
      '/api/user-service/info-admin/user-service-status',
      '/api/room-service/info-admin/room-service-status',
      '/api/audit-service/info-admin/audit-service-status',
      '/api/playlist-service/info-admin/playlists-service-status'
    ]) {
      const res = await s.request('GET', path, { token: admin.accessToken })
      expect(res.status, path).toBe(200)
      expect(res.body).toMatchObject({ uptimeSeconds: expect.any(Number), database: { reachable: true } })
    }
    expect(
      (await s.request('GET', '/api/user-service/info-admin/user-service-status', { token: admin.accessToken })).body
        .version
    ).toBe('1.8.5')
  })
})
