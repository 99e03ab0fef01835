import type { ResourceViews } from '../types.ts'
import type { songsResources } from './registry.ts'
import uploadedSong from './uploaded-songs/index.ts'

/** The upload service's screens: resource name → its views (a menu entry and pages). */
export const songsViews: Partial<Record<keyof typeof songsResources, ResourceViews>> = {
  'uploaded-songs': uploadedSong
}
