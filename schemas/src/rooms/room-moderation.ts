import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum } from '../common.ts'
import { roomManagerRoles } from './room-role.ts'
import { RoomSchema } from './room.ts'

/** A room as a moderator lists it: the admin room list's fields and the caller's strongest role there, if any. */
export const ModeratedRoomSchema = Type.Object(
  {
    ...RoomSchema.properties,
    myRoomRole: Nullable(
      StringEnum(roomManagerRoles, { description: "the caller's strongest of owner, coOwner, moderator there" })
    )
  },
  { $id: 'ModeratedRoom', additionalProperties: false }
)
export type ModeratedRoom = Static<typeof ModeratedRoomSchema>
