import type { TokenAccountPatch } from '@spinroom/schemas'
import { tokenAccountRoutes } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { NotFound } from '../../../errors.ts'
import { lockAccount, nextUpdatedAt, openAccount } from './ledger.ts'
import { announceAccount, tokenAccountsEntity, type TokenAccountRow } from './entity.ts'

/** 201 with the new account, 200 with the one the caller already has. */
export async function openOwnAccount(call: Call) {
  const { account, created } = await openAccount(call.app.get('knex'), call.caller!.id)
  call.context.http = { ...call.context.http, status: created ? 201 : 200 }
  return tokenAccountsEntity.external(account)
}

export async function ownAccount(call: Call) {
  const account: TokenAccountRow | undefined = await call.app
    .get('knex')('token_accounts')
    .where('userUuid', call.caller!.id)
    .first()
  if (!account) throw new NotFound(tokenAccountRoutes.getOwnTokenAccount.errors[404])
  return {
    id: account.id,
    balance: Number(account.balance),
    status: account.status,
    updatedAt: account.updatedAt.toISOString()
  }
}

/** Owner of `{accountId}` (undefined when there is no such account: the handler answers 404). */
export async function accountOwner(call: Call<{ accountId: string }>) {
  const account: TokenAccountRow | undefined = await call.app
    .get('knex')('token_accounts')
    .where('id', call.params.accountId)
    .first('userUuid')
  return account?.userUuid
}

/** Disabling stops new credits, holds and purchases; open holds may still settle. */
export async function patchAccount(call: Call<{ id: string }, unknown, TokenAccountPatch>) {
  const account = await call.app.get('knex').transaction(async (trx) => {
    await lockAccount(trx, call.params.id)
    const [row] = await trx('token_accounts')
      .where('id', call.params.id)
      .update({ status: call.body.status, updatedAt: nextUpdatedAt(trx) })
      .returning('*')
    return row as TokenAccountRow
  })
  announceAccount(call.app, account)
  return tokenAccountsEntity.external(account)
}
