import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'
import { productRoutes } from './product.routes.ts'
import { subscriptionRoutes } from './subscription.routes.ts'
import { webhookRoutes } from './webhook.routes.ts'

export const paymentsRoutes = defineRoutes('payments', {
  ...helloRoutes,
  // Ours: the seed gives this base no status route; the console's status page shows every base.
  ...statusRoutes('/info-admin/payment-service-status'),
  ...productRoutes,
  ...subscriptionRoutes,
  ...webhookRoutes
})
