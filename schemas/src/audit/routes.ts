import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'
import { kinesisRoutes } from './kinesis.routes.ts'

export const auditRoutes = defineRoutes('audit', {
  ...helloRoutes,
  ...statusRoutes('/info-admin/audit-service-status'),
  ...kinesisRoutes
})
