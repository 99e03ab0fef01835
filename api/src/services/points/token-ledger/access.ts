import type { HoldSettlement, TokenTransactionData } from '@spinroom/schemas'
import type { Caller } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'

/** Ledger rows record who wrote them. */
export const sourceOf = (caller: Caller) => `${caller.type}:${caller.id}`

/**
 * Owner of a new transaction: a hold's is the account's owner (undefined when there is no such account: the handler
 * answers 404); a credit mints tokens and has none, so only services and administrators may write it.
 */
export async function entryOwner(
  call: Call<unknown, unknown, TokenTransactionData>
): Promise<string | string[] | undefined> {
  if (call.body.type === 'credit') return []
  const account: { userUuid: string } | undefined = await call.app
    .get('knex')('token_accounts')
    .where('id', call.body.accountId)
    .first('userUuid')
  return account?.userUuid
}

/** Owner of the account of the transaction to settle (undefined when there is none: the handler answers 404). */
export async function holdOwner(call: Call<unknown, unknown, HoldSettlement>): Promise<string | undefined> {
  const row: { userUuid: string } | undefined = await call.app
    .get('knex')('token_transactions as t')
    .join('token_accounts as a', 'a.id', 't.accountId')
    .where('t.id', call.body.transactionId)
    .first('a.userUuid')
  return row?.userUuid
}
