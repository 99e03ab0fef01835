import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum } from '../common.ts'

export const songStatuses = [
  'PENDING_UPLOAD',
  'VALID_FILE_TYPE',
  'MISSING_METADATA',
  'VERIFIED',
  'UNVERIFIED',
  'VERIFICATION_ERROR',
  'VERIFICATION_POSTPONED'
] as const
/** The crate form of a song also carries the lookup states of its metadata. */
export const crateSongStatuses = [
  ...songStatuses,
  'DATA_NOT_FOUND',
  'PENDING_REQUEST',
  'SUCCESS',
  'FETCH_FAILED'
] as const
export const musicProviders = ['apple', 'audius', 'soundcloud', 'spotify', 'youtube', 'sevenDigital'] as const

/** A song as a DJ queues it from a crate (the minimal form the live room carries). */
export const CrateSongSchema = Type.Object(
  {
    artistName: Type.String({ minLength: 1, maxLength: 300 }),
    trackName: Type.String({ minLength: 1, maxLength: 300 }),
    genre: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    duration: Type.Number({ exclusiveMinimum: 0, maximum: 24 * 3600, description: 'seconds' }),
    isrc: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    musicProviders: Type.Record(Type.String(), Type.String(), { description: 'provider → id' }),
    playbackToken: Type.Optional(Nullable(Type.String())),
    thumbnails: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'provider → image URL' })),
    songShortId: Type.Optional(Nullable(Type.String())),
    crateSongUuid: Type.Optional(Nullable(Type.String())),
    status: Type.Optional(Nullable(StringEnum(crateSongStatuses))),
    position: Type.Optional(Nullable(Type.Integer()))
  },
  { $id: 'CrateSong', additionalProperties: false }
)
export type CrateSong = Static<typeof CrateSongSchema>
