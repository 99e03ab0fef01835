import type { OwnTransactionsFilter, TokenAccountOpen, TokenAccountPatch } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest } from '../../../errors.ts'
import { lockAccount, nextUpdatedAt } from './ledger.ts'
import { openAccountFor, ownAccountRow } from './account-opening.ts'
import { announceAccount, tokenAccountsEntity, tokenTransactionsEntity, type TokenAccountRow } from './entity.ts'

/** 201 with the new account, 200 with the one the caller already has. */
export async function openOwnAccount(call: Call) {
  const { account, created } = await openAccountFor(call.app, call.caller!.id)
  call.context.http = { ...call.context.http, status: created ? 201 : 200 }
  return tokenAccountsEntity.external(account)
}

/** An administrator opens a user's account: 201 with the new one, 200 with the one the user already has. */
export async function openUserAccount(call: Call<unknown, unknown, TokenAccountOpen>) {
  const knex = call.app.get('knex')
  const { userUuid } = call.body
  if (!(await knex('users').where('id', userUuid).first('id'))) {
    throw new BadRequest("Invalid body: 'userUuid' names no user", {
      errors: [{ field: 'userUuid', message: 'names no user' }]
    })
  }
  const { account, created } = await openAccountFor(call.app, userUuid)
  call.context.http = { ...call.context.http, status: created ? 201 : 200 }
  return tokenAccountsEntity.external(account)
}

export async function ownAccount(call: Call) {
  const account = await ownAccountRow(call.app, call.caller!.id)
  return {
    id: account.id,
    balance: Number(account.balance),
    status: account.status,
    updatedAt: account.updatedAt.toISOString()
  }
}

/** The caller's ledger rows, newest first. */
export async function ownTransactions(call: Call<unknown, OwnTransactionsFilter>) {
  const knex = call.app.get('knex')
  const account = await ownAccountRow(call.app, call.caller!.id)
  const { limit = 20, offset = 0 } = call.query
  const rows = knex('token_transactions').where('accountId', account.id)
  const [{ count }] = await rows.clone().count({ count: '*' })
  const data = await rows
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' }
    ])
    .limit(limit)
    .offset(offset)
  return { data: data.map(tokenTransactionsEntity.external), total: Number(count), limit, offset }
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
