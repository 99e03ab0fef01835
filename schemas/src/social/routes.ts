import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'
import { notificationRoutes } from './notifications.routes.ts'

export const socialRoutes = defineRoutes('social', {
  ...helloRoutes,
  // Ours: the seed gives this base no status route; the console's status page shows every base.
  ...statusRoutes('/info-admin/social-service-status'),
  ...notificationRoutes
})
