import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { UserSchema } from './user.ts'

// PostgreSQL text cannot hold NUL: refused by the schema (a 400 naming the field), never a database error.
const NO_NUL = '^[^\\u0000]*$'
export const MODERATOR_PAGE_DEFAULT = 50
export const MODERATOR_PAGE_MAX = 200

/** Query of the moderators' lists (`/moderation/users`, `/moderation/rooms`): a text to look for, Feathers paging. */
export const ModeratorListQuery = Type.Object({
  q: Type.Optional(
    Type.String({ maxLength: 200, pattern: NO_NUL, description: 'text to look for, case-insensitive, anywhere' })
  ),
  $limit: Type.Optional(
    Type.Integer({ minimum: 0, maximum: MODERATOR_PAGE_MAX, description: `default ${MODERATOR_PAGE_DEFAULT}` })
  ),
  $skip: Type.Optional(Type.Integer({ minimum: 0 }))
})

/** A page of a moderators' list, in Feathers' own shape. */
export const ModeratorPage = <T extends TSchema>(item: T) =>
  Type.Object({ total: Type.Integer(), limit: Type.Integer(), skip: Type.Integer(), data: Type.Array(item) })

/** A user as a moderator sees them: the admin user record's fields a moderator needs, under the same names. */
export const ModeratedUserSchema = Type.Pick(
  UserSchema,
  ['id', 'nickname', 'avatarId', 'email', 'status', 'bannedUntil', 'roles', 'capabilities', 'badges', 'createdAt'],
  { $id: 'ModeratedUser', additionalProperties: false }
)
export type ModeratedUser = Static<typeof ModeratedUserSchema>
