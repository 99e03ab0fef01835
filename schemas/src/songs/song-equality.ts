/** What the song-equality rules read of a song (seed 002 §5): any song shape of the api, console or player has it. */
export interface ComparableSong {
  crateSongUuid?: string | null
  songId?: string | null
  songShortId?: string | null
  isrc?: string | null
  musicProviders?: Partial<Record<string, string | null | undefined>>
  duration?: number | null
  trackName?: string | null
  artistName?: string | null
}

/** Two durations within this many seconds may be the same recording (seed 002 §9). */
export const SONG_DUPLICATE_TOLERANCE_SECONDS = 5

const same = (a?: string | null, b?: string | null) => !!a && !!b && a === b
const sameText = (a?: string | null, b?: string | null) =>
  !!a && !!b && a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()

function shareProvider(a: ComparableSong, b: ComparableSong): boolean {
  const theirs = b.musicProviders ?? {}
  return Object.entries(a.musicProviders ?? {}).some(([provider, id]) => same(id, theirs[provider]))
}

/**
 * Whether two songs are the same, by seed 002's rules in their order: the same crate entry (queue entries only), the
 * same songId, songShortId or isrc, a shared provider id, or a duration within 5 s with the same track and artist
 * names (case-insensitive).
 */
export function sameSong(a: ComparableSong, b: ComparableSong, options: { queueEntries?: boolean } = {}): boolean {
  if (options.queueEntries && same(a.crateSongUuid, b.crateSongUuid)) return true
  if (same(a.songId, b.songId) || same(a.songShortId, b.songShortId) || same(a.isrc, b.isrc)) return true
  if (shareProvider(a, b)) return true
  return (
    a.duration != null &&
    b.duration != null &&
    Math.abs(a.duration - b.duration) <= SONG_DUPLICATE_TOLERANCE_SECONDS &&
    sameText(a.trackName, b.trackName) &&
    sameText(a.artistName, b.artistName)
  )
}

/** The songs of `incoming` that are neither in `existing` nor earlier in `incoming`, in their order. */
export function withoutDuplicates<T extends ComparableSong>(incoming: T[], existing: ComparableSong[] = []): T[] {
  const kept: T[] = []
  for (const song of incoming) {
    if (!existing.some((e) => sameSong(e, song)) && !kept.some((k) => sameSong(k, song))) kept.push(song)
  }
  return kept
}
