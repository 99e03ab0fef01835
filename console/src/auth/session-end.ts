import { createSocketClient, type SessionEnd, type SocketClient } from '@spinroom/client'

const NOTICE_KEY = 'spinroom.console.sessionEnded'
let client: SocketClient | null = null

/** The socket's copy of the token lives in memory: the console keeps its login under its own key. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key)
  }
}

/**
 * Holds a socket signed in with the console's token, so that a ban or a deactivation ends the session at once;
 * `onEnded` gets why and until when. One socket per page, whatever the number of calls.
 */
export function watchSessionEnd(accessToken: string, onEnded: (end: SessionEnd) => void): void {
  if (client) return
  const watching = createSocketClient({ storage: memoryStorage() })
  client = watching
  watching.onSessionEnded((end) => {
    stopWatchingSessionEnd()
    onEnded(end)
  })
  // A token the API refuses is checkAuth's to report.
  watching.authenticate(accessToken).catch(() => stopWatchingSessionEnd())
}

export function stopWatchingSessionEnd(): void {
  client?.close()
  client = null
}

/** Kept for the login page, which shows it once. */
export const keepSessionEnd = (end: SessionEnd) => sessionStorage.setItem(NOTICE_KEY, JSON.stringify(end))

export function takeSessionEnd(): SessionEnd | null {
  const raw = sessionStorage.getItem(NOTICE_KEY)
  sessionStorage.removeItem(NOTICE_KEY)
  try {
    return raw ? (JSON.parse(raw) as SessionEnd) : null
  } catch {
    return null
  }
}
