import type { HoldSettlement, TokenTransactionData } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { Conflict } from '../../../errors.ts'
import { settleHold, writeEntry, type Written } from './ledger.ts'
import { sourceOf } from './access.ts'
import { announceAccount, tokenTransactionsEntity } from './entity.ts'

/**
 * Answers a written transaction (201) or the one an idempotency key already wrote (200); the owner hears of a change.
 */
function answer(call: Call, written: Written) {
  call.context.http = { ...call.context.http, status: written.replayed ? 200 : 201 }
  if (!written.replayed) {
    emitEntityEvent(call.app, tokenTransactionsEntity, 'created', written.transaction)
    announceAccount(call.app, written.account)
  }
  return tokenTransactionsEntity.external(written.transaction)
}

/** A credit (service or admin) or a hold (owner, service or admin; see entryOwner). */
export async function createTransaction(call: Call<unknown, unknown, TokenTransactionData>) {
  const { app, body } = call
  const written = await writeEntry(app.get('knex'), body.accountId, {
    ...body,
    source: sourceOf(call.caller!),
    holdTtlSeconds: app.get('config').tokenHoldTtlSeconds
  })
  return answer(call, written)
}

/**
 * Commit or void: the hold's account owner, a service or an admin (see holdOwner); settling twice the same way answers
 * the first.
 */
const settle = (type: 'commit' | 'voided') => async (call: Call<unknown, unknown, HoldSettlement>) => {
  const settled = await settleHold(call.app.get('knex'), call.body.transactionId, type, sourceOf(call.caller!))
  if (settled.expired) {
    announceAccount(call.app, settled.account)
    throw new Conflict('Hold expired')
  }
  return answer(call, settled)
}

export const commitHold = settle('commit')
export const voidHold = settle('voided')
