import { describe, expect, it } from 'vitest'
import { parsePlaylist } from './playlist-link.ts'

describe('parsePlaylist', () => {
  it('reads Spotify links and URIs', () => {
    expect(parsePlaylist('https://open.spotify.com/playlist/37i9dQZF1DXcBWIGoYBM5M?si=abc', 'apple')).toEqual({
      musicProvider: 'spotify',
      playlistId: '37i9dQZF1DXcBWIGoYBM5M'
    })
    expect(parsePlaylist('spotify:playlist:37i9dQZF1DXcBWIGoYBM5M', 'apple')?.musicProvider).toBe('spotify')
  })

  it('reads Apple Music links with their storefront', () => {
    expect(parsePlaylist('https://music.apple.com/gb/playlist/chill/pl.u-abc123', 'spotify')).toEqual({
      musicProvider: 'apple',
      playlistId: 'pl.u-abc123',
      country: 'gb'
    })
  })

  it('takes a bare id as the chosen provider’s and refuses anything else', () => {
    expect(parsePlaylist(' pl.u-abc ', 'apple')).toEqual({ musicProvider: 'apple', playlistId: 'pl.u-abc' })
    expect(parsePlaylist('https://example.com/playlist/1', 'spotify')).toBeNull()
    expect(parsePlaylist('not an id', 'spotify')).toBeNull()
  })
})
