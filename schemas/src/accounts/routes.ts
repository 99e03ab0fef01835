import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'

export const accountsRoutes = defineRoutes('accounts', {
  ...helloRoutes,
  ...statusRoutes('/info-admin/user-service-status')
})
