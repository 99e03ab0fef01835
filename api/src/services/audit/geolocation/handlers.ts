import type { Geolocation, geolocationRoutes } from '@spinroom/schemas'
import type { CallOf, Handlers } from '../../../lib/domain.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { locate } from './locate.ts'

type Routes = typeof geolocationRoutes

interface LocationRow extends Omit<Geolocation, 'recordedAt'> {
  callerUuid: string
  recordedAt: Date
}

// The same address the rate limits key on: Koa's (X-Forwarded-For behind TRUST_PROXY) or the socket's.
const addressOf = (call: Call) => String(call.context.params.ip ?? '')

const answer = ({ callerUuid: _caller, recordedAt, ...location }: LocationRow): Geolocation => ({
  ...location,
  recordedAt: new Date(recordedAt).toISOString()
})

/** Locates the caller's present address and keeps it for them, replacing what was kept. */
async function recordGeolocation(call: CallOf<Routes['recordGeolocation']>): Promise<Geolocation> {
  const located = await locate(addressOf(call as Call))
  const row: LocationRow = {
    ...located,
    callerUuid: call.caller!.id,
    timezone: call.body.timezone ?? null,
    recordedAt: new Date()
  }
  await call.app.get('knex')('caller_locations').insert(row).onConflict('callerUuid').merge()
  return answer(row)
}

/** What was kept for the caller, else the present address located now. */
async function getGeolocation(call: CallOf<Routes['getGeolocation']>): Promise<Geolocation> {
  const row: LocationRow | undefined = await call.app
    .get('knex')('caller_locations')
    .where('callerUuid', call.caller!.id)
    .first()
  if (row) return answer(row)
  return { ...(await locate(addressOf(call as Call))), timezone: null, recordedAt: null }
}

export const geolocationHandlers: Handlers<Routes> = { recordGeolocation, getGeolocation }
