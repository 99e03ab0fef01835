import { createClient, createSocketClient } from '@spinroom/client'

export const tokenStorageKey = 'spinroom-jwt'

/** One socket.io connection to the page's own origin, shared by every feature. */
export const api = createSocketClient({ storageKey: tokenStorageKey })
export const socket = api.socket

/** The session's bearer token as stored, for requests made outside the clients (upload progress). */
export /** The session's token as stored, or null (private browsing may refuse storage). */
function storedToken(): string | null {
  try {
    return localStorage.getItem(tokenStorageKey)
  } catch {
    return null
  }
}

/** REST to the same origin with the session's token: for uploads and for URLs an element loads (images, HLS). */
export const rest = createClient({ token: storedToken })
