import { routes } from '@spinroom/schemas'
import { api, storedToken } from '../../../api/client.ts'
import { userIdOf } from '../../../api/token-claims.ts'
import { loadPlaybackSettings } from '../playback-settings.ts'
import { providerAccessStore, type ProviderAccess } from '../provider-access.ts'

// A token this close to its expiry is replaced, so the SDK never plays on one that lapses mid-song.
const marginMs = 60_000

interface Held {
  /** The listener it was issued to: another sign-in on this page must not reuse it. */
  owner: string
  token: string
  expiresAt: number
}

let held: Held | null = null
let pending: Promise<string> | null = null
let renewal: ReturnType<typeof setTimeout> | undefined

/** The signed-in user of this page (by the session's token), or null for a guest or nobody. */
async function refresh(owner: string): Promise<string> {
  const answer = await api.call(routes.accounts.refreshSpotifyToken, { body: {} })
  const expiresAt = new Date(answer.expiresAt).getTime()
  held = { owner, token: answer.accessToken, expiresAt }
  clearTimeout(renewal)
  renewal = setTimeout(() => void spotifyAccessToken().catch(() => undefined), expiresAt - Date.now() - marginMs)
  return answer.accessToken
}

/**
 * A valid access token of the listener's linked Spotify account, refreshed through the server (which keeps the refresh
 * token) before it expires. Rejects with the server's error: 404 when no account is linked.
 */
export function spotifyAccessToken(): Promise<string> {
  const owner = userIdOf(storedToken())
  if (!owner) return Promise.reject(new Error('Spotify needs a signed-in listener'))
  if (held?.owner === owner && held.expiresAt - Date.now() > marginMs) return Promise.resolve(held.token)
  pending ??= refresh(owner).finally(() => (pending = null))
  return pending
}

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code

/** What Spotify's `GET /me` says of the account: Premium plays in the browser, Free and Open do not. */
async function productAccess(token: string): Promise<ProviderAccess> {
  const { spotify } = await loadPlaybackSettings()
  const answer = await fetch(`${spotify.apiUrl}/me`, { headers: { authorization: `Bearer ${token}` } })
  if (!answer.ok) return 'unavailable'
  const me = (await answer.json()) as { product?: string }
  return me.product === 'premium' ? 'ready' : 'notPremium'
}

/**
 * Finds out whether this listener can play Spotify here and tells the provider choice (`providerAccessStore`): a guest
 * must sign in, a user must have linked an account, and the account must be Premium. Run when the room player first
 * needs Spotify and again after the listener linked or unlinked.
 */
export async function checkSpotifyAccess(): Promise<ProviderAccess> {
  let access: ProviderAccess
  const settings = await loadPlaybackSettings().catch(() => null)
  if (!settings?.providers.spotify?.configured) access = 'notConfigured'
  else if (!userIdOf(storedToken())) access = 'signIn'
  else {
    try {
      access = await productAccess(await spotifyAccessToken())
    } catch (error) {
      access = errorCode(error) === 404 ? 'notLinked' : errorCode(error) === 503 ? 'notConfigured' : 'unavailable'
    }
  }
  providerAccessStore.set('spotify', access)
  return access
}

/** Forgets the token held (the listener unlinked, or linked another account). */
export function forgetSpotifyToken(): void {
  held = null
  clearTimeout(renewal)
}
