import { playerPaths, type PlaybackSettings } from '@spinroom/schemas'

/** What the player asks of the listener's Spotify account: to play in the browser and to move playback there. */
export const spotifyScopes = [
  'streaming',
  'user-read-email',
  'user-read-private',
  'user-modify-playback-state',
  'user-read-playback-state'
]

const stateKey = 'spinroom-spotify-link-state'

/** Where Spotify sends the listener back: the same address in the authorization and in the code exchange. */
export const spotifyRedirectUri = (origin: string) => `${origin}${playerPaths.linkSpotify}`

/** Spotify's authorization page for the authorization-code flow, with the `state` that ties the return to this tab. */
export function spotifyAuthorizeUrl(spotify: PlaybackSettings['spotify'], state: string, origin: string): string {
  const url = new URL(`${spotify.accountsUrl.replace(/\/$/, '')}/authorize`)
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: spotify.clientId ?? '',
    scope: spotifyScopes.join(' '),
    redirect_uri: spotifyRedirectUri(origin),
    state
  }).toString()
  return url.toString()
}

/** Sends the listener to Spotify's authorization page, remembering the state for their return. */
export function beginSpotifyLink(spotify: PlaybackSettings['spotify']): void {
  const state = crypto.randomUUID()
  sessionStorage.setItem(stateKey, state)
  window.location.assign(spotifyAuthorizeUrl(spotify, state, window.location.origin))
}

export type SpotifyReturn =
  { kind: 'code'; code: string } | { kind: 'denied' } | { kind: 'foreign' } | { kind: 'failed'; error: string }

/**
 * Reads Spotify's return (`?code=…&state=…` or `?error=…&state=…`) against the state this tab kept: a state it did not
 * start is refused (`foreign`), as is a second use of the same return. The kept state is spent either way.
 */
export function readSpotifyReturn(search: string, kept: string | null): SpotifyReturn {
  const query = new URLSearchParams(search)
  const state = query.get('state')
  if (!kept || state !== kept) return { kind: 'foreign' }
  const error = query.get('error')
  if (error === 'access_denied') return { kind: 'denied' }
  const code = query.get('code')
  if (error || !code) return { kind: 'failed', error: error ?? 'no code' }
  return { kind: 'code', code }
}

/** The state this tab kept for its Spotify link, removed as it is read. */
export function takeSpotifyState(): string | null {
  const kept = sessionStorage.getItem(stateKey)
  sessionStorage.removeItem(stateKey)
  return kept
}
