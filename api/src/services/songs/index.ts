import { songsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { closeStorage } from '../../lib/storage/index.ts'
import { hello, status } from '../../lib/status.ts'
import { albumsEntity } from './albums/entity.ts'
import { artistsEntity } from './artists/entity.ts'
import { songsEntity } from './catalogue/entity.ts'
import { genresEntity } from './genres/entity.ts'
import { uploadedSongsEntity } from './uploaded-songs/entity.ts'
import { uploadedSongHandlers } from './uploaded-songs/handlers.ts'
import { configureTranscodes } from './uploaded-songs/lifecycle.ts'

/**
 * The upload service: uploaded songs, their HLS transcode (a durable job) and their review. The catalogue (songs,
 * artists, albums, genres) and the music providers live here too; their routes are the playlist service's.
 */
export default defineDomain(songsRoutes, {
  entities: [songsEntity, artistsEntity, albumsEntity, genresEntity, uploadedSongsEntity],
  handlers: { hello: hello('songs'), status: status('songs'), ...uploadedSongHandlers },
  setup(app) {
    configureTranscodes(app)
    app.hooks({
      teardown: [
        async (_context: unknown, next: () => Promise<void>) => {
          await next()
          await closeStorage(app)
        }
      ]
    })
  }
})
