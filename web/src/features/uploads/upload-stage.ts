import type { CrateSongInput, UploadedSong } from '@spinroom/schemas'

/** Where an upload stands, in the DJ's terms (one text and colour each). */
export type UploadStage = 'receiving' | 'needsTags' | 'transcoding' | 'review' | 'verified' | 'rejected' | 'failed'

export function stageOf(song: UploadedSong): UploadStage {
  switch (song.status) {
    case 'PENDING_UPLOAD':
    case 'VALID_FILE_TYPE':
      return 'receiving'
    case 'MISSING_METADATA':
      return 'needsTags'
    case 'VERIFICATION_POSTPONED':
      return song.hlsReady ? 'review' : 'transcoding'
    case 'VERIFIED':
      return 'verified'
    case 'UNVERIFIED':
      return 'rejected'
    case 'VERIFICATION_ERROR':
      return 'failed'
  }
}

const TRANSCODE_POLL_MS = 1500
// A moderator's review takes minutes or days: looked at less often.
const REVIEW_POLL_MS = 15_000

/** How soon to read the uploads again: often while one is moving on by itself, never when each waits on a person. */
export function pollDelay(songs: UploadedSong[]): number | false {
  const stages = songs.map(stageOf)
  if (stages.some((stage) => stage === 'receiving' || stage === 'transcoding')) return TRANSCODE_POLL_MS
  return stages.includes('review') ? REVIEW_POLL_MS : false
}

/**
 * What a crate takes for an upload: its catalogue song once verified, else the song data naming the upload (the
 * catalogue song it makes is the one verification later finds by that id). None until it has a title and artist.
 */
export function crateInputOf(song: UploadedSong): CrateSongInput | null {
  if (song.songId) return { songId: song.songId }
  if (!song.trackName || !song.artistName) return null
  return {
    trackName: song.trackName,
    artistName: song.artistName,
    albumName: song.albumName,
    duration: song.duration,
    musicProviders: { uploadService: song.id },
    ...(song.artwork ? { thumbnails: { uploadService: song.artwork } } : {})
  }
}
