import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Uuid } from '../common.ts'
import { userRoles } from '../access.ts'
import { badges, userCapabilities } from './user.ts'

/**
 * Seed 002's moderation action types, then ours for room acts the seed names no type for: a moderator skipping
 * someone else's song, deleting a chat message, removing another DJ from the stage, clearing a room's chat. Room acts
 * carry `roomUuid`; a room ban is `banUser`, a room kick `kickUser`, the removal of any room role (a room unban too)
 * `removeRole`.
 */
export const moderationActionTypes = [
  'banUser',
  'kickUser',
  'grantRole',
  'removeRole',
  'globalKick',
  'globalBan',
  'globalUnBan',
  'temporaryBan',
  'skipSong',
  'deleteChatMessage',
  'removeDj',
  'clearChat'
] as const
export type ModerationActionType = (typeof moderationActionTypes)[number]

const RoleName = Nullable(Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z]+$' }))

/**
 * The fields of a moderation record that are written, each declared once: the record as read carries them, and a record
 * written by hand (the audit domain's create, replace and patch bodies) takes them. Seed 002's role and previousRole:
 * null clears them on a change. A plain new field is one line here.
 */
export const moderationActionFields = {
  actionType: StringEnum(moderationActionTypes),
  targetUserUuid: Uuid,
  moderatorUuid: Nullable(Uuid),
  roomUuid: Nullable(Uuid),
  reason: Nullable(Type.String({ minLength: 1, maxLength: 500, pattern: '^[^\\u0000]*$' })),
  role: RoleName,
  previousRole: RoleName,
  details: Type.Record(Type.String(), Type.Unknown())
}

/** One moderation record: who did what to whom, why, and the details of the change. */
export const ModerationActionSchema = Type.Object(
  {
    id: Uuid,
    ...moderationActionFields,
    // As stored: the acts themselves write reasons, roles and details these rules do not bound.
    reason: Nullable(Type.String()),
    role: Nullable(Type.String({ description: 'the role granted or removed (a room role on a room act)' })),
    previousRole: Nullable(Type.String({ description: 'the role the target held before' })),
    details: Type.Record(Type.String(), Type.Unknown(), {
      description: 'previousRoles, capability, badges, until, connections…'
    }),
    /** Who last wrote the record by hand (the audit service's routes); null for a record the act itself wrote. */
    recordedByUuid: Nullable(Uuid),
    createdAt: Timestamp,
    updatedAt: Timestamp
  },
  { $id: 'ModerationAction', additionalProperties: false }
)
export type ModerationAction = Static<typeof ModerationActionSchema>

export const moderationActionListFields = [
  'id',
  'actionType',
  'targetUserUuid',
  'moderatorUuid',
  'roomUuid',
  'role',
  'previousRole',
  'recordedByUuid',
  'createdAt'
] as const
export const moderationActionSearchFields = ['reason'] as const

/** Why a moderator acted, kept on the record; optional everywhere a moderation input takes it. */
export const ModerationReason = Type.Optional(Type.String({ minLength: 1, maxLength: 500 }))

/** Body of kick, ban, unban and add-global-moderator-role. */
export const ModerationTargetSchema = Type.Object(
  { userUuid: Uuid, reason: ModerationReason },
  { additionalProperties: false }
)
export type ModerationTarget = Static<typeof ModerationTargetSchema>

/** Body of `POST /users/temporary-ban`: the ban lapses by itself at `until`. */
export const TemporaryBanSchema = Type.Object(
  {
    userUuid: Uuid,
    until: Type.String({ format: 'date-time', description: 'a future time' }),
    reason: ModerationReason
  },
  { additionalProperties: false }
)
export type TemporaryBan = Static<typeof TemporaryBanSchema>

/** Body of `POST /users/add-role`: admin, superUser and globalModerator are granted by administrators only. */
export const AddRoleSchema = Type.Object(
  { userUuid: Uuid, role: StringEnum(userRoles), reason: ModerationReason },
  { additionalProperties: false }
)
export type AddRole = Static<typeof AddRoleSchema>

/** Body of `POST /users/change-badges-admin`: the user's complete set of badges. */
export const ChangeBadgesSchema = Type.Object(
  { userUuid: Uuid, badges: Type.Array(StringEnum(badges), { uniqueItems: true }), reason: ModerationReason },
  { additionalProperties: false }
)
export type ChangeBadges = Static<typeof ChangeBadgesSchema>

/** Path of `PUT|DELETE /users/{id}/capabilities/{capability}`. */
export const CapabilityParams = Type.Object({ id: Uuid, capability: StringEnum(userCapabilities) })

/** Answer of `POST /users/kick`: how many open connections were closed. */
export const KickResultSchema = Type.Object({ userUuid: Uuid, disconnected: Type.Integer({ minimum: 0 }) })
export type KickResult = Static<typeof KickResultSchema>

/**
 * Socket events a kicked, banned, deactivated or signed-out user's connections receive, on every API process, just
 * before the server closes them. After all but `kicked` the session is over (its token is refused): clients sign out.
 * `signedOut` follows a password change or a sign-out everywhere.
 */
export const moderationSocketEvents = ['kicked', 'banned', 'deactivated', 'signedOut'] as const
export type ModerationSocketEvent = (typeof moderationSocketEvents)[number]
/** The events after which the session is over. */
export const sessionEndingEvents = [
  'banned',
  'deactivated',
  'signedOut'
] as const satisfies readonly ModerationSocketEvent[]
export type SessionEndingEvent = (typeof sessionEndingEvents)[number]
/** What each of those events carries: why, and until when (null: until lifted). */
export const ModerationNoticeSchema = Type.Object({ reason: Nullable(Type.String()), until: Nullable(Timestamp) })
export type ModerationNotice = Static<typeof ModerationNoticeSchema>
