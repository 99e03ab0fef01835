import { Conflict } from '../../errors.ts'
import type { CallOf, Handler } from '../../lib/domain.ts'

/** A points or tokens ledger handler counted by operation; one refused with a conflict is counted apart too. */
export const countedLedger =
  <R>(operation: string, handler: Handler<R>): Handler<R> =>
  async (call: CallOf<R>) => {
    const metrics = call.app.get('metrics')
    metrics.ledgerOperations.inc({ operation })
    try {
      return await handler(call)
    } catch (error) {
      if (error instanceof Conflict) metrics.ledgerConflicts.inc({ operation })
      throw error
    }
  }
