import { ISRC_PATTERN, type CrateSongInput, type SearchTrack } from '@spinroom/schemas'

const isrcPattern = new RegExp(ISRC_PATTERN)

/** What the add routes take for a search result: the catalogue song by id, or the provider's song data. */
export function songInputOf(track: SearchTrack): CrateSongInput {
  if (track.songId) return { songId: track.songId }
  return {
    isrc: track.isrc && isrcPattern.test(track.isrc) ? track.isrc : null,
    trackName: track.trackName,
    artistName: track.artistName,
    duration: track.duration,
    explicit: track.explicit,
    genre: track.genre,
    albumName: track.albumName,
    releaseYear: track.releaseYear,
    musicProviders: track.musicProviders,
    thumbnails: track.thumbnails,
    links: track.links,
    previews: track.previews
  }
}
