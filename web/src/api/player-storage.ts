import {
  audioQualities,
  coreStorageName,
  currentDancefloorName,
  playerStorageVersion,
  DEFAULT_APPLE_STOREFRONT,
  DEFAULT_AUDIO_QUALITY,
  type AudioQuality,
  type CoreStorage,
  type CurrentDancefloor
} from '@spinroom/schemas'
import type { DancefloorStore } from '@spinroom/client'
import { decodeToken } from './token-claims.ts'

/** Where the token was kept before `core-storage`: a session from then is carried over once. */
const legacyTokenKey = 'spinroom-jwt'

type Fields = Record<string, unknown>

/** A store's fields as persisted (`{ state, version }`), or a flat object of them; null when absent or unreadable. */
function readStore(name: string): Fields | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(name) ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return null
    const { state } = parsed as { state?: unknown }
    return typeof state === 'object' && state !== null ? (state as Fields) : (parsed as Fields)
  } catch {
    return null
  }
}

function writeStore(name: string, state: object | null): void {
  try {
    if (state) localStorage.setItem(name, JSON.stringify({ state, version: playerStorageVersion }))
    else localStorage.removeItem(name)
  } catch {
    // Private browsing may refuse storage: the session then lasts as long as the page.
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : null)
const isQuality = (value: unknown): value is AudioQuality => audioQualities.includes(value as AudioQuality)

const listeners = new Set<() => void>()
let snapshot: CoreStorage | null = null

/** `core-storage` as stored, each field that is missing or malformed at its default. */
export function readCore(): CoreStorage {
  if (snapshot) return snapshot
  const stored = readStore(coreStorageName) ?? {}
  const isLoggedIn = stored.isLoggedIn === true
  snapshot = {
    token: text(stored.token),
    isLoggedIn,
    userUuid: text(stored.userUuid),
    // Seed 002 §4: a listener who is not logged in always has medium quality.
    audioQuality: isLoggedIn && isQuality(stored.audioQuality) ? stored.audioQuality : DEFAULT_AUDIO_QUALITY,
    appleStorefrontId: text(stored.appleStorefrontId) ?? DEFAULT_APPLE_STOREFRONT
  }
  return snapshot
}

function updateCore(change: Partial<CoreStorage>): void {
  const next = { ...readCore(), ...change }
  snapshot = next.isLoggedIn ? next : { ...next, audioQuality: DEFAULT_AUDIO_QUALITY }
  writeStore(coreStorageName, snapshot)
  listeners.forEach((listener) => listener())
}

/** For useSyncExternalStore. */
export function subscribeCore(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

// Another tab signed in or out, or changed a setting: read the store again.
window.addEventListener('storage', (event) => {
  if (event.key !== coreStorageName) return
  snapshot = null
  listeners.forEach((listener) => listener())
})

/** The playback settings of a logged-in user, as their account keeps them. */
export const keepSettings = (settings: Pick<CoreStorage, 'audioQuality' | 'appleStorefrontId'>) => updateCore(settings)

function keepToken(token: string | null): void {
  const claims = decodeToken(token ?? '')
  const isLoggedIn = claims.type === 'user'
  const userUuid = isLoggedIn ? (claims.sub ?? null) : null
  // Settings are the account's: another account starts from the defaults until its own are read.
  const defaults = { audioQuality: DEFAULT_AUDIO_QUALITY, appleStorefrontId: DEFAULT_APPLE_STOREFRONT }
  updateCore({ token, isLoggedIn, userUuid, ...(userUuid !== readCore().userUuid ? defaults : {}) })
}

/** A session stored under the old key moves into `core-storage`. */
function adoptLegacyToken(): string | null {
  try {
    const legacy = localStorage.getItem(legacyTokenKey)
    if (legacy === null) return null
    localStorage.removeItem(legacyTokenKey)
    keepToken(legacy)
    return legacy
  } catch {
    return null
  }
}

/** The access token's storage for the Feathers client: `core-storage`'s token, isLoggedIn and userUuid. */
export const coreTokenStorage = {
  getItem: () => readCore().token ?? adoptLegacyToken(),
  setItem: (_key: string, token: string) => keepToken(token),
  removeItem: () => keepToken(null)
}

/** `currentDancefloor`, read and written by the room connection. */
export const dancefloorStore: DancefloorStore = {
  read(): CurrentDancefloor | null {
    const stored = readStore(currentDancefloorName)
    if (!stored) return null
    const when = stored.lastConnection
    return {
      slug: text(stored.slug),
      password: text(stored.password),
      error: text(stored.error),
      lastConnection: typeof when === 'number' ? when : typeof when === 'string' ? Date.parse(when) || null : null
    }
  },
  write: (value) => writeStore(currentDancefloorName, value)
}
