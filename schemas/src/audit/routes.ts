import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'

export const auditRoutes = defineRoutes('audit', {
  ...helloRoutes,
  ...statusRoutes('/info-admin/audit-service-status')
})
