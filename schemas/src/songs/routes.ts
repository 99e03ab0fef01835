import { defineRoutes } from '../route.ts'
import { helloRoutes } from '../status/routes.ts'
import { uploadedSongRoutes } from './uploaded-song.routes.ts'

export const songsRoutes = defineRoutes('songs', { ...helloRoutes, ...uploadedSongRoutes })
