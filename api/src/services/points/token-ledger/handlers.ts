import type { consumablePurchaseRoutes, tokenAccountRoutes, tokenTransactionRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { entryOwner, holdOwner } from './access.ts'
import { accountOwner, openOwnAccount, openUserAccount, ownAccount, ownTransactions, patchAccount } from './accounts.ts'
import { accounts, tokenAccountsEntity, transactions } from './entity.ts'
import { purchaseConsumable } from './purchases.ts'
import { countedLedger } from '../ledger-metrics.ts'
import { commitHold, createTransaction, voidHold } from './transactions.ts'

export const tokenAccountHandlers: Handlers<typeof tokenAccountRoutes> = {
  openTokenAccount: openOwnAccount,
  getOwnTokenAccount: ownAccount,
  listOwnTokenTransactions: ownTransactions,
  getUserTokenAccount: {
    handler: async ({ app, params }) =>
      tokenAccountsEntity.external(await accounts.find(app.get('knex'), params.accountId)),
    owner: accountOwner
  },
  listTokenAccounts: accounts.adminList,
  openUserTokenAccount: openUserAccount,
  getTokenAccount: accounts.get,
  updateTokenAccount: patchAccount
}

export const tokenTransactionHandlers: Handlers<typeof tokenTransactionRoutes> = {
  createTokenTransaction: { handler: countedLedger('transaction', createTransaction), owner: entryOwner },
  commitTokenHold: { handler: countedLedger('commitHold', commitHold), owner: holdOwner },
  voidTokenHold: { handler: countedLedger('voidHold', voidHold), owner: holdOwner },
  listTokenTransactions: transactions.adminList,
  getTokenTransaction: transactions.get
}

export const consumablePurchaseHandlers: Handlers<typeof consumablePurchaseRoutes> = {
  purchaseConsumable: countedLedger('purchase', purchaseConsumable)
}
