import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, IdParams, OffsetPage } from '../common.ts'
import { TokenTransactionSchema } from './token-transaction.ts'
import {
  AccountIdParams,
  OwnTransactionsQuery,
  OwnTokenAccountSchema,
  TokenAccountOpenSchema,
  TokenAccountPatchSchema,
  TokenAccountSchema
} from './token-account.ts'
import { routeGroup } from '../route.ts'

const AccountList = Type.Union([AdminPage(TokenAccountSchema), Type.Array(TokenAccountSchema)])
const tags = ['token accounts']

/** Token accounts: one per user; the /admin rows are beyond the seed, for the console. */
export const tokenAccountRoutes = routeGroup({
  openTokenAccount: {
    method: 'POST',
    path: '/api/v1/token-accounts',
    access: 'user',
    summary: "open the caller's token account",
    description:
      'Idempotent: 201 with the new account, 200 with the one the caller already has (every user has one from sign-up on).',
    tags,
    result: TokenAccountSchema
  },
  getOwnTokenAccount: {
    method: 'GET',
    path: '/api/v1/token-accounts/self',
    access: 'user',
    summary: "caller's account (id, balance, status, updatedAt)",
    description:
      'Every user has one from sign-up on; an older account that has none gets it opened by this call (in one statement, once whoever races).',
    tags,
    result: OwnTokenAccountSchema
  },
  listOwnTokenTransactions: {
    method: 'GET',
    path: '/api/v1/token-accounts/self/transactions',
    access: 'user',
    summary: "the caller's token history, newest first (limit, offset; our addition, for the player)",
    tags,
    query: OwnTransactionsQuery,
    result: OffsetPage(TokenTransactionSchema)
  },
  getUserTokenAccount: {
    method: 'GET',
    path: '/api/v1/token-accounts/{accountId}',
    access: 'self',
    summary: 'one account (its owner or an admin)',
    tags,
    params: AccountIdParams,
    result: TokenAccountSchema,
    forbidden: 'You may only read your own token account'
  },
  listTokenAccounts: {
    method: 'GET',
    path: '/admin/token-accounts',
    access: 'admin',
    summary: 'token accounts (admin list-query language or simple-rest; beyond the seed, for the console)',
    tags,
    query: AdminListQuery,
    result: AccountList
  },
  openUserTokenAccount: {
    method: 'POST',
    path: '/admin/token-accounts',
    access: 'admin',
    summary: "open a user's token account (ours, for the console)",
    description:
      "Idempotent: 201 with the new account, 200 with the one the user already has; 400 when 'userUuid' names no user.",
    tags,
    body: TokenAccountOpenSchema,
    result: TokenAccountSchema,
    status: 201
  },
  getTokenAccount: {
    method: 'GET',
    path: '/admin/token-accounts/{id}',
    access: 'admin',
    summary: 'one token account (beyond the seed, for the console)',
    tags,
    params: IdParams,
    result: TokenAccountSchema
  },
  updateTokenAccount: {
    method: 'PATCH',
    path: '/admin/token-accounts/{id}',
    access: 'admin',
    summary: 'disable or enable a token account (beyond the seed, for the console)',
    description:
      'A disabled account takes no credits, holds or purchases (409); its open holds may still be committed or voided.',
    tags,
    params: IdParams,
    body: TokenAccountPatchSchema,
    result: TokenAccountSchema
  }
})
