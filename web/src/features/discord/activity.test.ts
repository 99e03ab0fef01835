// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { routes, routeUrl } from '@spinroom/schemas'
import { artworkSrc, isDiscordActivity, proxiedStream } from './activity.ts'

const open = (search: string) => window.history.replaceState(null, '', `/rooms/1${search}`)
const SPOTIFY = 'https://i.scdn.co/image/ab67?size=640&x=1'
const PROXY = routeUrl(routes.playlists.proxyArtwork)

afterEach(() => {
  sessionStorage.clear()
  open('')
})

describe('artworkSrc', () => {
  it('leaves every URL as it is outside a Discord activity', () => {
    expect(isDiscordActivity()).toBe(false)
    expect(artworkSrc(SPOTIFY)).toBe(SPOTIFY)
    expect(artworkSrc(undefined)).toBeUndefined()
  })

  it('sends another origin’s https artwork through the proxy path in an activity, for the whole tab', () => {
    open('?frame_id=abc')
    const proxied = artworkSrc(SPOTIFY)!
    expect(proxied.startsWith(`${PROXY}?url=`)).toBe(true)
    expect(new URL(proxied, window.location.href).searchParams.get('url')).toBe(SPOTIFY)
    open('')
    expect(artworkSrc('https://is1-ssl.mzstatic.com/image/500x500bb.jpg')).toContain(`${PROXY}?url=https%3A`)
  })

  it('leaves our own origin’s URLs, and what is not https, as they are in an activity', () => {
    open('?frame_id=abc')
    const own = routeUrl(routes.songs.getSongArtwork, { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' })
    expect(artworkSrc(own)).toBe(own)
    expect(artworkSrc(`${window.location.origin}${own}`)).toBe(`${window.location.origin}${own}`)
    expect(artworkSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA')
    expect(artworkSrc('blob:http://localhost/1')).toBe('blob:http://localhost/1')
    expect(artworkSrc('')).toBe('')
  })
})

describe('proxiedStream', () => {
  it('gives Audius and SoundCloud their proxy paths in an activity only', () => {
    expect(proxiedStream('audius', 'D7KyD')).toBeNull()
    open('?frame_id=abc')
    expect(proxiedStream('audius', 'D7KyD')).toBe(routeUrl(routes.playlists.proxyAudiusStream, { trackId: 'D7KyD' }))
    expect(proxiedStream('soundCloudPublic', '1')).toBe(
      routeUrl(routes.playlists.proxySoundCloudStream, { trackId: '1' })
    )
    expect(proxiedStream('spotify', 'x')).toBeNull()
  })
})
