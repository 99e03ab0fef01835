import { Type, type Static } from '@sinclair/typebox'
import { SongProvidersSchema } from '../songs/crate-song.ts'
import { SongSchema } from '../songs/song.ts'

/** Seed 002 §9: similar-track suggestions use up to 8 of the submitted songs that have a spotify id. */
export const SIMILAR_TRACKS_SEEDS = 8
/** Most suggestions one call answers. */
export const SIMILAR_TRACKS_LIMIT = 20
/** Most songs one call may submit (a queue's worth; only the first eight with a Spotify id are asked about). */
export const SIMILAR_TRACKS_SUBMITTED_MAX = 50

/**
 * A song the suggestions start from (seed 002 §5: submitted songs need thumbnails and a positive duration). A whole
 * Song or crate song may be sent: fields beyond these are ignored.
 */
export const SubmittedSongSchema = Type.Object(
  {
    trackName: Type.String({ minLength: 1, maxLength: 300 }),
    artistName: Type.String({ minLength: 1, maxLength: 300 }),
    duration: Type.Number({ exclusiveMinimum: 0, maximum: 24 * 3600, description: 'seconds, more than 0' }),
    thumbnails: Type.Record(Type.String(), Type.String({ minLength: 1 }), {
      minProperties: 1,
      description: 'provider → artwork URL; at least one'
    }),
    musicProviders: Type.Optional(SongProvidersSchema)
  },
  { additionalProperties: true }
)
export type SubmittedSong = Static<typeof SubmittedSongSchema>

export const SimilarTracksRequestSchema = Type.Object(
  { songs: Type.Array(SubmittedSongSchema, { minItems: 1, maxItems: SIMILAR_TRACKS_SUBMITTED_MAX }) },
  { $id: 'SimilarTracksRequest', additionalProperties: false }
)
export type SimilarTracksRequest = Static<typeof SimilarTracksRequestSchema>

export const SimilarTracksSchema = Type.Object(
  {
    songs: Type.Array(SongSchema, { description: 'catalogue songs, each addable to a crate or the queue by songId' }),
    enqueued: Type.Array(Type.String(), {
      description: 'Spotify ids of submitted songs not analysed yet: sent for analysis, suggestions follow later'
    })
  },
  { $id: 'SimilarTracks', additionalProperties: false }
)
export type SimilarTracks = Static<typeof SimilarTracksSchema>
