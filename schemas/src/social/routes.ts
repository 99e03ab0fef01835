import { defineRoutes } from '../route.ts'
import { helloRoutes } from '../status/routes.ts'

export const socialRoutes = defineRoutes('social', { ...helloRoutes })
