import type { communityLinkRoutes, communityRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import {
  createCommunities,
  createCommunity,
  deleteCommunity,
  getCommunity,
  listCommunities,
  patchCommunity,
  replaceCommunity
} from './communities.ts'
import {
  addCommunityMember,
  communityMembers,
  joinCommunity,
  leaveCommunity,
  removeCommunityMember,
  userCommunities
} from './members.ts'
import {
  addCommunityRoom,
  addCommunityRooms,
  communityRead,
  communityRooms,
  removeCommunityRoom,
  removeCommunityRooms,
  roomCommunities
} from './rooms.ts'

export const communityHandlers: Handlers<typeof communityRoutes> = {
  listCommunities,
  createCommunity,
  createCommunities,
  getCommunity,
  updateCommunity: patchCommunity,
  replaceCommunity,
  deleteCommunity,
  getPublicCommunity: communityRead
}

export const communityLinkHandlers: Handlers<typeof communityLinkRoutes> = {
  listCommunityMembers: communityMembers,
  joinCommunity,
  leaveCommunity,
  addCommunityMember,
  removeCommunityMember,
  listCommunityRooms: communityRooms,
  addCommunityRoom,
  removeCommunityRoom,
  addCommunityRooms,
  removeCommunityRooms,
  addCommunityRoomLegacy: addCommunityRoom,
  removeCommunityRoomLegacy: removeCommunityRoom,
  listRoomCommunities: roomCommunities,
  listUserCommunities: userCommunities
}
