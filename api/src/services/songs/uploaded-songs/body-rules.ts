import { MAX_SONG_BYTES, routeUrl, songsRoutes } from '@spinroom/schemas'
import type { BodyRule } from '../../../lib/uploads.ts'

/** The upload service's exceptions to the body parser: larger song files, and the transcoder hook's raw body. */
export const songBodyRules: Record<string, BodyRule> = {
  [routeUrl(songsRoutes.routes.uploadSong)]: { maxFileSize: MAX_SONG_BYTES, field: 'song' },
  [routeUrl(songsRoutes.routes.reportTranscode)]: { rawBody: true }
}
