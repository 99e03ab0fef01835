/** Durations a moderator picks for a kick or a role, as their i18n keys; `forever` lasts until removed. */
export const durations = {
  '10m': 600_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
  '1w': 604_800_000,
  forever: null
} as const
export type DurationKey = keyof typeof durations

/** When a role given now for that long lapses (ISO), or undefined for one that lasts. */
export function expiryOf(key: DurationKey, now = Date.now()): string | undefined {
  const ms = durations[key]
  return ms === null ? undefined : new Date(now + ms).toISOString()
}
