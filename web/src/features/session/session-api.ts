import type { AuthResult } from '@spinroom/schemas'
import { client, socket, userServicePath } from '../../api/client.ts'
import { getJson } from '../../api/errors.ts'

/** Signs in with e-mail and password over the socket. */
export async function signInWithPassword(email: string, password: string): Promise<AuthResult> {
  return (await client.authenticate({ strategy: 'local', email, password })) as AuthResult
}

/** Gets a guest token over HTTP, then authenticates the socket with it. */
export async function signInAsGuest(): Promise<AuthResult> {
  const issued = await getJson<AuthResult>(`/${userServicePath}/auth/guest`)
  const socketAnswer = (await client.authenticate({
    strategy: 'jwt',
    accessToken: issued.accessToken
  })) as Partial<AuthResult>
  // The socket answer may omit expiresAt or the guest: keep what the issuing call told us.
  return { ...issued, ...socketAnswer, accessToken: socketAnswer.accessToken ?? issued.accessToken }
}

/** Restores the session from the stored token; rejects when there is none or it is no longer valid. */
export async function restoreSession(): Promise<AuthResult> {
  return (await client.reAuthenticate()) as AuthResult
}

/** Ends the session on the server and always forgets the token here, even if the server cannot be reached. */
export async function signOut(): Promise<void> {
  try {
    await client.logout()
  } finally {
    await client.authentication.removeAccessToken()
    await client.authentication.reset()
  }
}

/**
 * After the socket reconnects, the client has already re-sent the stored token (Feathers does that
 * on disconnect); report its outcome so an expired or revoked session ends visibly.
 */
export function watchReconnects(onRestored: (result: AuthResult) => void, onLost: () => void): () => void {
  const onReconnect = () => {
    const pending = client.get('authentication') as Promise<AuthResult> | null
    pending?.then(onRestored, onLost)
  }
  socket.io.on('reconnect', onReconnect)
  return () => {
    socket.io.off('reconnect', onReconnect)
  }
}
