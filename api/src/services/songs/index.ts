import { songsRoutes } from '@spinroom/schemas'
import { defineDomain } from '../../lib/domain.ts'
import { closeStorage } from '../../lib/storage/index.ts'
import { hello, status } from '../status/handlers.ts'
import { uploadedSongsEntity } from './uploaded-songs/entity.ts'
import { uploadedSongHandlers } from './uploaded-songs/handlers.ts'
import { configureTranscodes } from './uploaded-songs/lifecycle.ts'

/** The upload service: uploaded songs, their HLS transcode (a durable job) and their review. */
export default defineDomain(songsRoutes, {
  entities: [uploadedSongsEntity],
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
