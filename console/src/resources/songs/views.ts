import type { ResourceViews } from '../types.ts'
import type { songsResources } from './registry.ts'
import uploadedSong from './uploaded-songs/index.ts'
import { albumViews, artistViews, genreViews, songViews } from './catalogue/index.ts'

/** The songs' screens (the catalogue, the uploads): resource name → its views (a menu entry and pages). */
export const songsViews: Partial<Record<keyof typeof songsResources, ResourceViews>> = {
  'catalogue-songs': songViews,
  'catalogue-albums': albumViews,
  'catalogue-artists': artistViews,
  genres: genreViews,
  'uploaded-songs': uploadedSong
}
