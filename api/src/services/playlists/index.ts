import { playlistsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../../lib/status.ts'
import { catalogueHandlers } from '../songs/catalogue/handlers.ts'
import { crateHandlers, specialCrateHandlers } from './crates/handlers.ts'
import { cratesEntity } from './crates/entity.ts'
import { genreHandlers } from '../songs/genres/handlers.ts'
import { searchHandlers } from './search/handlers.ts'
import { songHandlers } from '../songs/catalogue/song-handlers.ts'
import { songDataHandlers } from './song-data/handlers.ts'
import { importHandlers } from './imports/handlers.ts'
import { configureCrateImports } from './imports/crate-import.ts'
import { exportHandlers } from './exports/handlers.ts'
import { cyaniteHandlers } from './cyanite/handlers.ts'
import { suggestSimilarTracks } from './cyanite/similar-tracks.ts'
import { playbackHandlers } from './playback/handlers.ts'
import { providerProxyHandlers } from './provider-proxy/handlers.ts'
import { musicProviderStatusHandlers } from './provider-status/handlers.ts'
import { operationsHandlers } from './operations/handlers.ts'

/** The playlist service: crates, imports and exports, search and song data. */
export default defineDomain(playlistsRoutes, {
  entities: [cratesEntity],
  handlers: {
    hello: hello('playlists'),
    status: status('playlists'),
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
    ...musicProviderStatusHandlers,
    ...operationsHandlers
  },
  setup(app) {
    configureCrateImports(app)
  }
})
