import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OffsetPaging, StringEnum, Timestamp, Timestamps, Uuid } from '../common.ts'
import { songStatuses } from './song-status.ts'

/** The largest song file `POST /upload/song` accepts (the other multipart routes keep 10 MB). */
export const MAX_SONG_BYTES = 50 * 1024 * 1024
/** The largest artwork image sent with a song (`artwork`, beside `song`). */
export const MAX_ARTWORK_BYTES = 5 * 1024 * 1024
/** The side of the square PNG an upload's artwork is kept as (seed 002 §9's "large" image size). */
export const ARTWORK_SIZE = 500

// PostgreSQL text cannot hold NUL: refused by the schema (a 400 naming the field), never a database error.
const NO_NUL = '^[^\\u0000]*$'
const tagText = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: NO_NUL })

/** The tags of an uploaded song: read from the file, completed or edited by its owner. */
const tagFields = {
  trackName: Nullable(tagText(300)),
  artistName: Nullable(tagText(300)),
  albumName: Nullable(tagText(300)),
  genre: Nullable(tagText(100)),
  releaseYear: Nullable(Type.Integer({ minimum: 1000, maximum: 9999 })),
  isrc: Nullable(Type.String({ pattern: '^[A-Za-z]{2}[A-Za-z0-9]{3}[0-9]{7}$', description: 'ISRC, 12 characters' })),
  explicit: Type.Boolean(),
  artwork: Nullable(
    Type.String({
      maxLength: 2000,
      pattern: '^(https?://|/)[^\\s\\u0000]+$',
      description: 'artwork URL: absolute, or a path on this server'
    })
  )
}

/**
 * A song uploaded to the upload service (seed 001 §7). Its status walks PENDING_UPLOAD → VALID_FILE_TYPE (both only
 * while the upload request runs) → MISSING_METADATA (no title or artist yet) or VERIFICATION_POSTPONED (transcoding,
 * then waiting for a moderator's review) → VERIFIED (approved, segments exist), UNVERIFIED (rejected, `error` says why)
 * or VERIFICATION_ERROR (the transcode failed; a moderator may retry it).
 */
export const UploadedSongSchema = Type.Object(
  {
    id: Uuid,
    userId: Uuid,
    uploaderNickname: Nullable(Type.String({ description: "the uploader's nickname" })),
    status: StringEnum(songStatuses),
    originalName: Type.String({ description: 'file name as uploaded' }),
    mimeType: Type.String({ description: 'media type found by probing the file' }),
    codec: Type.String(),
    bitrate: Nullable(Type.Integer({ description: 'bits per second' })),
    sizeBytes: Type.Integer(),
    duration: Type.Number({ description: 'seconds' }),
    ...tagFields,
    transcodeProgress: Type.Integer({ minimum: 0, maximum: 100, description: 'HLS transcode progress, %' }),
    hlsReady: Type.Boolean({ description: 'whether the encrypted HLS segments exist' }),
    error: Nullable(Type.String({ description: 'why the transcode failed or the song was rejected' })),
    isPublic: Type.Boolean(),
    songId: Nullable(Type.String({ format: 'uuid', description: 'the catalogue song, once verified' })),
    verifiedBy: Nullable(Uuid),
    verifiedAt: Nullable(Timestamp),
    ...Timestamps
  },
  { $id: 'UploadedSong', additionalProperties: false }
)
export type UploadedSong = Static<typeof UploadedSongSchema>

export const uploadedSongListFields = [
  'id',
  'userId',
  'status',
  'trackName',
  'artistName',
  'albumName',
  'genre',
  'releaseYear',
  'isPublic',
  'duration',
  'transcodeProgress',
  'createdAt',
  'updatedAt'
] as const

/** Tag changes (`PATCH /songs/{id}`); `isPublic` too. */
export const UploadedSongPatchSchema = Type.Partial(
  // A title and an artist once given are never taken away (a verified song needs them).
  Type.Object({ ...tagFields, trackName: tagText(300), artistName: tagText(300), isPublic: Type.Boolean() }),
  {
    additionalProperties: false,
    minProperties: 1
  }
)
export type UploadedSongPatch = Static<typeof UploadedSongPatchSchema>

/** `POST /metadata`: the song it completes and its tags. */
export const SongMetadataSchema = Type.Object(
  {
    ...Type.Partial(Type.Object({ ...tagFields, isPublic: Type.Boolean() })).properties,
    songId: Uuid,
    trackName: tagText(300),
    artistName: tagText(300)
  },
  { additionalProperties: false }
)
export type SongMetadata = Static<typeof SongMetadataSchema>

export const SongListQuery = Type.Object({
  userId: Type.Optional(Uuid),
  ...OffsetPaging.properties
})
export type SongListQueryType = Static<typeof SongListQuery>

export const UploadListQuery = Type.Object({
  status: Type.Optional(StringEnum(songStatuses)),
  userId: Type.Optional(Uuid),
  ...OffsetPaging.properties
})
export type UploadListQueryType = Static<typeof UploadListQuery>

export const MyUploadsQuery = Type.Object({
  status: Type.Optional(StringEnum(songStatuses)),
  ...OffsetPaging.properties
})
export type MyUploadsQueryType = Static<typeof MyUploadsQuery>

export const SongSearchQuery = Type.Object({
  term: Type.String({
    maxLength: 200,
    pattern: NO_NUL,
    description: 'words looked up in title, artist, album and genre'
  }),
  ...OffsetPaging.properties
})
export type SongSearchQueryType = Static<typeof SongSearchQuery>

const PlaybackTokenField = Type.String({
  minLength: 1,
  maxLength: 300,
  description: "the song's playbackToken, in place of the Authorization header (a media element sends none)"
})
/** `?playbackToken=` on an uploaded song's HLS playlist. */
export const PlaylistQuery = Type.Object({ playbackToken: Type.Optional(PlaybackTokenField) })
export const SongKeyQuery = Type.Object({ songId: Uuid, playbackToken: Type.Optional(PlaybackTokenField) })
export const SegmentParams = Type.Object({
  id: Uuid,
  segment: Type.String({ pattern: '^segment-[0-9]{1,6}\\.ts$', description: 'segment file name' })
})

export const RejectSongSchema = Type.Object(
  { reason: Type.String({ minLength: 1, maxLength: 1000, pattern: NO_NUL }) },
  { additionalProperties: false }
)

/** What an outside transcoder reports (`POST /upload/transcoder_sns`). */
export const TranscoderReportSchema = Type.Object(
  {
    songId: Uuid,
    status: StringEnum(['COMPLETED', 'FAILED'] as const),
    error: Type.Optional(Type.String({ maxLength: 2000, pattern: NO_NUL }))
  },
  { additionalProperties: false }
)
export type TranscoderReport = Static<typeof TranscoderReportSchema>

export const TranscoderAckSchema = Type.Object({ songId: Uuid, status: StringEnum(songStatuses) })
