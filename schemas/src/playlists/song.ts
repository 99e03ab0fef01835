import { Type, type Static } from '@sinclair/typebox'
import { Nullable, Timestamps, Uuid } from '../common.ts'
import { SongProvidersSchema } from './crate-song.ts'

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
    musicProviders: SongProvidersSchema,
    thumbnails: urlMap('provider → artwork URL'),
    links: urlMap('provider → page URL'),
    previews: urlMap('provider → preview audio URL'),
    ...Timestamps
  },
  { $id: 'Song', additionalProperties: false }
)
export type Song = Static<typeof SongSchema>

/** What a new catalogue song is made of (the server assigns the ids and times). */
export const SongDataSchema = Type.Object(
  {
    isrc: Type.Optional(Nullable(Type.String({ pattern: '^[A-Za-z]{2}[A-Za-z0-9]{3}[0-9]{7}$' }))),
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
