import { Type } from '@sinclair/typebox'
import { IdParams, OffsetPage, OffsetPaging } from '../common.ts'
import { routeGroup } from '../route.ts'
import {
  FriendInvitationCreateSchema,
  FriendInvitationSchema,
  FriendSchema,
  FriendshipSchema,
  HandleFriendSchema,
  InvitationListQuery
} from './friend.ts'

const tags = ['social']
const invitationNotFound = { 404: 'Invitation not found' }
const friendNotFound = { 404: 'Friendship not found' }
const hidden =
  "Invitations from users the caller blocked are left out. `invitationStatus` (or `status`) defaults to 'pending'."

/** Friend invitations (pending → accepted or rejected) and friendships, which go both ways. */
export const friendRoutes = routeGroup({
  inviteFriend: {
    method: 'POST',
    path: '/friend-invitations',
    access: 'user',
    summary: 'invite a friend',
    description: 'One pending invitation between two users, whichever of them sent it.',
    tags,
    body: FriendInvitationCreateSchema,
    result: FriendInvitationSchema,
    status: 201,
    errors: {
      400: "You cannot invite yourself ('recipientUuid')",
      403: 'This user does not accept your invitations',
      404: 'User not found',
      409: 'An invitation between you is already pending'
    }
  },
  listUserInvitations: {
    method: 'GET',
    path: '/friend-invitations/user-invitations/{id}',
    access: 'self',
    summary: "a user's invitations, sent and received (limit, offset; invitationStatus)",
    description: hidden,
    tags,
    params: IdParams,
    query: InvitationListQuery,
    result: OffsetPage(FriendInvitationSchema)
  },
  listInvitationsForMe: {
    method: 'GET',
    path: '/friend-invitations/user-invitations-for',
    access: 'user',
    summary: 'invitations to the caller (limit, offset; invitationStatus)',
    description: hidden,
    tags,
    query: InvitationListQuery,
    result: OffsetPage(FriendInvitationSchema)
  },
  listInvitationsFromMe: {
    method: 'GET',
    path: '/friend-invitations/user-invitations-from',
    access: 'user',
    summary: 'invitations from the caller (limit, offset; invitationStatus)',
    tags,
    query: InvitationListQuery,
    result: OffsetPage(FriendInvitationSchema)
  },
  withdrawInvitation: {
    method: 'DELETE',
    path: '/friend-invitations/{id}',
    access: 'self',
    summary: 'withdraw an invitation (its sender)',
    tags,
    params: IdParams,
    result: FriendInvitationSchema,
    errors: { ...invitationNotFound, 409: 'Only a pending invitation can be withdrawn' }
  },
  handleFriend: {
    method: 'POST',
    path: '/friend-invitations/handle-friend',
    access: 'user',
    summary: 'accept or reject (pending to accepted or rejected)',
    description: 'Only the recipient answers; accepting makes the two users friends both ways.',
    tags,
    body: HandleFriendSchema,
    result: FriendInvitationSchema,
    errors: {
      ...invitationNotFound,
      400: "Invalid body: 'invitationStatus' and 'status' differ",
      403: 'Only the invited user may answer an invitation',
      409: 'This invitation was already answered'
    }
  },
  getFriend: {
    method: 'GET',
    path: '/friends/{id}',
    access: 'self',
    summary: 'one friendship (either of the two friends)',
    tags,
    params: IdParams,
    result: FriendSchema,
    errors: friendNotFound
  },
  unfriend: {
    method: 'DELETE',
    path: '/friends/{id}',
    access: 'self',
    summary: 'unfriend (both directions go)',
    tags,
    params: IdParams,
    result: FriendSchema,
    errors: friendNotFound
  },
  listFriends: {
    method: 'GET',
    path: '/friends/list/{id}',
    access: 'any',
    summary: "a user's friends (limit, offset)",
    tags,
    params: IdParams,
    query: OffsetPaging,
    result: OffsetPage(FriendSchema)
  },
  getFriendship: {
    method: 'GET',
    path: '/friends/single-friend/{id}',
    access: 'user',
    summary: 'friendship between caller and {id}',
    tags,
    params: IdParams,
    result: FriendshipSchema
  }
})

export const MatchingFriendsResultSchema = Type.Object({
  invited: Type.Array(FriendInvitationSchema),
  skipped: Type.Integer({ description: 'matches already friends, invited either way, or blocked either way' })
})
