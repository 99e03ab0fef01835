import { routes } from '@spinroom/schemas'
import type { ResourceEntry } from '../types.ts'
import { catalogueResources } from './catalogue/registry.ts'

const s = routes.songs

/** The songs' resources: the catalogue, then every upload, its review and its tags. */
export const songsResources = {
  ...catalogueResources,
  'uploaded-songs': {
    domain: 'songs',
    routes: {
      list: s.listUploads,
      get: s.getUploadedSong,
      update: s.editSongTags,
      delete: s.deleteUploadedSong
    },
    // A title or artist not known yet is left out (the API refuses to clear one).
    prepare: (body) =>
      Object.fromEntries(
        Object.entries(body).filter(([field, value]) => value !== null || !['trackName', 'artistName'].includes(field))
      )
  }
} satisfies Record<string, ResourceEntry>
