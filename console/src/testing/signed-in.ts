import { vi } from 'vitest'
import type { UserRole } from '@spinroom/schemas'
import type { Caller } from '../auth/access.ts'
import { writeAuth } from '../auth/storage.ts'

/** A caller as the login keeps them: roles the API knows, and the rooms they run for room-only staff. */
export interface TestCaller extends Caller {
  roles: readonly UserRole[]
}

/** A Storage held in memory, standing in for the browser's localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear()
  }
}

/** The access token the console keeps for a caller signed in by `signIn`. */
export const TOKEN = 'token-of-the-signed-in-caller'

/**
 * Gives the console an empty localStorage of its own (`vi.unstubAllGlobals()` puts the real one back) and, for a
 * caller, keeps their login in it as the login page does: their roles, and the rooms they run for room-only staff.
 */
export function signIn(caller?: TestCaller): void {
  vi.stubGlobal('localStorage', memoryStorage())
  if (!caller) return
  const user = { id: 'the-caller', nickname: 'Caller', roles: [...caller.roles] }
  writeAuth({ accessToken: TOKEN, expiresAt: null, user, roomRoles: caller.roomRoles && { ...caller.roomRoles } })
}

/** The callers the role rules tell apart. */
export const callers = {
  admin: { roles: ['admin'] },
  moderator: { roles: ['moderator'] },
  user: { roles: ['user'] },
  /** Holds no console role, and owns one room. */
  roomOwner: { roles: ['user'], roomRoles: { 'room-1': 'owner' } }
} satisfies Record<string, TestCaller>
