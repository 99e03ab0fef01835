import { PREVIEW_SONGS_THRESHOLD } from '@spinroom/schemas'

const storageKey = 'spinroom-preview-songs'

interface PreviewCount {
  count: number
  /** The play counted last: a reload or resume of the same play does not count it again. */
  lastPlay: string | null
}

function read(storage: Storage): PreviewCount {
  try {
    const parsed = JSON.parse(storage.getItem(storageKey) ?? 'null') as Partial<PreviewCount> | null
    const count = Number(parsed?.count)
    return {
      count: Number.isInteger(count) && count > 0 ? count : 0,
      lastPlay: typeof parsed?.lastPlay === 'string' ? parsed.lastPlay : null
    }
  } catch {
    return { count: 0, lastPlay: null }
  }
}

/**
 * Seed 002 "Playback": anonymous listeners stop playing once the preview songs they heard exceed the threshold. A guest
 * hears PREVIEW_SONGS_THRESHOLD songs; the next one would exceed it, so it does not start.
 */
export const previewAllowance = (storage: Storage = localStorage) => ({
  /** Songs heard so far. */
  count: () => read(storage).count,
  /** Whether one more song would exceed the threshold (a play already counted may go on). */
  exhausted: (play: string) => {
    const { count, lastPlay } = read(storage)
    return lastPlay !== play && count + 1 > PREVIEW_SONGS_THRESHOLD
  },
  /** Counts a play whose playback started, once. */
  heard(play: string): number {
    const current = read(storage)
    if (current.lastPlay === play) return current.count
    const next = { count: current.count + 1, lastPlay: play }
    try {
      storage.setItem(storageKey, JSON.stringify(next))
    } catch {
      // Private browsing may refuse storage: the count then holds for nothing, which is the browser's choice.
    }
    return next.count
  }
})
