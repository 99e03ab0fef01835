// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeUrl, routes, type UploadedSong } from '@spinroom/schemas'
import type { SentRequest } from '../../../testing/fake-api.ts'
import { mountApp } from '../../../testing/mount-app.ts'
import { leastOf } from '../../../testing/schema-answers.ts'
import { callers, TOKEN } from '../../../testing/signed-in.ts'

const s = routes.songs
const id = '00000000-0000-4000-8000-0000000000b2'
const artwork = routeUrl(s.getSongArtwork, { id })
/** An upload waiting for a moderator, with its artwork on this server. */
const song = {
  // leastOf reads a route's result as a plain JSON schema, and gives a record of that route's shape.
  ...(leastOf(s.getUploadedSong.result as never) as UploadedSong),
  id,
  status: 'VERIFICATION_POSTPONED',
  trackName: 'Night Take',
  artistName: 'DJ Kai',
  artwork
} satisfies UploadedSong

let app: ReturnType<typeof mountApp> | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
  vi.restoreAllMocks()
})

const answer = (request: SentRequest) => {
  if (request.path === routeUrl(s.getUploadedSong, { id })) return { body: song }
  if (request.path === routeUrl(s.listUploads)) return { body: { data: [song], total: 1, limit: 25, offset: 0 } }
  if (request.path === artwork) return { body: 'png', headers: { 'content-type': 'image/png' } }
  return undefined
}

/** Opens `path` as a moderator and waits for the artwork, shown from the bytes fetched with the token. */
async function artworkOn(path: string) {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:night-take')
  app = mountApp(callers.moderator, path, answer)
  const img = () => app!.element.querySelector('[data-testid="song-artwork"]')
  await vi.waitFor(() => expect(img()?.getAttribute('src')).toBe('blob:night-take'), { timeout: 10_000 })
  return app.sent.filter((request) => request.path === artwork)
}

describe('a moderator reviewing an upload sees its artwork, which the API gives only with the token', () => {
  it("on the upload's page", async () => {
    const fetched = await artworkOn(`/uploaded-songs/${id}/show`)
    expect(fetched.map((request) => request.headers.Authorization)).toEqual([`Bearer ${TOKEN}`])
    expect(app!.element.textContent).toContain('Night Take')
  })

  it('in the list of uploads', async () => {
    const fetched = await artworkOn('/uploaded-songs')
    expect(fetched.map((request) => request.headers.Authorization)).toEqual([`Bearer ${TOKEN}`])
  })
})

describe("an upload's artwork removed from the console", () => {
  const buttonNamed = (text: string, within: ParentNode = document) =>
    [...within.querySelectorAll('button')].find((button) => button.textContent?.trim() === text)

  it('by an administrator, once confirmed: the song is sent DELETE on its artwork', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:night-take')
    app = mountApp(callers.admin, `/uploaded-songs/${id}/show`, (request) =>
      request.method === 'DELETE' && request.path === artwork ? { body: { ...song, artwork: null } } : answer(request)
    )
    await vi.waitFor(() => expect(buttonNamed('Remove artwork')).toBeDefined(), { timeout: 10_000 })
    buttonNamed('Remove artwork')!.click()
    await vi.waitFor(() => expect(document.body.textContent).toContain('Remove the artwork of Night Take?'))
    // The dialog's confirming button says what it does.
    buttonNamed('Remove artwork', document.querySelector('[role="dialog"]')!)!.click()
    await vi.waitFor(() =>
      expect(app!.sent.some((request) => request.method === 'DELETE' && request.path === artwork)).toBe(true)
    )
  })

  it('is no action of a moderator, whom the API would refuse', async () => {
    await artworkOn(`/uploaded-songs/${id}/show`)
    expect(buttonNamed('Approve')).toBeDefined()
    expect(buttonNamed('Remove artwork')).toBeUndefined()
  })
})
