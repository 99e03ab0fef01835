import { playlistsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../status/handlers.ts'
import { recentSongs } from './recent-songs.ts'
import { songDataHandlers } from './song-data/handlers.ts'
import { importHandlers } from './imports/handlers.ts'
import { exportHandlers } from './exports/handlers.ts'
import { cyaniteHandlers } from './cyanite/handlers.ts'

export default defineDomain(playlistsRoutes, {
  handlers: {
    hello: hello('playlists'),
    status: status('playlists'),
    recentSongs,
    ...songDataHandlers,
    ...importHandlers,
    ...exportHandlers,
    ...cyaniteHandlers
  }
})
