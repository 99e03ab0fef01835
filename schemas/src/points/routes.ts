import { defineRoutes } from '../route.ts'
import { helloRoutes } from '../status/routes.ts'

export const pointsRoutes = defineRoutes('points', { ...helloRoutes })
