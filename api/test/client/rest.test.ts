import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routes } from '@spinroom/schemas'
import { ApiError, createClient, isApiError } from '@spinroom/client'
import { startServer, type TestServer } from '../helpers/server.ts'

let s: TestServer
beforeAll(async () => {
  s = await startServer()
})
afterAll(() => s.close())

describe('the typed REST client', () => {
  it('calls a route by its declaration and answers its typed result', async () => {
    const client = createClient({ url: s.url })
    const hello = await client.call(routes.songs.hello)
    expect(hello).toEqual({ service: 'song-service', version: '1.1.9', message: 'Hello from the song-service' })
  })

  it('fills path parameters and the query, and sends the bearer token', async () => {
    const admin = await s.member(['user', 'admin'])
    const client = createClient({ url: s.url, token: () => admin.token })
    const status = await client.call(routes.audit.status)
    expect(status).toMatchObject({ service: 'audit-service', database: { reachable: true } })
    const missing = await client
      .call(routes.playlists.recentSongs, { params: { slug: 'no-such-room' }, query: { limit: 5 } })
      .catch((error: unknown) => error)
    expect(isApiError(missing, 404)).toBe(true)
    expect(client.url(routes.playlists.recentSongs, { params: { slug: 'a b' }, query: { limit: 5, offset: 10 } })).toBe(
      `${s.url}/api/playlist-service/rooms/a%20b/recent-songs?limit=5&offset=10`
    )
  })

  it('rejects with an ApiError carrying the status, name and message of the answer', async () => {
    const client = createClient({ url: s.url })
    const error = await client.call(routes.audit.status).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 401, name: 'NotAuthenticated', className: 'not-authenticated' })
  })

  it("keeps a 400's refused fields and the URL that answered", async () => {
    const admin = await s.member(['user', 'admin'])
    const client = createClient({ url: s.url, token: () => admin.token })
    const error = await client
      .call(routes.points.createTokenBundle, {
        body: { productId: 'p', name: 'n', tokens: 0, price: 1, currency: 'usd' }
      })
      .catch((e: unknown) => e)
    expect(isApiError(error, 400)).toBe(true)
    expect((error as ApiError).errors).toEqual([expect.objectContaining({ field: 'tokens' })])
    expect((error as ApiError).url).toBe(`${s.url}/api/merch-service/api/v1/token-bundles`)
  })
})
