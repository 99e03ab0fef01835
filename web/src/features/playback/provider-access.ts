import { useSyncExternalStore } from 'react'
import type { SongProviderKey } from '@spinroom/schemas'

/**
 * Why this listener cannot play a provider here, or 'ready': notConfigured (the server lacks its settings), signIn
 * (a guest), notLinked (no linked account), notPremium (Spotify without Premium), notAuthorized (MusicKit not
 * authorized), unavailable (its SDK failed to load or refused this browser).
 */
export type ProviderAccess =
  'ready' | 'notConfigured' | 'signIn' | 'notLinked' | 'notPremium' | 'notAuthorized' | 'unavailable'

let current: Partial<Record<SongProviderKey, ProviderAccess>> = {}
const listeners = new Set<() => void>()

/**
 * What the account-bound providers (Spotify, Apple Music) found out about this listener: set by their account modules
 * once they checked (linked, Premium, authorized), read by the provider choice.
 */
export const providerAccessStore = {
  get: () => current,
  set(provider: SongProviderKey, access: ProviderAccess) {
    if (current[provider] === access) return
    current = { ...current, [provider]: access }
    listeners.forEach((listener) => listener())
  },
  /** Forgets what was found (the listener signed out or in as someone else). */
  reset() {
    current = {}
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
}

export const useProviderAccess = () => useSyncExternalStore(providerAccessStore.subscribe, providerAccessStore.get)
