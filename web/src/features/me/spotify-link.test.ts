import { describe, expect, it } from 'vitest'
import { readSpotifyReturn, spotifyAuthorizeUrl, spotifyRedirectUri } from './spotify-link.ts'

const spotify = {
  sdkUrl: 'https://sdk.scdn.co/spotify-player.js',
  apiUrl: 'https://api.spotify.com/v1',
  accountsUrl: 'https://accounts.spotify.com/',
  clientId: 'client-1'
}

describe('spotifyAuthorizeUrl', () => {
  it('asks for a code with the client id, the playback scopes, the redirect and the state', () => {
    const url = new URL(spotifyAuthorizeUrl(spotify, 'st-1', 'https://play.example'))
    expect(url.origin + url.pathname).toBe('https://accounts.spotify.com/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-1',
      scope: 'streaming user-read-email user-read-private user-modify-playback-state user-read-playback-state',
      redirect_uri: 'https://play.example/link/spotify',
      state: 'st-1'
    })
    expect(spotifyRedirectUri('https://play.example')).toBe('https://play.example/link/spotify')
  })
})

describe('readSpotifyReturn', () => {
  it('takes the code when the state is the one this tab kept', () => {
    expect(readSpotifyReturn('?code=abc&state=st-1', 'st-1')).toEqual({ kind: 'code', code: 'abc' })
  })

  it('refuses a return this tab did not start, or a second use of one', () => {
    expect(readSpotifyReturn('?code=abc&state=other', 'st-1')).toEqual({ kind: 'foreign' })
    expect(readSpotifyReturn('?code=abc&state=st-1', null)).toEqual({ kind: 'foreign' })
    expect(readSpotifyReturn('?code=abc', 'st-1')).toEqual({ kind: 'foreign' })
  })

  it('tells a cancel from another error', () => {
    expect(readSpotifyReturn('?error=access_denied&state=st-1', 'st-1')).toEqual({ kind: 'denied' })
    expect(readSpotifyReturn('?error=server_error&state=st-1', 'st-1')).toEqual({
      kind: 'failed',
      error: 'server_error'
    })
    expect(readSpotifyReturn('?state=st-1', 'st-1')).toEqual({ kind: 'failed', error: 'no code' })
  })
})
