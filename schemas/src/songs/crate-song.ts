import { Type, type Static, type TOptional, type TString } from '@sinclair/typebox'
import { Nullable, StringEnum } from '../common.ts'
import { songStatuses } from './song-status.ts'

/** The crate form of a song also carries the lookup states of its metadata. */
export const crateSongStatuses = [
  ...songStatuses,
  'DATA_NOT_FOUND',
  'PENDING_REQUEST',
  'SUCCESS',
  'FETCH_FAILED'
] as const
export type CrateSongStatus = (typeof crateSongStatuses)[number]
/** Seed 002 §3 writes them in lower case (pending_request, success), §4 in upper case: a song sent may use either. */
export const crateSongStatusInputs = [
  ...crateSongStatuses,
  ...crateSongStatuses.map((status) => status.toLowerCase() as Lowercase<CrateSongStatus>)
]

/** Keys of a song's `musicProviders` map (seed 002 §3, "Song"): where the song can be played from, and its id there. */
export const songProviderKeys = [
  'apple',
  'spotify',
  'youtube',
  'sevenDigital',
  'soundCloudPublic',
  'audius',
  'uploadService'
] as const
export type SongProviderKey = (typeof songProviderKeys)[number]

export const SongProvidersSchema = Type.Object(
  Object.fromEntries(
    songProviderKeys.map((key) => [key, Type.Optional(Type.String({ minLength: 1, maxLength: 200 }))])
  ) as {
    [K in SongProviderKey]: TOptional<TString>
  },
  { additionalProperties: false, description: 'provider → the song’s id there' }
)
export type SongProviders = Static<typeof SongProvidersSchema>

/** One provider's stream of a song: a plain (progressive) URL and an HLS playlist, each when there is one. */
export const StreamVariantsSchema = Type.Object(
  { http: Type.Optional(Type.String()), hls: Type.Optional(Type.String()) },
  { additionalProperties: false }
)

/** Seed 002 §3 `streamUrls`: the url-based providers' streams of a song, by `musicProviders` key. */
export const StreamUrlsSchema = Type.Record(Type.String(), StreamVariantsSchema, {
  description: 'url-based provider → its stream URLs (those the server builds without asking the provider)'
})
export type StreamUrls = Static<typeof StreamUrlsSchema>

/** Seed 002 §3 `playbackToken`: what a media element that cannot send headers shows the upload service instead. */
export const PlaybackTokenSchema = Type.String({
  description:
    'short-lived signed token for this song: `?playbackToken=` on its uploadService HLS playlist and key in place of the Authorization header'
})

/** A song as a DJ queues it from a crate (the minimal form the live room carries). */
export const CrateSongSchema = Type.Object(
  {
    artistName: Type.String({ minLength: 1, maxLength: 300 }),
    trackName: Type.String({ minLength: 1, maxLength: 300 }),
    genre: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    duration: Type.Number({ exclusiveMinimum: 0, maximum: 24 * 3600, description: 'seconds' }),
    isrc: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    explicit: Type.Optional(Type.Boolean({ description: 'seed 002 §3 Song: explicit lyrics' })),
    musicProviders: Type.Record(Type.String(), Type.String(), { description: 'provider → id' }),
    playbackToken: Type.Optional(Nullable(PlaybackTokenSchema)),
    streamUrls: Type.Optional(StreamUrlsSchema),
    thumbnails: Type.Optional(Type.Record(Type.String(), Type.String(), { description: 'provider → image URL' })),
    songId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    songShortId: Type.Optional(Nullable(Type.String())),
    crateSongUuid: Type.Optional(Nullable(Type.String())),
    status: Type.Optional(
      Nullable(StringEnum(crateSongStatusInputs, { description: 'upper or lower case; answered in upper case' }))
    ),
    position: Type.Optional(Nullable(Type.Integer()))
  },
  { $id: 'CrateSong', additionalProperties: false }
)
export type CrateSong = Static<typeof CrateSongSchema>

/** A song as a client sent it, its status in the upper case the API answers with. */
export const withUpperStatus = <S extends Pick<CrateSong, 'status'>>(song: S): S =>
  song.status ? { ...song, status: song.status.toUpperCase() as CrateSongStatus } : song
