import { defineRoutes } from '../route.ts'
import { helloRoutes } from '../status/routes.ts'

export const songsRoutes = defineRoutes('songs', { ...helloRoutes })
