// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeUrl, routes } from '@spinroom/schemas'
import { mountApp } from '../../../testing/mount-app.ts'
import { callers } from '../../../testing/signed-in.ts'

const artistId = '00000000-0000-4000-8000-00000000a001'
const albumId = '00000000-0000-4000-8000-00000000b001'
let app: ReturnType<typeof mountApp> | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

/** Opens a console path as `caller` and waits until the catalogue's song list was called with `query`. */
async function open(caller: (typeof callers)[keyof typeof callers], path: string, query: Record<string, string>) {
  app = mountApp(caller, path, () => undefined)
  const listed = () =>
    app!.sent.filter((r) => r.method === 'GET' && r.path === routeUrl(routes.playlists.listSongs)).map((r) => r.query)
  await vi.waitFor(() => expect(listed()).toContainEqual(expect.objectContaining(query)), { timeout: 10_000 })
  return app.sent.map((r) => r.path)
}

describe("a moderator's catalogue pages, reached from a song's links", () => {
  it("an artist's page lists their songs and never asks for their albums (a service route)", async () => {
    const paths = await open(callers.moderator, `/catalogue-artists/${artistId}/show`, { artistId })
    expect(paths).not.toContain(routeUrl(routes.playlists.listArtistAlbums, { artistShortId: artistId }))
    expect(app!.element.textContent).not.toContain('Albums')
  })

  it("an album's page lists its songs through the catalogue's list, not the album's service route", async () => {
    const paths = await open(callers.moderator, `/catalogue-albums/${albumId}/show`, { albumId })
    expect(paths).not.toContain(routeUrl(routes.playlists.listAlbumSongs, { albumShortId: albumId }))
  })
})

describe("an admin's album page", () => {
  it("reads the album's own route", async () => {
    app = mountApp(callers.admin, `/catalogue-albums/${albumId}/show`, () => undefined)
    const own = routeUrl(routes.playlists.listAlbumSongs, { albumShortId: albumId })
    await vi.waitFor(() => expect(app!.sent.map((r) => r.path)).toContain(own), { timeout: 10_000 })
  })
})
