/** Seconds as m:ss (h:mm:ss past an hour). */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.floor(total))
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = String(seconds % 60).padStart(2, '0')
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`
}
