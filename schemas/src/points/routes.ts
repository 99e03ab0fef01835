import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'
import { avatarAssignmentRoutes } from './avatar-assignment.routes.ts'
import { avatarRoutes } from './avatar.routes.ts'
import { consumablePurchaseRoutes } from './consumable-purchase.routes.ts'
import { consumableRoutes } from './consumable.routes.ts'
import { customFieldRoutes } from './custom-field.routes.ts'
import { pointRoutes } from './points.routes.ts'
import { rankingRoutes } from './ranking.routes.ts'
import { seasonRoutes } from './season.routes.ts'
import { sentryTestingRoutes } from './sentry-testing.routes.ts'
import { tokenAccountRoutes } from './token-account.routes.ts'
import { tokenBundleRoutes } from './token-bundle.routes.ts'
import { tokenTransactionRoutes } from './token-transaction.routes.ts'

export const pointsRoutes = defineRoutes('points', {
  ...helloRoutes,
  // Ours: the seed gives this base no status route; the console's status page shows every base.
  ...statusRoutes('/info-admin/points-service-status'),
  ...seasonRoutes,
  ...consumableRoutes,
  ...tokenBundleRoutes,
  ...pointRoutes,
  ...rankingRoutes,
  ...avatarRoutes,
  ...avatarAssignmentRoutes,
  ...sentryTestingRoutes,
  ...customFieldRoutes,
  ...tokenAccountRoutes,
  ...tokenTransactionRoutes,
  ...consumablePurchaseRoutes
})
