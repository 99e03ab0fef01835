import { Type } from '@sinclair/typebox'
import {
  AccountIdParams,
  AdminListQuery,
  AdminPage,
  IdParams,
  OwnTokenAccountSchema,
  TokenAccountPatchSchema,
  TokenAccountSchema
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import {
  accountOwner,
  adminGetAccount,
  getAccount,
  listAccounts,
  openOwnAccount,
  ownAccount,
  patchAccount
} from './token-accounts.ts'

const AccountList = Type.Union([AdminPage(TokenAccountSchema), Type.Array(TokenAccountSchema)])
const tags = ['token accounts']

/** Token accounts: one per user; the /admin rows are beyond the seed, for the console. */
export const tokenAccountEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: '/api/v1/token-accounts',
    access: 'user',
    summary: "open the caller's token account",
    description: 'Idempotent: 201 with the new account, 200 with the one the caller already has.',
    tags,
    result: TokenAccountSchema,
    handler: openOwnAccount
  }),
  endpoint({
    method: 'GET',
    path: '/api/v1/token-accounts/self',
    access: 'user',
    summary: "caller's account (id, balance, status, updatedAt)",
    tags,
    result: OwnTokenAccountSchema,
    handler: ownAccount
  }),
  endpoint({
    method: 'GET',
    path: '/api/v1/token-accounts/{accountId}',
    access: 'self',
    summary: 'one account (its owner or an admin)',
    tags,
    params: AccountIdParams,
    result: TokenAccountSchema,
    owner: accountOwner,
    forbidden: 'You may only read your own token account',
    handler: getAccount
  }),
  endpoint({
    method: 'GET',
    path: '/admin/token-accounts',
    access: 'admin',
    summary: 'token accounts (admin list-query language or simple-rest; beyond the seed, for the console)',
    tags,
    query: AdminListQuery,
    result: AccountList,
    handler: listAccounts
  }),
  endpoint({
    method: 'GET',
    path: '/admin/token-accounts/{id}',
    access: 'admin',
    summary: 'one token account (beyond the seed, for the console)',
    tags,
    params: IdParams,
    result: TokenAccountSchema,
    handler: adminGetAccount
  }),
  endpoint({
    method: 'PATCH',
    path: '/admin/token-accounts/{id}',
    access: 'admin',
    summary: 'disable or enable a token account (beyond the seed, for the console)',
    description:
      'A disabled account takes no credits, holds or purchases (409); its open holds may still be committed or voided.',
    tags,
    params: IdParams,
    body: TokenAccountPatchSchema,
    result: TokenAccountSchema,
    handler: patchAccount
  })
]
