import type { Knex } from 'knex'
import type { TokenAccountPatch } from '@spinroom/schemas'
import type { Call } from '../../lib/endpoint.ts'
import { adminList } from '../../lib/list.ts'
import { NotFound } from '../../errors.ts'
import { lockAccount, nextUpdatedAt, openAccount } from './token-ledger.ts'
import { announceAccount, tokenAccountsEntity, type TokenAccountRow } from './token-account.entity.ts'

export async function findAccount(knex: Knex, accountId: string): Promise<TokenAccountRow> {
  const account: TokenAccountRow | undefined = await knex('token_accounts').where('id', accountId).first()
  if (!account) throw new NotFound('Token account not found')
  return account
}

/** `POST /api/v1/token-accounts`: 201 with the new account, 200 with the one the caller already has. */
export async function openOwnAccount(call: Call) {
  const { account, created } = await openAccount(call.app.get('knex'), call.caller!.id)
  call.context.http = { ...call.context.http, status: created ? 201 : 200 }
  return tokenAccountsEntity.external(account)
}

/** `GET /api/v1/token-accounts/self`. */
export async function ownAccount(call: Call) {
  const account: TokenAccountRow | undefined = await call.app
    .get('knex')('token_accounts')
    .where('userUuid', call.caller!.id)
    .first()
  if (!account) throw new NotFound('We were unable to find your token account. Please try again.')
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

export const getAccount = async (call: Call<{ accountId: string }>) =>
  tokenAccountsEntity.external(await findAccount(call.app.get('knex'), call.params.accountId))

export const listAccounts = (call: Call) => adminList(call, tokenAccountsEntity)

export const adminGetAccount = async (call: Call<{ id: string }>) =>
  tokenAccountsEntity.external(await findAccount(call.app.get('knex'), call.params.id))

/**
 * `PATCH /admin/token-accounts/{id}`: disabling stops new credits, holds and purchases; open holds may still settle.
 */
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
