import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Type } from '@sinclair/typebox'
import { routeGroup } from '@spinroom/schemas'
import type { Domain, Handlers } from '../src/lib/domain.ts'
import { bindRoutes, registeredRoutes } from '../src/lib/register.ts'
import { domains } from '../src/services/index.ts'
import { startServer, type TestServer } from './helpers/server.ts'

// A test-only table shaped like the room service's overlapping paths.
const Id = Type.Object({ id: Type.String() })
const Slug = Type.Object({ slug: Type.String() })
const probeRoutes = routeGroup({
  literal: { method: 'GET', path: '/rooms/public', access: 'public', summary: 'literal' },
  placeholder: { method: 'GET', path: '/rooms/{id}', access: 'public', summary: 'placeholder', params: Id },
  nested: { method: 'GET', path: '/rooms/{slug}/recent-songs', access: 'public', summary: 'nested', params: Slug },
  join: { method: 'POST', path: '/rooms/{id}/join', access: 'public', summary: 'post with id', params: Id },
  read: { method: 'GET', path: '/bundles/{id}', access: 'public', summary: 'read one', params: Id },
  deleteByPost: { method: 'POST', path: '/bundles/{id}', access: 'public', summary: 'delete by POST', params: Id },
  create: { method: 'POST', path: '/bundles', access: 'public', summary: 'create' },
  boom: { method: 'GET', path: '/boom', access: 'public', summary: 'fails' }
})
const probeHandlers: Handlers<typeof probeRoutes> = {
  literal: async () => ({ matched: 'public' }),
  placeholder: async ({ params }) => ({ matched: 'id', id: params.id }),
  nested: async ({ params }) => ({ matched: 'recent', slug: params.slug }),
  join: async ({ params }) => ({ joined: params.id }),
  read: async ({ params }) => ({ read: params.id }),
  deleteByPost: async ({ params }) => ({ deleted: params.id }),
  create: async () => ({ created: true }),
  boom: async () => {
    throw new Error('secret database detail at /srv/app.ts:42')
  }
}
const { nested, ...ownHandlers } = probeHandlers
const probe: Domain = { name: 'probe', base: '/api/probe-service', routes: probeRoutes, handlers: ownHandlers }
// Serves a route of the probe's table, as the rooms domain serves a room's recent songs under the playlists base.
const guest: Domain = {
  name: 'guest',
  base: '/api/guest-service',
  routes: {},
  handlers: {},
  serves: [{ table: 'probe', handlers: { nested } }]
}

let s: TestServer
beforeAll(async () => {
  s = await startServer({ domains: [probe, guest] })
})
afterAll(() => s.close())

describe('binding routes to handlers', () => {
  it('refuses a route no domain serves and a handler without a route', () => {
    const { boom: _boom, ...partial } = ownHandlers
    expect(() => bindRoutes([{ ...probe, handlers: partial }, guest])).toThrow(
      'probe (/api/probe-service): boom is a route without a handler'
    )
    expect(() => bindRoutes([probe])).toThrow('probe (/api/probe-service): nested is a route without a handler')
    const extra = { ...ownHandlers, stray: async () => ({}) }
    expect(() => bindRoutes([{ ...probe, handlers: extra }, guest])).toThrow(
      'probe (/api/probe-service): stray is a handler without a route'
    )
  })

  it('refuses a route two domains serve, and routes served of a domain not registered', () => {
    expect(() => bindRoutes([{ ...probe, handlers: probeHandlers }, guest])).toThrow(
      'probe (/api/probe-service): nested is served by both probe and guest'
    )
    expect(() => bindRoutes([guest])).toThrow('guest serves routes of probe, a domain that is not registered')
  })

  it('binds every route of every domain to one handler', () => {
    const bound = bindRoutes(domains).map((table) => [table.name, table.routes.length])
    expect(bound).toEqual(domains.map((domain) => [domain.name, Object.keys(domain.routes).length]))
  })

  it("serves a route another domain serves under its own table's base, once", () => {
    for (const name of ['recentSongs', 'recordRecentSong']) {
      const served = registeredRoutes(s.app).filter((route) => route.name === name)
      expect(served.map((route) => [route.domain, route.base])).toEqual([['playlists', '/api/playlist-service']])
    }
  })
})

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
    // The probe's services are registered from a route table at run time: their types are not declared.
    expect(await (s.app.service('api/probe-service/rooms/public' as never) as any).find({})).toEqual({
      matched: 'public'
    })
    // The same, through the route with an id.
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
      '/api/playlist-service/info-admin/playlists-service-status',
      '/api/merch-service/info-admin/points-service-status',
      '/api/upload-service/info-admin/song-service-status',
      '/api/social-service/info-admin/social-service-status',
      '/api/payment-service/info-admin/payment-service-status'
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
