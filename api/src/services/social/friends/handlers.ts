import type { friendRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import * as friends from './friends.ts'
import { friendship } from './friendship.ts'
import * as invitations from './invitations.ts'

export const friendHandlers: Handlers<typeof friendRoutes> = {
  inviteFriend: invitations.invite,
  listUserInvitations: { handler: invitations.userInvitations, owner: invitations.userOwner },
  listInvitationsForMe: invitations.invitationsForMe,
  listInvitationsFromMe: invitations.invitationsFromMe,
  withdrawInvitation: { handler: invitations.withdraw, owner: invitations.senderOf },
  handleFriend: invitations.handleFriend,
  getFriend: { handler: friends.getFriend, owner: friends.friendOwners },
  unfriend: { handler: friends.unfriend, owner: friends.friendOwners },
  listFriends: friends.listFriends,
  getFriendship: friendship
}
