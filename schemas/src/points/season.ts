import { Type, type Static } from '@sinclair/typebox'
import { Timestamps, Uuid } from '../common.ts'

const SeasonName = Type.String({ minLength: 1, maxLength: 100 })
const Instant = Type.String({ format: 'date-time' })

/**
 * The fields an admin writes, each declared once: the season carries them, a create takes them (all three required)
 * and a patch any of them. A plain new field is one line here.
 */
const seasonFields = { seasonName: SeasonName, seasonStart: Instant, seasonEnd: Instant }
const writable = Type.Object(seasonFields)

/** A ranking season: [seasonStart, seasonEnd), never overlapping another. */
export const SeasonSchema = Type.Object(
  { id: Uuid, ...seasonFields, ...Timestamps },
  { $id: 'Season', additionalProperties: false }
)
export type Season = Static<typeof SeasonSchema>

/** Lists may filter, sort and select on every field of a season. */
export const seasonListFields = Object.keys(SeasonSchema.properties)

export const SeasonCreateSchema = Type.Object(
  {
    ...Type.Partial(writable).properties,
    ...Type.Pick(writable, ['seasonName', 'seasonStart', 'seasonEnd']).properties
  },
  { additionalProperties: false }
)
export type SeasonCreate = Static<typeof SeasonCreateSchema>

export const SeasonPatchSchema = Type.Partial(writable, { additionalProperties: false, minProperties: 1 })
export type SeasonPatch = Static<typeof SeasonPatchSchema>
