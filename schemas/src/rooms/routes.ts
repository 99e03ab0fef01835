import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'

export const roomsRoutes = defineRoutes('rooms', {
  ...helloRoutes,
  ...statusRoutes('/info-admin/room-service-status')
})
