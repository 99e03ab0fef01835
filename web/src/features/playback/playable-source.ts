import type { CrateSong } from '@spinroom/schemas'
import { artworkSrc } from '../discord/activity.ts'

/** The song's artwork: the first thumbnail it has, as this page may load it. */
export const artworkOf = (song: CrateSong): string | undefined => artworkSrc(Object.values(song.thumbnails ?? {})[0])
