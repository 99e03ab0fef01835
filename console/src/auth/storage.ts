import type { User } from '@spinroom/schemas'

/** What the console keeps of a login between page loads. */
export interface StoredAuth {
  accessToken: string
  expiresAt: string | null
  user: Pick<User, 'id' | 'nickname' | 'roles'> & Partial<User>
  /** Room id → the caller's room role, for a caller who moderates rooms without a global moderator role. */
  roomRoles?: Record<string, string>
}

const KEY = 'spinroom.console.auth'

/** The stored login, or null when there is none (or it is unreadable). */
export const readAuth = (): StoredAuth | null => {
  try {
    const raw = localStorage.getItem(KEY)
    if (!raw) return null
    const value = JSON.parse(raw) as StoredAuth
    return typeof value?.accessToken === 'string' && value.user ? value : null
  } catch {
    return null
  }
}

export const writeAuth = (auth: StoredAuth) => localStorage.setItem(KEY, JSON.stringify(auth))

export const clearAuth = () => localStorage.removeItem(KEY)

/** The bearer token of the stored login, if any. */
export const readToken = () => readAuth()?.accessToken ?? null
