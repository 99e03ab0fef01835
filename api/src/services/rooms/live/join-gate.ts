import type { Application } from '../../../declarations.ts'
import { Gate } from '../../../lib/gate.ts'

/**
 * Joins one process runs at once: when a killed process's listeners all come back together, the rest wait here in
 * order instead of for the database pool, where they timed out as false 503s. Past 10,000 waiting a join is refused
 * for now, and the client tries again.
 */
const JOIN_LIMITS = { atOnce: 64, waiting: 10_000, retryAfterS: 2 }

const gates = new WeakMap<Application, Gate>()

/** This process's gate for live room joins. */
export function joinGateOf(app: Application): Gate {
  let gate = gates.get(app)
  if (!gate) gates.set(app, (gate = new Gate(JOIN_LIMITS)))
  return gate
}
