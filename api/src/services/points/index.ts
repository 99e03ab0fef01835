import { legacyDomain } from '../../lib/endpoint.ts'
import { helloEndpoint } from '../status/status.ts'
import { seasonEndpoints } from './seasons.table.ts'
import { consumableEndpoints } from './consumables.table.ts'
import { bundleEndpoints } from './bundles.table.ts'
import { pointsEndpoints } from './points.table.ts'
import { rankingEndpoints } from './rankings.table.ts'
import { avatarEndpoints } from './avatars.table.ts'
import { avatarAssignmentEndpoints } from './avatar-assignments.table.ts'
import { sentryTestingEndpoint } from './sentry-testing.ts'
import { customFieldEndpoints } from './custom-fields.table.ts'
import { tokenAccountEndpoints } from './token-accounts.table.ts'
import { tokenTransactionEndpoints } from './token-transactions.table.ts'
import { consumablePurchaseEndpoints } from './consumable-purchases.table.ts'
import { seasonsEntity } from './season.entity.ts'
import { consumablesEntity } from './consumable.entity.ts'
import { tokenBundlesEntity } from './token-bundle.entity.ts'
import { lifetimeStatusEntity, rankingStatusEntity } from './ranking-status.entity.ts'
import { avatarAssignmentsEntity, avatarsEntity } from './avatar.entity.ts'
import { customFieldsEntity } from './custom-field.entity.ts'
import { tokenAccountsEntity } from './token-account.entity.ts'
import { tokenTransactionsEntity } from './token-transaction.entity.ts'
import { configurePurchaseEvents, consumablePurchasesEntity } from './consumable-purchase.entity.ts'
import { configureHoldExpiry } from './token-hold-expiry.ts'

/** The points service: seasons, points, rankings, avatars, token ledger, consumables, bundles. */
export const points = legacyDomain(
  'points',
  {
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
    setup(app) {
      configurePurchaseEvents(app)
      configureHoldExpiry(app)
    }
  },
  [
    helloEndpoint('points'),
    ...seasonEndpoints,
    ...consumableEndpoints,
    ...bundleEndpoints,
    ...pointsEndpoints,
    ...rankingEndpoints,
    ...avatarEndpoints,
    ...avatarAssignmentEndpoints,
    sentryTestingEndpoint,
    ...customFieldEndpoints,
    ...tokenAccountEndpoints,
    ...tokenTransactionEndpoints,
    ...consumablePurchaseEndpoints
  ]
)
