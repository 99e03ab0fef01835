import { playlistsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../status/handlers.ts'
import { albumsEntity } from './albums/entity.ts'
import { artistsEntity } from './artists/entity.ts'
import { catalogueHandlers } from './catalogue/handlers.ts'
import { crateHandlers, specialCrateHandlers } from './crates/handlers.ts'
import { cratesEntity } from './crates/entity.ts'
import { genreHandlers } from './genres/handlers.ts'
import { genresEntity } from './genres/entity.ts'
import { recentSongs } from './recent-songs.ts'
import { searchHandlers } from './search/handlers.ts'
import { songsEntity } from './songs/entity.ts'
import { songHandlers } from './songs/handlers.ts'
import { songDataHandlers } from './song-data/handlers.ts'
import { importHandlers } from './imports/handlers.ts'
import { configureCrateImports } from './imports/crate-import.ts'
import { exportHandlers } from './exports/handlers.ts'
import { cyaniteHandlers } from './cyanite/handlers.ts'
import { suggestSimilarTracks } from './cyanite/similar-tracks.ts'
import { playbackHandlers } from './playback/handlers.ts'
import { providerProxyHandlers } from './provider-proxy/handlers.ts'
import { musicProviderStatusHandlers } from './provider-status/handlers.ts'

export default defineDomain(playlistsRoutes, {
  entities: [songsEntity, cratesEntity, artistsEntity, albumsEntity, genresEntity],
  handlers: {
    hello: hello('playlists'),
    status: status('playlists'),
    recentSongs,
    ...crateHandlers,
    ...specialCrateHandlers,
    ...catalogueHandlers,
    ...songHandlers,
    ...genreHandlers,
    ...searchHandlers,
    ...songDataHandlers,
    ...importHandlers,
    ...exportHandlers,
    ...cyaniteHandlers,
    suggestSimilarTracks: ({ app, body }) => suggestSimilarTracks(app, body),
    ...playbackHandlers,
    ...providerProxyHandlers,
    ...musicProviderStatusHandlers
  },
  setup(app) {
    configureCrateImports(app)
  }
})
