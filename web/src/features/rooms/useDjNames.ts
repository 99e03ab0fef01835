import { routes, type Room } from '@spinroom/schemas'
import { useCall } from '../../api/queries.ts'

/** Seed 002: profiles are fetched 150 ids at a time and cached for 5 minutes. */
const PROFILE_BATCH = 150

/** Nicknames of the DJs playing in these rooms, in one call. */
export function useDjNames(rooms: Room[]): Map<string, string> {
  const ids = [...new Set(rooms.flatMap((room) => room.djUuids.slice(0, 1)))].sort().slice(0, PROFILE_BATCH)
  const profiles = useCall(
    routes.accounts.listProfiles,
    { query: { users: ids.join(',') } },
    { enabled: ids.length > 0, staleTime: 5 * 60_000 }
  )
  return new Map((profiles.data ?? []).map((p) => [p.id, p.nickname]))
}
