import type { Call } from '../../../lib/endpoint.ts'
import { runningSeason } from '../seasons/seasons.ts'
import { assertUser, noStatus, statusOf } from './ranks.ts'

/** A user's status in the season running now (none running: no status). */
async function currentStatus(call: Call, userUuid: string) {
  const knex = call.app.get('knex')
  await assertUser(knex, userUuid)
  const season = await runningSeason(knex)
  if (!season) return noStatus(userUuid, null)
  return statusOf(knex, userUuid, season.id)
}

export const userRankingStatus = (call: Call<{ userUuid: string }>) => currentStatus(call, call.params.userUuid)

export const ownRankingStatus = (call: Call) => currentStatus(call, call.caller!.id)

export async function lifetimeRankingStatus(call: Call<{ userUuid: string }>) {
  const knex = call.app.get('knex')
  await assertUser(knex, call.params.userUuid)
  return statusOf(knex, call.params.userUuid, null)
}
