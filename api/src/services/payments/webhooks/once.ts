import type { PaymentProvider, WebhookResult } from '@spinroom/schemas'
import type { Knex } from 'knex'
import type { Application } from '../../../declarations.ts'
import { announceAccount } from '../../points/token-ledger/entity.ts'
import type { TokenAccountRow } from '../../points/token-ledger/entity.ts'

/** What acting on an event changed in token accounts, announced once it has committed. */
export type Acted = TokenAccountRow | null | void

/**
 * Acts on a provider's event once: its id is recorded in the transaction of its effect, so a replay (or a concurrent
 * second delivery, which waits on the first's row) finds it and changes nothing.
 */
export async function actOnce(
  app: Application,
  event: { provider: PaymentProvider; id: string; type: string },
  act: (trx: Knex.Transaction) => Promise<Acted>
): Promise<WebhookResult> {
  const outcome = await app.get('knex').transaction(async (trx) => {
    const [fresh] = await trx('payment_events')
      .insert({ provider: event.provider, eventId: event.id, type: event.type })
      .onConflict(['provider', 'eventId'])
      .ignore()
      .returning('eventId')
    if (!fresh) return { replayed: true, account: null }
    return { replayed: false, account: (await act(trx)) ?? null }
  })
  if (outcome.account) announceAccount(app, outcome.account)
  return { received: true, replayed: outcome.replayed, type: event.type }
}
