import { createClient, createSocketClient } from '@spinroom/client'
import { coreTokenStorage, readCore } from './player-storage.ts'

/** One socket.io connection to the page's own origin, shared by every feature; the token is kept in core-storage. */
export const api = createSocketClient({ storage: coreTokenStorage })
export const socket = api.socket

/** The session's token as stored (seed 002 §3 `core-storage`), or null. */
export const storedToken = (): string | null => readCore().token

/** REST to the same origin with the session's token: for uploads and for URLs an element loads (images, HLS). */
export const rest = createClient({ token: storedToken })
