import { useSyncExternalStore } from 'react'

const volumeKey = 'spinroom-volume'
const mutedKey = 'spinroom-muted'

export interface VolumeState {
  /** 0..1 */
  volume: number
  muted: boolean
}

function read(): VolumeState {
  try {
    const stored = Number(localStorage.getItem(volumeKey))
    const volume = localStorage.getItem(volumeKey) !== null && stored >= 0 && stored <= 1 ? stored : 0.8
    return { volume, muted: localStorage.getItem(mutedKey) === 'true' }
  } catch {
    return { volume: 0.8, muted: false }
  }
}

let current = read()
const listeners = new Set<() => void>()

/** Volume and mute, remembered across visits. */
export const volumeStore = {
  get: () => current,
  set(next: Partial<VolumeState>) {
    current = { ...current, ...next }
    try {
      localStorage.setItem(volumeKey, String(current.volume))
      localStorage.setItem(mutedKey, String(current.muted))
    } catch {
      // Private browsing may refuse storage: the setting still holds for this visit.
    }
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
}

export const useVolume = () => useSyncExternalStore(volumeStore.subscribe, volumeStore.get)
