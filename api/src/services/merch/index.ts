import type { Domain } from '../../lib/endpoint.ts'
import { helloEndpoint } from '../status/status.ts'
import { bases } from '../status/bases.ts'
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

/** The points service: seasons, points, rankings, avatars, token ledger, consumables, bundles. */
export const merchService: Domain = {
  base: bases.merch.base,
  name: 'points',
  endpoints: [
    helloEndpoint('merch'),
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
}
