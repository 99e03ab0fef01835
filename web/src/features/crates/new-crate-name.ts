import { NEW_CRATE_NAME_PREFIX } from '@spinroom/schemas'

/** Seed 002 §5: 'New Playlist #' and the lowest positive number `names` leaves free (the API's answer wins). */
export function nextNewCrateName(names: string[]): string {
  const used = new Set(
    names
      .filter((name) => name.startsWith(NEW_CRATE_NAME_PREFIX))
      .map((name) => name.slice(NEW_CRATE_NAME_PREFIX.length))
  )
  let n = 1
  while (used.has(String(n))) n += 1
  return `${NEW_CRATE_NAME_PREFIX}${n}`
}
