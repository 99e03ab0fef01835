import {
  ConsumablePurchaseSchema,
  TokenAccountSchema,
  TokenTransactionSchema,
  tokenAccountListFields,
  tokenTransactionListFields,
  type ConsumablePurchase,
  type TokenAccount,
  type TokenTransaction
} from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { ADMINS, userChannel } from '../../../channels.ts'
import { crud } from '../../../lib/crud.ts'
import { defineEntity, emitEntityEvent } from '../../../lib/entity.ts'

export type TokenAccountRow = Omit<TokenAccount, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }
export type TokenTransactionRow = Omit<TokenTransaction, 'expiresAt' | 'createdAt'> & {
  expiresAt: Date | null
  createdAt: Date
}
export type ConsumablePurchaseRow = Omit<ConsumablePurchase, 'createdAt'> & { createdAt: Date }

export const tokenAccountsEntity = defineEntity({
  table: 'token_accounts',
  path: 'api/merch-service/token-account-records',
  resource: 'token-accounts',
  schema: TokenAccountSchema,
  listFields: tokenAccountListFields,
  searchFields: ['status'],
  defaultSort: { updatedAt: -1 },
  // The owner's connections learn their new balance; administrators see every account move.
  publish: (account, app) => [app.channel(userChannel(account.userUuid)), app.channel(ADMINS)]
})

export const tokenTransactionsEntity = defineEntity({
  table: 'token_transactions',
  path: 'api/merch-service/token-transaction-records',
  resource: 'token-transactions',
  schema: TokenTransactionSchema,
  listFields: tokenTransactionListFields,
  searchFields: ['reason', 'source'],
  defaultSort: { createdAt: -1, id: 1 }
})

export const consumablePurchasesEntity = defineEntity({
  table: 'consumable_purchases',
  path: 'api/merch-service/consumable-purchase-records',
  resource: 'consumable-purchases',
  schema: ConsumablePurchaseSchema,
  listFields: ['id', 'accountId', 'consumableId', 'roomUuid', 'userUuid', 'tokenCost', 'createdAt'],
  searchFields: [],
  defaultSort: { createdAt: -1 }
})

export const accounts = crud<TokenAccountRow, TokenAccount>({
  entity: tokenAccountsEntity,
  notFound: 'Token account not found'
})

export const transactions = crud<TokenTransactionRow, TokenTransaction>({
  entity: tokenTransactionsEntity,
  notFound: 'Transaction not found'
})

/** Balances move under row locks with knex: the owner and administrators hear of it after the commit. */
export const announceAccount = (app: Application, row: TokenAccountRow) =>
  emitEntityEvent(app, tokenAccountsEntity, 'patched', row)
