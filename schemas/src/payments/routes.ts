import { defineRoutes } from '../route.ts'
import { helloRoutes } from '../status/routes.ts'

export const paymentsRoutes = defineRoutes('payments', { ...helloRoutes })
