import { Type, type Static } from '@sinclair/typebox'
import { OffsetPaging, Timestamp, Uuid } from '../common.ts'
import { userRef } from './user-ref.ts'

/** A block: `userUuid` no longer sees `blockedUserUuid`'s chat messages or friend invitations. */
export const BlockedUserSchema = Type.Object(
  { id: Uuid, userUuid: Uuid, blockedUserUuid: Uuid, ...userRef('blockedUser'), createdAt: Timestamp },
  { $id: 'BlockedUser', additionalProperties: false }
)
export type BlockedUser = Static<typeof BlockedUserSchema>

export const BlockCreateSchema = Type.Object({ blockedUserUuid: Uuid }, { additionalProperties: false })
export type BlockCreate = Static<typeof BlockCreateSchema>

export const BlockedUsersQuery = Type.Intersect([
  OffsetPaging,
  Type.Object({ blockedUserUuid: Type.Optional(Uuid), userUuid: Type.Optional(Uuid) })
])
export type BlockedUsersQueryType = Static<typeof BlockedUsersQuery>
