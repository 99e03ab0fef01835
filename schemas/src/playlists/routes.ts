import { OffsetPage } from '../common.ts'
import { defineRoutes } from '../route.ts'
import { catalogueRoutes } from '../songs/catalogue.routes.ts'
import { genreRoutes } from '../songs/genre.routes.ts'
import { searchRoutes } from './search.routes.ts'
import { songRoutes } from './song.routes.ts'
import { RecentSongsParams, RecentSongsQuery, RoomPlaySchema } from '../rooms/room-play.ts'
import { helloRoutes, statusRoutes } from '../status/routes.ts'
import { crateRoutes, specialCrateRoutes } from './crate.routes.ts'
import { songDataRoutes } from './song-data.routes.ts'
import { importRoutes } from './import.routes.ts'
import { exportRoutes } from './export.routes.ts'
import { cyaniteRoutes } from './cyanite.routes.ts'
import { similarTracksRoutes } from './similar-tracks.routes.ts'
import { providerProxyRoutes } from './provider-proxy.routes.ts'
import { playbackRoutes } from './playback.routes.ts'
import { musicProviderStatusRoutes } from '../status/music-providers.ts'
import { operationsRoutes } from '../status/operations.ts'

export const playlistsRoutes = defineRoutes('playlists', {
  ...helloRoutes,
  ...statusRoutes('/info-admin/playlists-service-status'),
  ...crateRoutes,
  ...specialCrateRoutes,
  ...songDataRoutes,
  ...importRoutes,
  ...exportRoutes,
  ...cyaniteRoutes,
  ...similarTracksRoutes,
  ...playbackRoutes,
  ...providerProxyRoutes,
  ...musicProviderStatusRoutes,
  ...operationsRoutes,
  recentSongs: {
    method: 'GET',
    path: '/rooms/{slug}/recent-songs',
    access: 'any',
    summary: "a room's recent songs (limit, offset)",
    description:
      'Every play the live room recorded, newest first: { song, voteCounts, djUuid, playedAt }. {slug} may also be the room id or uuid.',
    tags: ['recent songs'],
    params: RecentSongsParams,
    query: RecentSongsQuery,
    result: OffsetPage(RoomPlaySchema)
  },
  ...catalogueRoutes,
  ...songRoutes,
  ...genreRoutes,
  ...searchRoutes
})
