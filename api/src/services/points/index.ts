import { pointsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../status/handlers.ts'
import { avatarAssignmentHandlers, avatarHandlers } from './avatars/handlers.ts'
import { avatarAssignmentsEntity, avatarsEntity } from './avatars/entity.ts'
import { consumableHandlers } from './consumables/handlers.ts'
import { consumablesEntity } from './consumables/entity.ts'
import { customFieldHandlers } from './custom-fields/handlers.ts'
import { customFieldsEntity } from './custom-fields/entity.ts'
import { pointHandlers } from './points/handlers.ts'
import { rankingHandlers } from './rankings/handlers.ts'
import { lifetimeStatusEntity, rankingStatusEntity } from './rankings/entity.ts'
import { seasonHandlers } from './seasons/handlers.ts'
import { seasonsEntity } from './seasons/entity.ts'
import { raiseSentryTestError } from './sentry-testing.ts'
import { tokenBundleHandlers } from './token-bundles/handlers.ts'
import { tokenBundlesEntity } from './token-bundles/entity.ts'
import { consumablePurchasesEntity, tokenAccountsEntity, tokenTransactionsEntity } from './token-ledger/entity.ts'
import { consumablePurchaseHandlers, tokenAccountHandlers, tokenTransactionHandlers } from './token-ledger/handlers.ts'
import { openAccountsOfNewUsers } from './token-ledger/account-opening.ts'
import { configureHoldExpiry } from './token-ledger/hold-expiry.ts'
import { configurePurchaseEvents } from './token-ledger/purchase-events.ts'

/** The points service: seasons, points, rankings, avatars, token ledger, consumables, bundles. */
export default defineDomain(pointsRoutes, {
  entities: [
    seasonsEntity,
    consumablesEntity,
    tokenBundlesEntity,
    lifetimeStatusEntity,
    rankingStatusEntity,
    avatarAssignmentsEntity,
    avatarsEntity,
    customFieldsEntity,
    tokenAccountsEntity,
    tokenTransactionsEntity,
    consumablePurchasesEntity
  ],
  handlers: {
    hello: hello('points'),
    status: status('points'),
    ...seasonHandlers,
    ...consumableHandlers,
    ...tokenBundleHandlers,
    ...pointHandlers,
    ...rankingHandlers,
    ...avatarHandlers,
    ...avatarAssignmentHandlers,
    raiseSentryTestError,
    ...customFieldHandlers,
    ...tokenAccountHandlers,
    ...tokenTransactionHandlers,
    ...consumablePurchaseHandlers
  },
  setup(app) {
    openAccountsOfNewUsers(app)
    configurePurchaseEvents(app)
    configureHoldExpiry(app)
  }
})
