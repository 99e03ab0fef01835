import { Type, type Static } from '@sinclair/typebox'
import { isModerator } from '../access.ts'
import { Nullable, StringEnum, Timestamp, Timestamps, Uuid } from '../common.ts'

export const roomRoles = [
  'moderator',
  'owner',
  'coOwner',
  'banned',
  'kicked',
  'chatDisabled',
  'djDisabled',
  'dj'
] as const
export type RoomRole = (typeof roomRoles)[number]
/** Roles that let a user run a room (edit it, grant roles, moderate). */
export const roomManagerRoles: readonly RoomRole[] = ['owner', 'coOwner', 'moderator']
/** Roles that keep a user out of something until they lapse. */
export const roomRestrictionRoles: readonly RoomRole[] = ['banned', 'kicked', 'chatDisabled', 'djDisabled']

/**
 * The room roles a caller may grant or remove in a room (the API enforces the same): global moderators, admins, the
 * room's owners and co-owners any but owner (that moves by hand-over); the room's moderators restrictions only.
 */
export function changeableRoomRoles(globalRoles: readonly string[], heldHere: readonly string[]): RoomRole[] {
  if (isModerator(globalRoles) || heldHere.includes('owner') || heldHere.includes('coOwner'))
    return roomRoles.filter((role) => role !== 'owner')
  return heldHere.includes('moderator') ? [...roomRestrictionRoles] : []
}

/** A user's role in one room; one with an expirationTime lapses by itself. */
export const RoomUserRoleSchema = Type.Object(
  {
    id: Uuid,
    roomId: Type.Integer(),
    userUuid: Uuid,
    role: StringEnum(roomRoles),
    expirationTime: Nullable(Timestamp),
    ...Timestamps
  },
  { $id: 'RoomUserRole', additionalProperties: false }
)
export type RoomUserRole = Static<typeof RoomUserRoleSchema>
