import { playlistsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../status/handlers.ts'
import { recentSongs } from './recent-songs.ts'
import { crateHandlers, specialCrateHandlers } from './crates/handlers.ts'
import { cratesEntity } from './crates/entity.ts'

export default defineDomain(playlistsRoutes, {
  entities: [cratesEntity],
  handlers: {
    hello: hello('playlists'),
    status: status('playlists'),
    recentSongs,
    ...crateHandlers,
    ...specialCrateHandlers
  }
})
