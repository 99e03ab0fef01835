import type { AuthProvider } from 'react-admin'
import { isModerator, MODERATOR_PAGE_MAX, routes, type AuthResult, type Session } from '@spinroom/schemas'
import { api } from './data/transport.ts'
import { clearAuth, readAuth, writeAuth, type StoredAuth } from './auth/storage.ts'
import { keepSessionEnd, stopWatchingSessionEnd, watchSessionEnd } from './auth/session-end.ts'
import { canAccess } from './resources/views.ts'

// i18n keys (see i18n/en/core.ts); react-admin translates a rejection's message before showing it.
/** An HTTP error of the API, with the URL that answered it (data/transport.ts). */
interface ApiError {
  status?: number
  message: string
  url?: string
}

const NOT_STAFF = 'spinroom.auth.not_staff'
const EXPIRED = 'spinroom.auth.session_expired'

/** The rooms a caller without a global moderator role runs (owner, co-owner, moderator): their only way in. */
async function roomRolesOf(roles: readonly string[]): Promise<Record<string, string> | undefined> {
  if (isModerator(roles)) return undefined
  const page = await api.call(routes.rooms.listModeratedRooms, { query: { $limit: MODERATOR_PAGE_MAX } })
  const held = page.data.flatMap((room) => (room.myRoomRole ? [[String(room.id), room.myRoomRole] as const] : []))
  if (!held.length) throw new Error(NOT_STAFF)
  return Object.fromEntries(held)
}

const isExpired = (auth: StoredAuth) => !!auth.expiresAt && Date.parse(auth.expiresAt) <= Date.now()

// The stored token is checked against the API once per page load.
let validated: Promise<void> | null = null

const validateSession = async (auth: StoredAuth) => {
  let session: Session
  try {
    session = (await api.call(routes.accounts.session)) as Session
  } catch (error) {
    const status = (error as ApiError | undefined)?.status
    if (status === 401 || status === 403) throw Object.assign(new Error(EXPIRED), { status })
    validated = null // API unreachable: keep the login, ask again on the next check
    return
  }
  if (session.type !== 'user' || !session.isLoggedIn) throw new Error(EXPIRED)
  if (session.user) writeAuth({ ...auth, user: session.user, roomRoles: await roomRolesOf(session.user.roles) })
}

/** A ban or a deactivation ends the session at once: back to the login page, which says why. */
const endSessionOn = (auth: StoredAuth) =>
  watchSessionEnd(auth.accessToken, (end) => {
    clearAuth()
    validated = null
    keepSessionEnd(end)
    window.location.hash = '#/login'
  })

/**
 * Logs staff in with e-mail and password (global moderators and admins, and whoever runs a room); keeps the token,
 * the user and the rooms they run in localStorage.
 */
export const authProvider: AuthProvider = {
  login: async ({ username, password }: { username: string; password: string }) => {
    clearAuth()
    validated = null
    const result = (await api.call(routes.accounts.login, { body: { email: username, password } })) as AuthResult
    if (result.type !== 'user' || !result.user) throw new Error(NOT_STAFF)
    const auth = { accessToken: result.accessToken, expiresAt: result.expiresAt ?? null, user: result.user }
    writeAuth(auth) // the room list below is asked with this login's token
    try {
      writeAuth({ ...auth, roomRoles: await roomRolesOf(result.user.roles) })
    } catch (error) {
      clearAuth()
      throw error
    }
    validated = Promise.resolve()
  },

  logout: async () => {
    stopWatchingSessionEnd()
    clearAuth()
    validated = null
  },

  checkAuth: async () => {
    const auth = readAuth()
    if (!auth) throw { message: false }
    if (isExpired(auth)) {
      clearAuth()
      throw new Error(EXPIRED)
    }
    validated ??= validateSession(auth).catch((error: unknown) => {
      clearAuth()
      validated = null
      throw error
    })
    await validated
    endSessionOn(auth)
  },

  checkError: async (error: ApiError | undefined) => {
    const status = error?.status
    // The seed answers a moderator asking about a user above them with 401 'Unauthorized to perform action'.
    if (status === 401 && error?.message === routes.audit.listUserActions.errors[401]) return
    if (status === 401) throw new Error(EXPIRED)
    // A 403 elsewhere means "not allowed to do that", not "logged out".
    if (status === 403 && error?.url === api.url(routes.accounts.session)) throw new Error(EXPIRED)
  },

  getIdentity: async () => {
    const auth = readAuth()
    if (!auth) throw new Error(EXPIRED)
    const { id, nickname, avatarId } = auth.user
    const avatar = avatarId && /^(https?:\/\/|\/)/.test(avatarId) ? avatarId : undefined
    return { id, fullName: nickname, ...(avatar ? { avatar } : {}) }
  },

  getPermissions: async () => readAuth()?.user.roles ?? [],

  canAccess: async ({ resource, action }) => canAccess(resource, action)
}
