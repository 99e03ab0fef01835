// @vitest-environment jsdom
import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { routeUrl, routes, type UploadedSong } from '@spinroom/schemas'
import { Artwork } from './UploadedSongViews.tsx'
import { callers, signIn, TOKEN } from '../../../testing/signed-in.ts'

const id = '00000000-0000-4000-8000-0000000000a1'
const artwork = routeUrl(routes.songs.getSongArtwork, { id })
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])

let root: Root | undefined
let element: HTMLElement | undefined
const made: Blob[] = []
const revoked: string[] = []

afterEach(() => {
  root?.unmount()
  element?.remove()
  made.length = 0
  revoked.length = 0
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** Shows a song's artwork as a moderator before an API answering `status` (and the bytes when 200). */
function show(song: Pick<UploadedSong, 'status' | 'artwork'>, status = 200) {
  signIn(callers.moderator)
  const fetched = vi.fn(async (_url: string, _init?: RequestInit) =>
    status === 200
      ? new Response(PNG, { headers: { 'content-type': 'image/png' } })
      : Response.json({ message: 'Artwork not found' }, { status })
  )
  vi.stubGlobal('fetch', fetched)
  // Only blobs come here (never a MediaSource): the fetched bytes.
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:artwork-${made.push(blob as Blob)}`)
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url))
  element = document.createElement('div')
  document.body.append(element)
  root = createRoot(element)
  // Artwork reads nothing of the song but these two fields.
  const render = (next: typeof song) =>
    flushSync(() => root!.render(createElement(Artwork, { song: next as UploadedSong, size: 40 })))
  render(song)
  const img = () => element!.querySelector<HTMLImageElement>('[data-testid="song-artwork"]')
  const placeholder = () => element!.querySelector('[data-testid="song-artwork-placeholder"]')
  return { fetched, img, placeholder, render }
}

describe("an uploaded song's artwork in the console", () => {
  it('before verification: fetched with the token, shown from its bytes, revoked when the song changes', async () => {
    const page = show({ status: 'VERIFICATION_POSTPONED', artwork })
    expect(page.placeholder()).not.toBeNull()
    await vi.waitFor(() => expect(page.img()?.getAttribute('src')).toBe('blob:artwork-1'))
    expect(page.fetched).toHaveBeenCalledTimes(1)
    const [url, init] = page.fetched.mock.calls[0]!
    expect(url).toBe(artwork)
    expect(init?.headers).toEqual({ Authorization: `Bearer ${TOKEN}` })
    expect(new Uint8Array(await made[0]!.arrayBuffer())).toEqual(PNG)

    // Approved: the public, cacheable path itself, and the fetched copy is let go.
    page.render({ status: 'VERIFIED', artwork })
    await vi.waitFor(() => expect(page.img()?.getAttribute('src')).toBe(artwork))
    expect(revoked).toEqual(['blob:artwork-1'])
    expect(page.fetched).toHaveBeenCalledTimes(1)
  })

  it('a 404 (not the caller’s to see, or gone) shows the grey square, no broken picture', async () => {
    const page = show({ status: 'UNVERIFIED', artwork }, 404)
    await vi.waitFor(() => expect(page.fetched).toHaveBeenCalledTimes(1))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(page.img()).toBeNull()
    expect(page.placeholder()).not.toBeNull()
    expect(made).toEqual([])
  })

  it('a verified song uses the plain URL; a picture elsewhere never gets the token; none is the grey square', () => {
    const verified = show({ status: 'VERIFIED', artwork })
    expect(verified.img()?.getAttribute('src')).toBe(artwork)
    verified.render({ status: 'MISSING_METADATA', artwork: 'https://images.example/cover.png' })
    expect(verified.img()?.getAttribute('src')).toBe('https://images.example/cover.png')
    verified.render({ status: 'MISSING_METADATA', artwork: null })
    expect(verified.img()).toBeNull()
    expect(verified.placeholder()).not.toBeNull()
    expect(verified.fetched).not.toHaveBeenCalled()
  })
})
