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

/** Where a user stands in one room: their site roles and the room roles they hold there now. */
export interface RoomStanding {
  globalRoles: readonly string[]
  heldHere: readonly string[]
}

/** A user's rank in a room: site moderators and admins, then the owner, co-owners, moderators, everyone else. */
export function roomRank({ globalRoles, heldHere }: RoomStanding): number {
  if (isModerator(globalRoles)) return 4
  if (heldHere.includes('owner')) return 3
  if (heldHere.includes('coOwner')) return 2
  return heldHere.includes('moderator') ? 1 : 0
}

/** Kicks, bans and role changes reach only users who do not rank above the one acting (the API enforces it). */
export const mayActOn = (actor: RoomStanding, target: RoomStanding) => roomRank(target) <= roomRank(actor)

/**
 * The fields a grant writes, each declared once: the role carries them and a grant takes them (the user and the role
 * required). A plain new field is one line here.
 */
export const roomRoleFields = { userUuid: Uuid, role: StringEnum(roomRoles), expirationTime: Nullable(Timestamp) }

/** A user's role in one room; one with an expirationTime lapses by itself. */
export const RoomUserRoleSchema = Type.Object(
  { id: Uuid, roomId: Type.Integer(), ...roomRoleFields, ...Timestamps },
  { $id: 'RoomUserRole', additionalProperties: false }
)
export type RoomUserRole = Static<typeof RoomUserRoleSchema>
