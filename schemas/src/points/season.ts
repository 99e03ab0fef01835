import { Type, type Static } from '@sinclair/typebox'
import { Timestamps, Uuid } from '../common.ts'

const SeasonName = Type.String({ minLength: 1, maxLength: 100 })
const Instant = Type.String({ format: 'date-time' })

/** A ranking season: [seasonStart, seasonEnd), never overlapping another. */
export const SeasonSchema = Type.Object(
  { id: Uuid, seasonName: SeasonName, seasonStart: Instant, seasonEnd: Instant, ...Timestamps },
  { $id: 'Season', additionalProperties: false }
)
export type Season = Static<typeof SeasonSchema>

export const seasonListFields = ['id', 'seasonName', 'seasonStart', 'seasonEnd', 'createdAt', 'updatedAt'] as const

export const SeasonCreateSchema = Type.Object(
  { seasonName: SeasonName, seasonStart: Instant, seasonEnd: Instant },
  { additionalProperties: false }
)
export type SeasonCreate = Static<typeof SeasonCreateSchema>

export const SeasonPatchSchema = Type.Object(
  { seasonName: Type.Optional(SeasonName), seasonStart: Type.Optional(Instant), seasonEnd: Type.Optional(Instant) },
  { additionalProperties: false, minProperties: 1 }
)
export type SeasonPatch = Static<typeof SeasonPatchSchema>
