import { Type } from '@sinclair/typebox'
import { IdParams, OffsetPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import {
  ARTWORK_SIZE,
  MAX_ARTWORK_BYTES,
  MAX_SONG_BYTES,
  MyUploadsQuery,
  RejectSongSchema,
  SegmentParams,
  PlaylistQuery,
  SongKeyQuery,
  SongListQuery,
  SongMetadataSchema,
  SongSearchQuery,
  TranscoderAckSchema,
  TranscoderReportSchema,
  UploadListQuery,
  UploadedSongPatchSchema,
  UploadedSongSchema
} from './uploaded-song.ts'

const Bytes = (mediaType: string) =>
  Type.Unsafe<Buffer>({ type: 'string', format: 'binary', contentMediaType: mediaType })
const ArtworkQuery = Type.Object({
  v: Type.Optional(Type.String({ maxLength: 64, description: 'version of the artwork, for caches' }))
})
const Playlist = Type.Unsafe<string>({ type: 'string', contentMediaType: 'application/vnd.apple.mpegurl' })

const NOT_FOUND = 'Song not found'
const NOT_VERIFIED = 'Song is not verified'
const NOT_OWNER = 'Unauthorized to edit tags that not belongs to the user'
const OURS = 'Ours (not in the seeds).'

/** The upload service: songs uploaded by their artists, transcoded to encrypted HLS and reviewed by moderators. */
export const uploadedSongRoutes = routeGroup({
  searchSongs: {
    method: 'GET',
    path: '/search',
    access: 'any',
    summary: "search verified songs' tags (term); an empty term finds nothing",
    description: 'Every word of `term` must occur in the title, artist, album or genre (case-insensitive).',
    query: SongSearchQuery,
    result: OffsetPage(UploadedSongSchema)
  },
  completeSongMetadata: {
    method: 'POST',
    path: '/metadata',
    access: 'user',
    summary: "complete an upload's tags (title and artist at least); queues its transcode",
    description:
      'Only the uploader (or an administrator) may: 403 otherwise. A song in MISSING_METADATA moves to ' +
      'VERIFICATION_POSTPONED and its HLS transcode is queued.',
    body: SongMetadataSchema,
    result: UploadedSongSchema,
    forbidden: NOT_OWNER,
    errors: { 403: NOT_OWNER, 404: NOT_FOUND }
  },
  listPublicSongs: {
    method: 'GET',
    path: '/songs/public',
    access: 'any',
    summary: 'verified public songs, newest first (userId, limit, offset)',
    query: SongListQuery,
    result: OffsetPage(UploadedSongSchema)
  },
  listVerifiedSongs: {
    method: 'GET',
    path: '/songs',
    access: 'any',
    summary: 'verified songs, public or not, newest first (userId, limit, offset)',
    query: SongListQuery,
    result: OffsetPage(UploadedSongSchema)
  },
  listUploads: {
    method: 'GET',
    path: '/uploads',
    access: 'mod',
    summary: 'every upload whatever its status (status, userId, limit, offset), newest first',
    description: `${OURS} The verification queue of the console.`,
    query: UploadListQuery,
    result: OffsetPage(UploadedSongSchema)
  },
  listMyUploads: {
    method: 'GET',
    path: '/uploads/mine',
    access: 'user',
    summary: "the caller's own uploads whatever their status (status, limit, offset), newest first",
    description: `${OURS} What an uploader follows from the player: tags, status, transcode progress, errors.`,
    query: MyUploadsQuery,
    result: OffsetPage(UploadedSongSchema)
  },
  getUploadedSong: {
    method: 'GET',
    path: '/songs/{id}',
    access: 'any',
    summary: 'one song: a verified one for anyone, any status for its uploader and moderators',
    params: IdParams,
    result: UploadedSongSchema,
    errors: { 404: NOT_FOUND }
  },
  editSongTags: {
    method: 'PATCH',
    path: '/songs/{id}',
    access: 'self',
    summary: "edit a song's tags (its uploader or an administrator)",
    description:
      'Completing the title and artist of a song in MISSING_METADATA queues its transcode. A verified song keeps ' +
      'its status; its catalogue song is not renamed.',
    params: IdParams,
    body: UploadedSongPatchSchema,
    result: UploadedSongSchema,
    forbidden: NOT_OWNER,
    errors: { 403: NOT_OWNER, 404: NOT_FOUND }
  },
  deleteUploadedSong: {
    method: 'DELETE',
    path: '/songs/{id}',
    access: 'self',
    summary: 'delete a song with its file and HLS segments (its uploader or an administrator)',
    description: 'The catalogue song stays (crates may hold it) but loses its uploadService id.',
    params: IdParams,
    result: UploadedSongSchema,
    forbidden: 'Unauthorized to delete a song that not belongs to the user',
    errors: { 404: NOT_FOUND }
  },
  getSongPlaylist: {
    method: 'GET',
    path: '/songs/{id}/hls-playlist',
    access: 'any',
    tokenInQuery: 'playbackToken',
    summary: 'HLS playlist (AES-128 segments); 403 when the song is not verified',
    description:
      "Needs a token (guests included), or the song's `playbackToken` in the query (a verified song only). The uploader and moderators may fetch it before verification once the segments exist (to review it). The key URI points at GET /songs/hls/key (carrying the playback token when one was given), the segments at GET /songs/{id}/hls/{segment}.",
    params: IdParams,
    query: PlaylistQuery,
    result: Playlist,
    produces: 'application/vnd.apple.mpegurl',
    errors: { 403: NOT_VERIFIED, 404: NOT_FOUND }
  },
  getSongKey: {
    method: 'GET',
    path: '/songs/hls/key',
    access: 'any',
    tokenInQuery: 'playbackToken',
    summary: "the 16-byte AES-128 key of a song's segments (songId), to whoever may play it",
    description: "Needs a token (guests included), or the song's `playbackToken` in the query (a verified song only).",
    query: SongKeyQuery,
    result: Bytes('application/octet-stream'),
    produces: 'application/octet-stream',
    errors: { 403: NOT_VERIFIED, 404: NOT_FOUND }
  },
  getSongSegment: {
    method: 'GET',
    path: '/songs/{id}/hls/{segment}',
    access: 'public',
    summary: 'one encrypted HLS segment (MPEG-TS), cacheable for a year',
    description:
      `${OURS} Segments are AES-128 encrypted, so they need no credential; the key does. A found segment is ` +
      "answered by a Koa fast path in front of Feathers' REST layer (same bytes and headers).",
    params: SegmentParams,
    result: Bytes('video/mp2t'),
    produces: 'video/mp2t',
    errors: { 404: 'Segment not found' }
  },
  getSongArtwork: {
    method: 'GET',
    path: '/songs/{id}/artwork',
    access: 'public',
    summary: "a song's artwork kept by this server (a PNG): a verified song's for anyone, cacheable",
    description:
      `${OURS} The artwork sent with an upload (or found in its file's tags, or put since), a ${ARTWORK_SIZE} px ` +
      "square; the song's `artwork` is this path (with `v`, a version, once replaced). Before the song is verified " +
      'only its uploader and moderators get it (with their token, `Cache-Control: private`); anyone else gets the ' +
      'same 404 as for a song without artwork, as GET /songs/{id} answers them. Songs whose artwork is a URL ' +
      'elsewhere have none here.',
    params: IdParams,
    query: ArtworkQuery,
    result: Bytes('image/png'),
    produces: 'image/png',
    errors: { 404: 'Artwork not found' }
  },
  replaceSongArtwork: {
    method: 'PUT',
    path: '/songs/{id}/artwork',
    access: 'self',
    summary: "replace a song's artwork (multipart `artwork`; its uploader or an administrator)",
    description:
      `${OURS} Checked and kept as the upload's \`artwork\` is (a 400 naming 'artwork' changes nothing). The ` +
      "song's `artwork` becomes GET /songs/{id}/artwork with a new `v`, and so does its catalogue song's thumbnail.",
    params: IdParams,
    result: UploadedSongSchema,
    consumes: 'multipart/form-data',
    upload: { field: 'artwork', maxBytes: MAX_ARTWORK_BYTES },
    forbidden: NOT_OWNER,
    errors: { 403: NOT_OWNER, 404: NOT_FOUND }
  },
  removeSongArtwork: {
    method: 'DELETE',
    path: '/songs/{id}/artwork',
    access: 'self',
    summary: "remove a song's artwork (its uploader or an administrator)",
    description: `${OURS} The song's \`artwork\` and its catalogue song's upload thumbnail become none.`,
    params: IdParams,
    result: UploadedSongSchema,
    forbidden: NOT_OWNER,
    errors: { 403: NOT_OWNER, 404: NOT_FOUND }
  },
  uploadSong: {
    method: 'POST',
    path: '/upload/song',
    access: 'user',
    summary: `upload a song (multipart \`song\`, at most ${MAX_SONG_BYTES / 1024 / 1024} MB, and an optional \`artwork\` image); needs the uploadMusic capability`,
    description:
      `The file is probed: anything that is not audio, is empty or is larger than ${MAX_SONG_BYTES / 1024 / 1024} MB ` +
      'is a 400 naming why, and nothing is kept. `artwork` (JPEG, PNG, WebP, GIF or AVIF, at most ' +
      `${MAX_ARTWORK_BYTES / 1024 / 1024} MB) is kept as a ${ARTWORK_SIZE} px square PNG served at GET ` +
      "/songs/{id}/artwork; without it, the picture in the file's tags is, when it has a readable one. An artwork that " +
      "is not such an image is a 400 naming 'artwork', and nothing is kept. Tags are read from the file; without a title and artist the song " +
      'waits in MISSING_METADATA, else its HLS transcode is queued (VERIFICATION_POSTPONED, progress in ' +
      'transcodeProgress). Administrators need no capability and their uploads are verified as soon as the ' +
      "transcode ends; others wait for a moderator's review.",
    result: UploadedSongSchema,
    status: 201,
    consumes: 'multipart/form-data',
    upload: { field: 'song', maxBytes: MAX_SONG_BYTES, otherFiles: { artwork: MAX_ARTWORK_BYTES } },
    errors: { 403: "Uploading songs needs the 'uploadMusic' capability" }
  },
  reportTranscode: {
    method: 'POST',
    path: '/upload/transcoder_sns',
    access: 'hook',
    summary: "an outside transcoder reports a song's transcode (signed)",
    description:
      'The body is signed with HMAC-SHA256 of the raw bytes under TRANSCODER_WEBHOOK_SECRET, hex in the ' +
      "`X-Transcoder-Signature` header. COMPLETED needs the playlist in the song's storage folder; FAILED moves " +
      'the song to VERIFICATION_ERROR. 503 while the secret is not set; 401 for a bad signature.',
    body: TranscoderReportSchema,
    result: TranscoderAckSchema,
    rawBody: true,
    errors: { 401: 'Invalid transcoder signature', 404: NOT_FOUND }
  },
  approveSong: {
    method: 'POST',
    path: '/songs/{id}/approve',
    access: 'mod',
    summary: 'approve a transcoded song: VERIFIED, and a catalogue song',
    description: `${OURS} Only possible once the HLS segments exist (409 otherwise).`,
    params: IdParams,
    result: UploadedSongSchema,
    errors: { 404: NOT_FOUND, 409: 'Song has no HLS segments yet' }
  },
  rejectSong: {
    method: 'POST',
    path: '/songs/{id}/reject',
    access: 'mod',
    summary: 'reject a song (reason): UNVERIFIED',
    description: OURS,
    params: IdParams,
    body: RejectSongSchema,
    result: UploadedSongSchema,
    errors: { 404: NOT_FOUND }
  },
  retrySongTranscode: {
    method: 'POST',
    path: '/songs/{id}/retry-transcode',
    access: 'mod',
    summary: 'queue the transcode of a song in VERIFICATION_ERROR again',
    description: OURS,
    params: IdParams,
    result: UploadedSongSchema,
    errors: { 404: NOT_FOUND, 409: 'Only a song whose transcode failed can be retried' }
  }
})
