import { artworkSrc } from '../../api/activity-origin.ts'

/** A duration in seconds as the seed shows it: days, hours, minutes and seconds, the larger units only when present. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const days = Math.floor(seconds / 86_400)
  const hours = Math.floor((seconds % 86_400) / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const rest = String(seconds % 60).padStart(2, '0')
  if (days > 0) return `${days}:${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${rest}`
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
  return `${minutes}:${rest}`
}

/** The first artwork a song has, whichever provider gave it, as this page may load it. */
export const artworkOf = (thumbnails: Record<string, string> | undefined): string | undefined =>
  artworkSrc(thumbnails ? Object.values(thumbnails).find((url) => url.length > 0) : undefined)
