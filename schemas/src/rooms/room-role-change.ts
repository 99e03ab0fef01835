import { Type, type Static } from '@sinclair/typebox'
import { StringEnum, Uuid } from '../common.ts'
import { roomRoleFields, roomRoles } from './room-role.ts'
import { ModerationReason } from '../accounts/moderation-action.ts'

/** `POST /roomUserRoles/{roomId}`: grants a role, or moves the expiry of one the user holds. */
export const RoomRoleGrantSchema = Type.Object(
  {
    ...Type.Partial(Type.Object(roomRoleFields)).properties,
    userUuid: roomRoleFields.userUuid,
    role: roomRoleFields.role,
    // Not null: a grant without an expiry leaves it out.
    expirationTime: Type.Optional(
      Type.String({ format: 'date-time', description: 'when the role lapses (in the future); none: it lasts' })
    ),
    reason: ModerationReason
  },
  { additionalProperties: false }
)
export type RoomRoleGrant = Static<typeof RoomRoleGrantSchema>

/** `DELETE /roomUserRoles/{roomId}`. */
export const RoomRoleRemoveSchema = Type.Object(
  { userUuid: Uuid, role: StringEnum(roomRoles), reason: ModerationReason },
  { additionalProperties: false }
)
export type RoomRoleRemove = Static<typeof RoomRoleRemoveSchema>

/** `PUT /roomUserRoles/change-owner/{roomId}`. */
export const RoomOwnerChangeSchema = Type.Object({ userUuid: Uuid }, { additionalProperties: false })
export type RoomOwnerChange = Static<typeof RoomOwnerChangeSchema>

/** `POST /roomUserRoles/no-dancefloor-users`. */
export const NoDancefloorQuerySchema = Type.Object(
  { roomUuid: Uuid, userUuids: Type.Array(Uuid, { maxItems: 1000 }) },
  { additionalProperties: false }
)
export type NoDancefloorQuery = Static<typeof NoDancefloorQuerySchema>
export const NoDancefloorUsersSchema = Type.Object({ userUuids: Type.Array(Uuid) })

export const chatScopes = ['admin', 'moderator', 'participant'] as const
export type ChatScope = (typeof chatScopes)[number]

/** `POST /roomUserRoles/cometchat/sync/{id}`: only these users, or every user holding a role in the room. */
export const RoomChatSyncSchema = Type.Object(
  { userUuids: Type.Optional(Type.Array(Uuid, { maxItems: 1000 })) },
  { additionalProperties: false }
)
export type RoomChatSync = Static<typeof RoomChatSyncSchema>

/** The chat group of a room and the members put in it, with their scope. */
export const RoomChatGroupSchema = Type.Object({
  guid: Type.String(),
  members: Type.Array(Type.Object({ uid: Type.String(), scope: StringEnum(chatScopes) })),
  banned: Type.Array(Type.String())
})
export type RoomChatGroup = Static<typeof RoomChatGroupSchema>
