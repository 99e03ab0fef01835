import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'
import uploadedSong from './uploaded-song/index.ts'

const s = routes.songs

/** The upload service's resources: every upload, its review and its tags. */
export const songsResources: Record<string, ResourceEntry> = {
  'uploaded-songs': {
    domain: 'songs',
    routes: {
      list: s.listUploads,
      get: s.getUploadedSong,
      update: s.editSongTags,
      delete: s.deleteUploadedSong
    },
    actions: [s.approveSong, s.rejectSong, s.retrySongTranscode, s.uploadSong],
    views: uploadedSong
  }
}
