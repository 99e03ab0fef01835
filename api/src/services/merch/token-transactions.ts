import type { HoldSettlement, TokenTransactionData } from '@spinroom/schemas'
import type { Call } from '../../lib/endpoint.ts'
import { adminList } from '../../lib/list.ts'
import { Conflict, NotFound } from '../../errors.ts'
import { findHold, settleHold, writeEntry, type Written } from './token-ledger.ts'
import { assertMayCredit, assertMayMoveHold, sourceOf } from './token-access.ts'
import { findAccount } from './token-accounts.ts'
import { announceAccount } from './token-account.entity.ts'
import { tokenTransactionsEntity, type TokenTransactionRow } from './token-transaction.entity.ts'

/** Answers a written transaction (201) or the one an idempotency key already wrote (200); the owner hears of a change. */
function answer(call: Call, written: Written) {
  call.context.http = { ...call.context.http, status: written.replayed ? 200 : 201 }
  if (!written.replayed) announceAccount(call.app, written.account)
  return tokenTransactionsEntity.external(written.transaction)
}

/** `POST /api/v1/token-transactions`: a credit (service or admin) or a hold (owner, service or admin). */
export async function createTransaction(call: Call<unknown, unknown, TokenTransactionData>) {
  const { app, body } = call
  const caller = call.caller!
  const account = await findAccount(app.get('knex'), body.accountId)
  if (body.type === 'credit') assertMayCredit(caller)
  else assertMayMoveHold(caller, account.userUuid)
  const written = await writeEntry(app.get('knex'), account.id, { ...body, source: sourceOf(caller), holdTtlSeconds: app.get('config').tokenHoldTtlSeconds })
  return answer(call, written)
}

/** Commit or void: the hold's account owner, a service or an admin; settling twice the same way answers the first. */
const settle = (type: 'commit' | 'voided') => async (call: Call<unknown, unknown, HoldSettlement>) => {
  const knex = call.app.get('knex')
  const hold = await findHold(knex, call.body.transactionId)
  assertMayMoveHold(call.caller!, (await findAccount(knex, hold.accountId)).userUuid)
  const settled = await settleHold(knex, hold.id, type, sourceOf(call.caller!))
  if (settled.expired) {
    announceAccount(call.app, settled.account)
    throw new Conflict('Hold expired')
  }
  return answer(call, settled)
}

export const commitHold = settle('commit')
export const voidHold = settle('voided')

export const listTransactions = (call: Call) => adminList(call, tokenTransactionsEntity)

export async function getTransaction(call: Call<{ id: string }>) {
  const row: TokenTransactionRow | undefined = await call.app.get('knex')('token_transactions').where('id', call.params.id).first()
  if (!row) throw new NotFound('Transaction not found')
  return tokenTransactionsEntity.external(row)
}
