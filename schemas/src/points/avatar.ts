import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Timestamps, Uuid } from '../common.ts'

export const avatarStatuses = ['PUBLIC', 'PRIVATE', 'SEASON_AWARD', 'SUBSCRIBER_ONLY'] as const
export type AvatarStatus = (typeof avatarStatuses)[number]
export const assignmentTypes = ['MANUAL', 'SEASON_AWARD', 'PURCHASED'] as const

const Slug = Type.String({
  pattern: '^[a-z0-9-]{2,64}$',
  description: 'lower-case letters, digits and dashes, 2 to 64'
})
const SeasonId = Nullable(Uuid)
const PointsThreshold = Nullable(
  Type.Integer({ minimum: 0, maximum: 2_000_000_000, description: 'season points that earn a SEASON_AWARD avatar' })
)

/**
 * The fields an admin writes, each declared once with the rules the API checks: the avatar carries them, a create takes
 * them (the slug, the name and the status required) and a patch any of them. A plain new field is one line here.
 */
const avatarFields = {
  slug: Slug,
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Nullable(Type.String({ maxLength: 2000 })),
  imageFileId: Nullable(Uuid),
  avatarStatus: StringEnum(avatarStatuses),
  discordOnly: Type.Boolean({ description: 'only users with a linked Discord account may use it' }),
  seasonId: SeasonId,
  pointsThreshold: PointsThreshold
}
const writable = Type.Object(avatarFields)

/** An avatar a user may wear: public, private (assigned only), a season award, or for subscribers. */
export const AvatarSchema = Type.Object(
  {
    id: Uuid,
    ...avatarFields,
    // Described as stored: the name's and the description's bounds are the writes' rules.
    name: Type.String(),
    description: Nullable(Type.String()),
    imageUrl: Nullable(Type.String({ description: 'download URL of imageFileId' })),
    ...Timestamps
  },
  { $id: 'Avatar', additionalProperties: false }
)
export type Avatar = Static<typeof AvatarSchema>

const unlisted = ['description', 'imageFileId', 'imageUrl']
/** Lists filter, sort and select on every field but the free text and the image. */
export const avatarListFields = Object.keys(AvatarSchema.properties).filter((field) => !unlisted.includes(field))

export const AvatarCreateSchema = Type.Object(
  { ...Type.Partial(writable).properties, ...Type.Pick(writable, ['slug', 'name', 'avatarStatus']).properties },
  { additionalProperties: false }
)
export type AvatarCreate = Static<typeof AvatarCreateSchema>

export const AvatarPatchSchema = Type.Partial(writable, { additionalProperties: false, minProperties: 1 })
export type AvatarPatch = Static<typeof AvatarPatchSchema>

/** An avatar given to one user, whatever its status. */
export const AvatarAssignmentSchema = Type.Object(
  { id: Uuid, avatarId: Uuid, userUuid: Uuid, assignmentType: StringEnum(assignmentTypes), createdAt: Timestamp },
  { $id: 'AvatarAssignment', additionalProperties: false }
)
export type AvatarAssignment = Static<typeof AvatarAssignmentSchema>

export const avatarAssignmentListFields = ['id', 'avatarId', 'userUuid', 'assignmentType', 'createdAt'] as const

export const AvatarAssignmentCreateSchema = Type.Object(
  { userUuid: Uuid, assignmentType: StringEnum(assignmentTypes) },
  { additionalProperties: false }
)
export type AvatarAssignmentCreate = Static<typeof AvatarAssignmentCreateSchema>

export const avatarUsageReasons = [
  'public',
  'assigned',
  'subscriber',
  'discord account required',
  'not assigned',
  'subscribers only'
] as const
export type AvatarUsageReason = (typeof avatarUsageReasons)[number]

/** Whether a user may use an avatar, and why. */
export const AvatarUsageSchema = Type.Object(
  { slug: Type.String(), userUuid: Uuid, allowed: Type.Boolean(), reason: StringEnum(avatarUsageReasons) },
  { $id: 'AvatarUsage', additionalProperties: false }
)
export type AvatarUsage = Static<typeof AvatarUsageSchema>

export const AvatarBackfillSchema = Type.Object({
  created: Type.Integer({ description: 'assignments created by this run' }),
  remaining: Type.Integer({ description: 'users who earned an award of the season and still lack it' })
})
export type AvatarBackfill = Static<typeof AvatarBackfillSchema>

const SlugParam = Type.String({ minLength: 1, maxLength: 100 })
export const AvatarParams = Type.Object({ slug: SlugParam })
export const AvatarLookupParams = Type.Object({ avatarSlug: SlugParam })
export const AvatarUserParams = Type.Object({ slug: SlugParam, uuid: Uuid })
export const AvatarAssignmentIdParams = Type.Object({ avatarAssignmentId: Uuid })
export const BackfillParams = Type.Object({ seasonId: Uuid })
export const BackfillQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1000 }))
})
