import { useSyncExternalStore } from 'react'
import type { SongProviderKey } from '@spinroom/schemas'

interface Failures {
  /** The play they belong to (its end time): a new song starts with none. */
  play: number | null
  failed: Partial<Record<SongProviderKey, string>>
}

let current: Failures = { play: null, failed: {} }
const listeners = new Set<() => void>()

/** Providers that failed the current play here: the choice moves on to the next provider the song has. */
export const playbackFailures = {
  get: () => current,
  add(play: number, provider: SongProviderKey, message: string) {
    const failed = current.play === play ? current.failed : {}
    current = { play, failed: { ...failed, [provider]: message } }
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
}

/** The failures of `play` (none for any other play). */
export function usePlaybackFailures(play: number | null): Failures['failed'] {
  const failures = useSyncExternalStore(playbackFailures.subscribe, playbackFailures.get)
  return play !== null && failures.play === play ? failures.failed : none
}
const none = {}
