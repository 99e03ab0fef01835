import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, IdParams } from '../common.ts'
import { HoldSettlementSchema, TokenTransactionDataSchema, TokenTransactionSchema } from './token-transaction.ts'
import { routeGroup } from '../route.ts'

const TransactionList = Type.Union([AdminPage(TokenTransactionSchema), Type.Array(TokenTransactionSchema)])
const tags = ['token transactions']
// The seed leaves it open ("self?"): whoever may hold on the account may settle the hold; guests and other users get
// 403.
const settlers = "Who: the hold's account owner, a service key or an admin; anyone else 403."
const forbidden = 'Only the account owner, a service or an administrator may do this'
const settled =
  '404 Transaction not found; 400 when it is not a hold; idempotent (settling again the same way answers the first settlement, 200).'

/** The ledger's transactions: credits and holds, and the settlement of holds. */
export const tokenTransactionRoutes = routeGroup({
  createTokenTransaction: {
    method: 'POST',
    path: '/api/v1/token-transactions',
    access: 'selfOrService',
    forbidden: 'Only services and administrators may credit tokens, and only they or the account owner may hold them',
    tags,
    body: TokenTransactionDataSchema,
    result: TokenTransactionSchema,
    summary: 'credit tokens (service or admin) or hold them (account owner, service or admin); beyond the seed',
    description:
      'Answers the transaction (201), or with a repeated idempotencyKey the first one (200, nothing written). 409 Insufficient token balance (a hold above the balance), 409 Token account is disabled; a user crediting tokens gets 403.'
  },
  commitTokenHold: {
    method: 'POST',
    path: '/api/v1/token-transactions/commit',
    access: 'selfOrService',
    forbidden,
    summary: 'commit a hold (it becomes a spend)',
    description: `${settlers} ${settled} 409 Transaction already voided; 409 Hold expired (the hold is voided).`,
    tags,
    body: HoldSettlementSchema,
    result: TokenTransactionSchema
  },
  voidTokenHold: {
    method: 'POST',
    path: '/api/v1/token-transactions/void',
    access: 'selfOrService',
    forbidden,
    summary: 'void a hold (its tokens come back)',
    description: `${settlers} ${settled} 409 Transaction already committed.`,
    tags,
    body: HoldSettlementSchema,
    result: TokenTransactionSchema
  },
  listTokenTransactions: {
    method: 'GET',
    path: '/admin/token-transactions',
    access: 'admin',
    summary:
      'token transactions, filtered by accountId and type (admin list-query language or simple-rest; beyond the seed, for the console)',
    tags,
    query: AdminListQuery,
    result: TransactionList
  },
  getTokenTransaction: {
    method: 'GET',
    path: '/admin/token-transactions/{id}',
    access: 'admin',
    summary: 'one token transaction (beyond the seed, for the console)',
    tags,
    params: IdParams,
    result: TokenTransactionSchema
  }
})
