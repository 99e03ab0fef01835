import { TokenTransactionSchema, tokenTransactionListFields, type TokenTransaction } from '@spinroom/schemas'
import { defineEntity } from '../../lib/entity.ts'

export type TokenTransactionRow = Omit<TokenTransaction, 'expiresAt' | 'createdAt'> & {
  expiresAt: Date | null
  createdAt: Date
}

export const tokenTransactionsEntity = defineEntity({
  table: 'token_transactions',
  path: 'api/merch-service/token-transaction-records',
  resource: 'token-transactions',
  schema: TokenTransactionSchema,
  listFields: tokenTransactionListFields,
  searchFields: ['reason', 'source'],
  defaultSort: { createdAt: -1, id: 1 }
})
