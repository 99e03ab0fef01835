/** How long a restriction lasts, in minutes, by i18n key under spinroom.live_desk.durations; `custom` asks. */
export const durations = { five_minutes: 5, hour: 60, day: 1440, custom: null } as const
export type Duration = keyof typeof durations

/** The moment a restriction lapses, or null when a custom duration is not a positive number of minutes. */
export function expiryOf(duration: Duration, customMinutes: string, now = Date.now()): string | null {
  const minutes = durations[duration] ?? Number(customMinutes)
  if (!Number.isFinite(minutes) || minutes <= 0) return null
  return new Date(now + minutes * 60_000).toISOString()
}
