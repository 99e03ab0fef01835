import type { AuthResult } from '@spinroom/schemas'
import { api } from '../../api/client.ts'

/** Signs in with e-mail and password over the socket. */
export const signInWithPassword = (email: string, password: string): Promise<AuthResult> => api.signIn(email, password)

/** A guest token, the socket authenticated with it. */
export const signInAsGuest = (): Promise<AuthResult> => api.signInAsGuest()

/** Restores the session from the stored token; rejects when there is none or it is no longer valid. */
export const restoreSession = (): Promise<AuthResult> => api.reAuthenticate()

/** Ends the session on the server and always forgets the token here, even if the server cannot be reached. */
export const signOut = (): Promise<void> => api.logout()

/**
 * After the socket reconnects, the client has already re-sent the stored token (Feathers does that
 * on disconnect); report its outcome so an expired or revoked session ends visibly.
 */
export function watchReconnects(onRestored: (result: AuthResult) => void, onLost: () => void): () => void {
  return api.onReconnect(() => void api.authentication()?.then(onRestored, onLost))
}
