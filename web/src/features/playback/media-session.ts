import type { CrateSong } from '@spinroom/schemas'
import { artworkOf } from './playable-source.ts'

/** The browser's Media Session: title, artist and artwork on the lock screen and media keys. */
export function showInMediaSession(song: CrateSong | null): void {
  if (!('mediaSession' in navigator)) return
  if (!song) {
    navigator.mediaSession.metadata = null
    return
  }
  const artwork = artworkOf(song)
  navigator.mediaSession.metadata = new MediaMetadata({
    title: song.trackName,
    artist: song.artistName,
    artwork: artwork ? [{ src: new URL(artwork, location.href).href }] : []
  })
}
