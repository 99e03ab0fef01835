import type { Application } from '../../../declarations.ts'
import { Gate } from '../../../lib/gate.ts'

/**
 * Joins one process runs at once (`LIVE_JOINS_AT_ONCE`): when a killed process's listeners all come back together, the
 * rest wait here, room by room, instead of for the database pool, where they timed out as false 503s. Past
 * `LIVE_JOINS_WAITING` waiting a join is refused for now, and the client tries again after this many seconds.
 */
const RETRY_AFTER_S = 2

const gates = new WeakMap<Application, Gate>()

/** This process's gate for live room joins. */
export function joinGateOf(app: Application): Gate {
  let gate = gates.get(app)
  if (!gate) gates.set(app, (gate = new Gate({ ...app.get('config').liveJoins, retryAfterS: RETRY_AFTER_S })))
  return gate
}
