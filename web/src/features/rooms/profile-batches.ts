import { PROFILE_BATCH_LIMIT, type Room } from '@spinroom/schemas'

/** The ids of the DJs playing in these rooms, once each, in batches of one profiles call each (seed 002 §5: 150). */
export function djProfileBatches(rooms: Room[]): string[][] {
  const ids = [...new Set(rooms.flatMap((room) => room.djUuids.slice(0, 1)))].sort()
  return Array.from({ length: Math.ceil(ids.length / PROFILE_BATCH_LIMIT) }, (_, i) =>
    ids.slice(i * PROFILE_BATCH_LIMIT, (i + 1) * PROFILE_BATCH_LIMIT)
  )
}
