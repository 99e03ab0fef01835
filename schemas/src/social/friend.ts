import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OffsetPaging, StringEnum, Timestamp, Timestamps, Uuid } from '../common.ts'
import { userRef } from './user-ref.ts'

export const invitationStatuses = ['pending', 'accepted', 'rejected'] as const
export type InvitationStatus = (typeof invitationStatuses)[number]

/** A friend invitation: pending until its recipient accepts or rejects it (`handle-friend`). */
export const FriendInvitationSchema = Type.Object(
  {
    id: Uuid,
    senderUuid: Uuid,
    ...userRef('sender'),
    recipientUuid: Uuid,
    ...userRef('recipient'),
    invitationStatus: StringEnum(invitationStatuses),
    message: Nullable(Type.String()),
    ...Timestamps
  },
  { $id: 'FriendInvitation', additionalProperties: false }
)
export type FriendInvitation = Static<typeof FriendInvitationSchema>

export const FriendInvitationCreateSchema = Type.Object(
  { recipientUuid: Uuid, message: Type.Optional(Type.String({ maxLength: 300 })) },
  { additionalProperties: false }
)
export type FriendInvitationCreate = Static<typeof FriendInvitationCreateSchema>

const invitationAnswers = ['accepted', 'rejected'] as const

/** The answer is `invitationStatus` (seed 001's name) or `status`: one of them, or both the same. */
export const HandleFriendSchema = Type.Object(
  {
    invitationId: Uuid,
    invitationStatus: Type.Optional(StringEnum(invitationAnswers)),
    status: Type.Optional(StringEnum(invitationAnswers, { description: 'another name for invitationStatus' }))
  },
  { additionalProperties: false, anyOf: [{ required: ['invitationStatus'] }, { required: ['status'] }] }
)
export type HandleFriend = Static<typeof HandleFriendSchema>

export const InvitationListQuery = Type.Intersect([
  OffsetPaging,
  Type.Object({
    invitationStatus: Type.Optional(StringEnum(invitationStatuses, { description: 'default: pending' })),
    status: Type.Optional(StringEnum(invitationStatuses, { description: 'another name for invitationStatus' }))
  })
])
export type InvitationListQueryType = Static<typeof InvitationListQuery>

/** One side of a friendship: accepting an invitation writes one for each of the two users. */
export const FriendSchema = Type.Object(
  {
    id: Uuid,
    userUuid: Uuid,
    friendUuid: Uuid,
    ...userRef('friend'),
    invitationId: Nullable(Uuid),
    createdAt: Timestamp
  },
  { $id: 'Friend', additionalProperties: false }
)
export type Friend = Static<typeof FriendSchema>

/** Where the caller stands with another user. */
export const FriendshipSchema = Type.Object({
  isFriend: Type.Boolean(),
  friend: Nullable(FriendSchema),
  invitation: Type.Union([FriendInvitationSchema, Type.Null()], {
    description: 'a pending invitation between the two, either way'
  })
})
export type Friendship = Static<typeof FriendshipSchema>
