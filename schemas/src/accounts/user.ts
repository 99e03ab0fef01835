import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamps, Uuid } from '../common.ts'
import { userRoles } from '../access.ts'
import { SongOfTheWeekSchema } from './user-data.ts'
import { Nickname } from './nickname.ts'

export const badges = ['VERIFIED', 'PLATINUM', 'DOUBLE_PLATINUM', 'JQBX', 'STAFF'] as const
export const userCapabilities = ['uploadMusic', 'promoteRoom'] as const
export const userStatuses = ['active', 'banned', 'deactivated'] as const

/** A social network handle or profile URL (checked per network by `socialPatterns`). */
/** A user's colour as the profile stores it: `#rrggbb`. */
const hexColorPattern = '^#[0-9a-fA-F]{6}$'
const hexColor = new RegExp(hexColorPattern)
export const isHexColor = (value: unknown): value is string => typeof value === 'string' && hexColor.test(value)

export const SocialLink = Nullable(Type.String({ maxLength: 255 }))
export const CoverPicture = Nullable(Type.String({ maxLength: 2048 }))
export const PriceForGig = Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000 }))

/** A user as the API returns it (never the password hash). */
export const UserSchema = Type.Object(
  {
    id: Uuid,
    email: Nullable(Type.String({ format: 'email' })),
    nickname: Type.String({ minLength: 1, maxLength: 64 }),
    firstName: Nullable(Type.String({ maxLength: 100 })),
    lastName: Nullable(Type.String({ maxLength: 100 })),
    color: Nullable(Type.String({ maxLength: 16 })),
    avatarId: Nullable(Type.String({ maxLength: 100 })),
    pronoun: Nullable(Type.String({ maxLength: 50 })),
    displayPronouns: Type.Boolean(),
    zodiac: Nullable(Type.String({ maxLength: 20 })),
    roles: Type.Array(StringEnum(userRoles)),
    badges: Type.Array(StringEnum(badges)),
    capabilities: Type.Array(StringEnum(userCapabilities)),
    status: StringEnum(userStatuses),
    bannedUntil: Nullable(Type.String({ format: 'date-time' })),
    // Public profile fields added with the profiles migration; optional so older rows and callers stay valid.
    songOfTheWeek: Type.Optional(Nullable(SongOfTheWeekSchema)),
    // Read-only: the database keeps it equal to songOfTheWeek.
    song: Type.Optional(Nullable(SongOfTheWeekSchema)),
    coverPicture: Type.Optional(CoverPicture),
    facebook: Type.Optional(SocialLink),
    instagram: Type.Optional(SocialLink),
    twitter: Type.Optional(SocialLink),
    snapchat: Type.Optional(SocialLink),
    tiktok: Type.Optional(SocialLink),
    priceForGig: Type.Optional(PriceForGig),
    ...Timestamps
  },
  { $id: 'User', additionalProperties: false }
)
export type User = Static<typeof UserSchema>

/** Fields an admin list of users may filter and sort on. */
export const userListFields = [
  'id',
  'email',
  'nickname',
  'firstName',
  'lastName',
  'status',
  'roles',
  'badges',
  'createdAt',
  'updatedAt'
] as const
/** Fields a free-text search (`q`) looks in; `emailAddresses`: the user's live addresses, kept by the database. */
export const userSearchFields = ['email', 'nickname', 'firstName', 'lastName', 'emailAddresses'] as const

/** Body of `POST /users/sign-up` and `POST /users/admin/sign-up`. */
export const UserSignUpSchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 320 }),
    password: Type.String({ minLength: 8, maxLength: 200 }),
    nickname: Type.Optional(Nickname)
  },
  { additionalProperties: false }
)
export type UserSignUp = Static<typeof UserSignUpSchema>

/** Body of `POST /users/profile`: the caller's own editable profile fields. */
export const UserProfilePatchSchema = Type.Object(
  {
    nickname: Type.Optional(Nickname),
    firstName: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    lastName: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    color: Type.Optional(Nullable(Type.String({ pattern: hexColorPattern }))),
    avatarId: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
    pronoun: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
    displayPronouns: Type.Optional(Type.Boolean()),
    zodiac: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    songOfTheWeek: Type.Optional(Nullable(SongOfTheWeekSchema)),
    priceForGig: Type.Optional(PriceForGig)
  },
  { additionalProperties: false, minProperties: 1 }
)
export type UserProfilePatch = Static<typeof UserProfilePatchSchema>

/** Body of `POST /users/profile-admin`: a moderator edits someone's profile fields. */
export const AdminProfilePatchSchema = Type.Object(
  { userUuid: Uuid, ...UserProfilePatchSchema.properties },
  { additionalProperties: false, minProperties: 2 }
)
export type AdminProfilePatch = Static<typeof AdminProfilePatchSchema>
