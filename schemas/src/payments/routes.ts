import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'

export const paymentsRoutes = defineRoutes('payments', {
  ...helloRoutes,
  // Ours: the seed gives this base no status route; the console's status page shows every base.
  ...statusRoutes('/info-admin/payment-service-status')
})
