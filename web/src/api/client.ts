import { createSocketClient } from '@spinroom/client'

export const tokenStorageKey = 'spinroom-jwt'

/** One socket.io connection to the page's own origin, shared by every feature. */
export const api = createSocketClient({ io: { path: '/socket.io' }, storageKey: tokenStorageKey })
export const socket = api.socket
