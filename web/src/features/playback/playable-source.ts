import type { CrateSong } from '@spinroom/schemas'

/** The song's artwork: the first thumbnail it has. */
export const artworkOf = (song: CrateSong): string | undefined => Object.values(song.thumbnails ?? {})[0]
