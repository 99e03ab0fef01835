import type { SessionEnd } from '@spinroom/client'
import type { AuthResult, ChangePassword, SetPassword } from '@spinroom/schemas'
import { routes } from '@spinroom/schemas'
import { api, rest } from '../../api/client.ts'
import { room } from '../../api/room.ts'

/** Signs in with e-mail and password over the socket. */
export const signInWithPassword = (email: string, password: string): Promise<AuthResult> => api.signIn(email, password)

/** A guest token, the socket authenticated with it. */
export const signInAsGuest = (): Promise<AuthResult> => api.signInAsGuest()

/** Adopts a token another route answered (phone code, magic link, sign-up): stored, the socket authenticated. */
export const signInWithResult = (result: { accessToken: string }): Promise<AuthResult> =>
  api.authenticate(result.accessToken)

/** Exchanges a magic link's token for a session. */
export const signInWithMagicLink = async (token: string): Promise<AuthResult> =>
  signInWithResult(await api.call(routes.accounts.validateMagicLink, { body: { token } }))

/** Restores the session from the stored token; rejects when there is none or it is no longer valid. */
export const restoreSession = (): Promise<AuthResult> => api.reAuthenticate()

// The three calls below end every session, this socket's included, before they answer: over REST the answer arrives.

/** Changes the caller's password (their tokens, this one too, die with it). */
export const changePassword = (body: ChangePassword) => rest.call(routes.accounts.changePassword, { body })

/** Sets a first password on an account that has none (its tokens die with it). */
export const setPassword = (body: SetPassword) => rest.call(routes.accounts.setPassword, { body })

/** Ends every session of the caller, on every device. */
export const signOutEverywhere = () => rest.call(routes.accounts.signOutEverywhere)

/**
 * Ends the session on the server and always forgets the token here, even if the server cannot be reached; the room
 * is left first, so its password is not kept for whoever signs in next.
 */
export async function signOut(): Promise<void> {
  await room.leave()
  await api.logout()
}

/**
 * After the socket reconnects, the client has already re-sent the stored token (Feathers does that
 * on disconnect); report its outcome so an expired or revoked session ends visibly.
 */
export function watchReconnects(onRestored: (result: AuthResult) => void, onLost: () => void): () => void {
  return api.onReconnect(() => void api.authentication()?.then(onRestored, onLost))
}

/** The server ended the session (a ban, a deactivation): the token is already forgotten, the socket open again. */
export const watchSessionEnd = (onEnded: (end: SessionEnd) => void): (() => void) => api.onSessionEnded(onEnded)
