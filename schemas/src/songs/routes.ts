import { defineRoutes } from '../route.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'
import { uploadedSongRoutes } from './uploaded-song.routes.ts'

export const songsRoutes = defineRoutes('songs', {
  ...helloRoutes,
  // Ours: the seed gives this base no status route; the console's status page shows every base.
  ...statusRoutes('/info-admin/song-service-status'),
  ...uploadedSongRoutes
})
