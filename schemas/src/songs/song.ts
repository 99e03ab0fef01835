import { Type, type Static } from '@sinclair/typebox'
import { Nullable, QueryList, StringEnum, Timestamps, Uuid } from '../common.ts'
import { CrateSongSchema, PlaybackTokenSchema, SongProvidersSchema, StreamUrlsSchema } from './crate-song.ts'

const text = (maxLength: number) => Type.String({ minLength: 1, maxLength })
const urlMap = (description: string) => Type.Record(Type.String(), Type.String(), { description })

/** A song of the catalogue (seed 002 §3, "Song"): what crates, the queue, likes and rooms point at. */
export const SongSchema = Type.Object(
  {
    songId: Uuid,
    songShortId: Type.String({ description: 'short public id' }),
    isrc: Nullable(Type.String({ maxLength: 20 })),
    trackName: text(300),
    artistName: text(300),
    duration: Type.Number({ minimum: 0, description: 'seconds' }),
    explicit: Type.Boolean(),
    genre: Nullable(Type.String({ maxLength: 100 })),
    albumName: Nullable(Type.String({ maxLength: 300 })),
    releaseYear: Nullable(Type.Integer({ minimum: 1000, maximum: 9999 })),
    artistId: Nullable(Type.String({ format: 'uuid', description: "the catalogue's artist row" })),
    albumId: Nullable(Type.String({ format: 'uuid', description: "the catalogue's album row" })),
    musicProviders: SongProvidersSchema,
    thumbnails: urlMap('provider → artwork URL'),
    links: urlMap('provider → page URL'),
    previews: urlMap('provider → preview audio URL'),
    streamUrls: Type.Optional(StreamUrlsSchema),
    playbackToken: Type.Optional(PlaybackTokenSchema),
    ...Timestamps
  },
  { $id: 'Song', additionalProperties: false }
)
export type Song = Static<typeof SongSchema>

/** An ISRC: country, registrant, year and designation (ISO 3901). */
export const ISRC_PATTERN = '^[A-Za-z]{2}[A-Za-z0-9]{3}[0-9]{7}$'

/** What a new catalogue song is made of (the server assigns the ids and times). */
export const SongDataSchema = Type.Object(
  {
    isrc: Type.Optional(Nullable(Type.String({ pattern: ISRC_PATTERN }))),
    trackName: text(300),
    artistName: text(300),
    duration: Type.Number({ minimum: 0, maximum: 24 * 3600 }),
    explicit: Type.Optional(Type.Boolean()),
    genre: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    albumName: Type.Optional(Nullable(Type.String({ maxLength: 300 }))),
    releaseYear: Type.Optional(Nullable(Type.Integer({ minimum: 1000, maximum: 9999 }))),
    musicProviders: Type.Optional(SongProvidersSchema),
    thumbnails: Type.Optional(urlMap('provider → artwork URL')),
    links: Type.Optional(urlMap('provider → page URL')),
    previews: Type.Optional(urlMap('provider → preview audio URL'))
  },
  { additionalProperties: false }
)
export type SongData = Static<typeof SongDataSchema>

/** Text a query compares with stored names: PostgreSQL text holds no NUL character, so one is refused up front. */
export const NameText = (maxLength: number, description: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '^[^\\u0000]*$', description })

/** Orders of `GET /api/v1/songs`: a field, descending with a leading '-'. */
export const songOrders = [
  'trackName',
  '-trackName',
  'artistName',
  '-artistName',
  'createdAt',
  '-createdAt',
  'updatedAt',
  '-updatedAt'
] as const
export type SongOrder = (typeof songOrders)[number]

/**
 * `GET /api/v1/songs` (seed 002 §7): every filter the seed names, plus artistId, albumId and genre for the console's
 * links; each one given narrows the list.
 */
export const SongQuery = Type.Object({
  id: Type.Optional(QueryList(Uuid, { maxItems: 1000, description: 'songs with one of these ids' })),
  idNot: Type.Optional(QueryList(Uuid, { maxItems: 1000, description: 'songs with none of these ids' })),
  isrc: Type.Optional(NameText(20, 'songs with this ISRC (any case)')),
  trackName: Type.Optional(NameText(300, 'songs with exactly this track name (any case)')),
  artistName: Type.Optional(NameText(300, 'songs with exactly this artist name (any case)')),
  nameLike: Type.Optional(NameText(300, 'songs whose track or artist name contains this text (any case)')),
  updatedAfter: Type.Optional(Type.String({ format: 'date-time', description: 'songs changed after this time' })),
  artistId: Type.Optional(Type.String({ format: 'uuid', description: "the artist's songs (beyond the seed)" })),
  albumId: Type.Optional(Type.String({ format: 'uuid', description: "the album's songs (beyond the seed)" })),
  genre: Type.Optional(NameText(100, 'songs of this genre, any case (beyond the seed)')),
  hasSevenDigital: Type.Optional(
    Type.Boolean({ description: 'songs with (true) or without (false) a seven-digital id' })
  ),
  orderBy: Type.Optional(
    StringEnum(songOrders, { default: 'trackName', description: "field; '-' first for descending" })
  ),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 50 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 }))
})
export type SongQuery = Static<typeof SongQuery>

export const SongIdParams = Type.Object({ songId: Uuid })

/**
 * `POST /rooms/{slug}/recent-songs`: a play to record as the live room does (`playedAt` defaults to the song's
 * duration ago, `endedAt` to now; no votes by default). The song also enters the catalogue.
 */
export const RecordPlaySchema = Type.Object(
  {
    song: CrateSongSchema,
    djUuid: Uuid,
    playedAt: Type.Optional(Type.String({ format: 'date-time' })),
    endedAt: Type.Optional(Type.String({ format: 'date-time' })),
    voteCounts: Type.Optional(
      Type.Object(
        {
          likes: Type.Integer({ minimum: 0 }),
          dislikes: Type.Integer({ minimum: 0 }),
          stars: Type.Integer({ minimum: 0 })
        },
        { additionalProperties: false }
      )
    ),
    skipped: Type.Optional(Type.Boolean({ description: 'the play was cut short' }))
  },
  { additionalProperties: false }
)
export type RecordPlay = Static<typeof RecordPlaySchema>
