import { pointsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { profileChecks } from '../accounts/users/profile-checks.ts'
import { endedPlays } from '../rooms/live/ended-plays.ts'
import { hello, status } from '../../lib/status.ts'
import { avatarAssignmentHandlers, avatarHandlers } from './avatars/handlers.ts'
import { avatarAssignmentsEntity, avatarsEntity } from './avatars/entity.ts'
import { assertMayUseAvatar } from './avatars/avatar-usage.ts'
import { consumableHandlers } from './consumables/handlers.ts'
import { consumablesEntity } from './consumables/entity.ts'
import { customFieldHandlers } from './custom-fields/handlers.ts'
import { customFieldsEntity } from './custom-fields/entity.ts'
import { pointHandlers } from './points/handlers.ts'
import { awardPlay } from './points/play-points.ts'
import { rankingHandlers } from './rankings/handlers.ts'
import { lifetimeStatusEntity, rankingStatusEntity } from './rankings/entity.ts'
import { seasonHandlers } from './seasons/handlers.ts'
import { seasonsEntity } from './seasons/entity.ts'
import { raiseSentryTestError } from '../../lib/sentry-testing.ts'
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
    profileChecks.add(app, async (knex, userUuid, { avatarId }) => assertMayUseAvatar(knex, userUuid, avatarId))
    endedPlays.add(app, async (m, play) => awardPlay(app, m, play))
    openAccountsOfNewUsers(app)
    configurePurchaseEvents(app)
    configureHoldExpiry(app)
  }
})
