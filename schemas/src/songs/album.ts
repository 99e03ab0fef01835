import { Type, type Static } from '@sinclair/typebox'
import { Nullable, Timestamps, Uuid } from '../common.ts'

/** A short id (base 62) or a UUID, as catalogue paths take them. */
export const SHORT_ID_PATTERN = '^[A-Za-z0-9-]+$'

/** An album of the catalogue: one per artist and name (case-insensitive), made when a song of it first enters it. */
export const AlbumSchema = Type.Object(
  {
    albumId: Uuid,
    albumShortId: Type.String({ description: 'short public id' }),
    name: Type.String({ maxLength: 300 }),
    artistId: Nullable(Uuid),
    artistShortId: Nullable(Type.String()),
    artistName: Nullable(Type.String({ maxLength: 300 })),
    releaseYear: Nullable(Type.Integer()),
    thumbnails: Type.Record(Type.String(), Type.String(), { description: 'provider → artwork URL' }),
    songCount: Type.Integer({ minimum: 0, description: 'catalogue songs of the album' }),
    ...Timestamps
  },
  { $id: 'Album', additionalProperties: false }
)
export type Album = Static<typeof AlbumSchema>

/** `{albumShortId}`: the album's short id, or its id (the console links from a song's albumId). */
export const AlbumShortIdParams = Type.Object({
  albumShortId: Type.String({
    minLength: 1,
    maxLength: 36,
    pattern: SHORT_ID_PATTERN,
    description: 'short id (or id) of the album'
  })
})
export const SongShortIdParams = Type.Object({
  songShortId: Type.String({ minLength: 1, maxLength: 16, pattern: SHORT_ID_PATTERN })
})
