import { Type, type Static } from '@sinclair/typebox'
import { Timestamps, Uuid } from '../common.ts'
import { SHORT_ID_PATTERN } from './album.ts'

/** An artist of the catalogue: made when a song of theirs first enters it (one row per name, case-insensitive). */
export const ArtistSchema = Type.Object(
  {
    artistId: Uuid,
    artistShortId: Type.String({ description: 'short public id' }),
    name: Type.String({ maxLength: 300 }),
    ...Timestamps
  },
  { $id: 'Artist', additionalProperties: false }
)
export type Artist = Static<typeof ArtistSchema>

/** `{artistShortId}`: the artist's short id, or its id (the console links from a song's artistId). */
export const ArtistShortIdParams = Type.Object({
  artistShortId: Type.String({
    minLength: 1,
    maxLength: 36,
    pattern: SHORT_ID_PATTERN,
    description: 'short id (or id) of the artist'
  })
})

/** `POST /artists/service/albums-by-artists`: the artists whose albums to list. */
export const AlbumsByArtistsSchema = Type.Object(
  {
    artistShortIds: Type.Array(Type.String({ minLength: 1, maxLength: 36, pattern: SHORT_ID_PATTERN }), {
      minItems: 1,
      maxItems: 100,
      description: 'short ids of the artists'
    })
  },
  { additionalProperties: false }
)
export type AlbumsByArtists = Static<typeof AlbumsByArtistsSchema>
