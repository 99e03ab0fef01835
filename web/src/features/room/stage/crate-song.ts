import { CrateSongSchema, type CrateEntry, type CrateSong } from '@spinroom/schemas'

const crateSongKeys = Object.keys(CrateSongSchema.properties) as (keyof CrateSong)[]

/** A crate entry as the live room takes it: only the crate song's own fields (the room refuses any other). */
export function toCrateSong(entry: CrateEntry): CrateSong {
  return Object.fromEntries(
    crateSongKeys.filter((key) => entry[key] !== undefined).map((key) => [key, entry[key]])
  ) as CrateSong
}
