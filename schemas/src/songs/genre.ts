import { Type, type Static } from '@sinclair/typebox'
import { QueryList, Timestamps, Uuid } from '../common.ts'

/** The most genres one list answers (seed 002 §9, "Genres list limit"). */
export const GENRES_LIST_LIMIT = 1024

/** A genre of the catalogue: one per name (case-insensitive), made when a song of that genre first enters it. */
export const GenreSchema = Type.Object(
  { genreId: Uuid, name: Type.String({ maxLength: 100 }), ...Timestamps },
  { $id: 'Genre', additionalProperties: false }
)
export type Genre = Static<typeof GenreSchema>

/** `GET /api/v1/genres`: ids to keep, a name prefix, at most `limit` (1024 by default and at most). */
export const GenreQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: GENRES_LIST_LIMIT, default: GENRES_LIST_LIMIT })),
  offset: Type.Optional(Type.Integer({ minimum: 0 })),
  idIn: Type.Optional(QueryList(Uuid, { maxItems: GENRES_LIST_LIMIT, description: 'genre ids' })),
  prefix: Type.Optional(
    Type.String({ maxLength: 100, pattern: '^[^\\u0000]*$', description: 'start of the name, case-insensitive' })
  )
})
export type GenreQuery = Static<typeof GenreQuery>
