import { playlistsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { hello, status } from '../status/handlers.ts'
import { albumsEntity } from './albums/entity.ts'
import { artistsEntity } from './artists/entity.ts'
import { catalogueHandlers } from './catalogue/handlers.ts'
import { genreHandlers } from './genres/handlers.ts'
import { genresEntity } from './genres/entity.ts'
import { recentSongs } from './recent-songs.ts'
import { searchHandlers } from './search/handlers.ts'
import { songsEntity } from './songs/entity.ts'
import { songHandlers } from './songs/handlers.ts'

export default defineDomain(playlistsRoutes, {
  entities: [songsEntity, artistsEntity, albumsEntity, genresEntity],
  handlers: {
    hello: hello('playlists'),
    status: status('playlists'),
    recentSongs,
    ...catalogueHandlers,
    ...songHandlers,
    ...genreHandlers,
    ...searchHandlers
  }
})
