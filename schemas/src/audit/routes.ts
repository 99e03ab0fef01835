import { defineRoutes } from '../route.ts'
import { sentryTestingRoutes } from '../points/sentry-testing.routes.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'
import { geolocationRoutes } from './geolocation.routes.ts'
import { infoRoutes } from './info.routes.ts'
import { kinesisRoutes } from './kinesis.routes.ts'
import { moderationActionRoutes } from './moderation-action.routes.ts'

export const auditRoutes = defineRoutes('audit', {
  ...helloRoutes,
  ...statusRoutes('/info-admin/audit-service-status'),
  ...kinesisRoutes,
  ...infoRoutes,
  ...geolocationRoutes,
  ...moderationActionRoutes,
  ...sentryTestingRoutes
})
