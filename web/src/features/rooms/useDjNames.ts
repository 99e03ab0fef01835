import { routes, type Room } from '@spinroom/schemas'
import { useCalls } from '../../api/queries.ts'
import { djProfileBatches } from './profile-batches.ts'

/** Seed 002 §9: profiles are cached for 5 minutes. */
const PROFILE_STALE_MS = 5 * 60_000

/** Nicknames of the DJs playing in these rooms, fetched in batches of 150 ids. */
export function useDjNames(rooms: Room[]): Map<string, string> {
  const inputs = djProfileBatches(rooms).map((users) => ({ query: { users } }))
  const batches = useCalls(routes.accounts.listProfiles, inputs, { staleTime: PROFILE_STALE_MS })
  return new Map(batches.flatMap((batch) => batch.data ?? []).map((p) => [p.id, p.nickname]))
}
