import { FriendInvitationSchema, FriendSchema, socialEventPaths } from '@spinroom/schemas'
import { userChannel } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

/** An invitation's events reach its sender and its recipient. */
export const friendInvitationsEntity = defineEntity({
  table: 'friend_invitations',
  path: socialEventPaths.friendInvitations,
  resource: 'friend-invitations',
  schema: FriendInvitationSchema,
  columns: { invitationStatus: 'status' },
  listFields: ['id', 'senderUuid', 'recipientUuid', 'status', 'createdAt', 'updatedAt'],
  searchFields: ['message'],
  publish: (invitation, app) => [
    app.channel(userChannel(invitation.senderUuid)),
    app.channel(userChannel(invitation.recipientUuid))
  ]
})

/** Each side of a friendship is one row: its events reach the user whose side it is. */
export const friendsEntity = defineEntity({
  table: 'friends',
  path: socialEventPaths.friends,
  resource: 'friends',
  schema: FriendSchema,
  listFields: ['id', 'userUuid', 'friendUuid', 'createdAt'],
  searchFields: [],
  publish: (friend, app) => [app.channel(userChannel(friend.userUuid))]
})
