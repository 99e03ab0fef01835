import { Type } from '@sinclair/typebox'
import { OffsetPage, OffsetPaging } from '../common.ts'
import { routeGroup } from '../route.ts'
import {
  CommunityKey,
  CommunityMemberSchema,
  CommunityMembershipSchema,
  CommunityRoomListSchema,
  CommunityRoomsChangeSchema,
  CommunitySchema
} from './community.ts'
import { RoomSchema } from './room.ts'

const tags = ['communities']
const RoomKey = Type.String({ minLength: 1, maxLength: 80, description: 'room id, uuid or slug' })
const IdParams = Type.Object({ id: CommunityKey })
const MemberParams = Type.Object({ id: CommunityKey, userId: Type.String({ format: 'uuid' }) })
const RoomParams = Type.Object({ id: CommunityKey, roomId: RoomKey })
const byMods = { access: 'mod', description: 'Global moderators and admins.', tags } as const

/** A community's members and rooms. */
export const communityLinkRoutes = routeGroup({
  listCommunityMembers: {
    method: 'GET',
    path: '/communities/{id}/users',
    access: 'any',
    summary: 'members, first joined first (limit, offset)',
    tags,
    params: IdParams,
    query: OffsetPaging,
    result: OffsetPage(CommunityMemberSchema)
  },
  joinCommunity: {
    method: 'POST',
    path: '/communities/{id}/join',
    access: 'user',
    summary: 'join (again: no change)',
    tags,
    params: IdParams,
    result: CommunityMembershipSchema
  },
  leaveCommunity: {
    method: 'POST',
    path: '/communities/{id}/leave',
    access: 'user',
    summary: 'leave (again: no change)',
    tags,
    params: IdParams,
    result: CommunityMembershipSchema
  },
  addCommunityMember: {
    method: 'PUT',
    path: '/communities/{id}/users/{userId}',
    ...byMods,
    summary: 'add a member',
    params: MemberParams,
    result: CommunityMembershipSchema
  },
  removeCommunityMember: {
    method: 'DELETE',
    path: '/communities/{id}/users/{userId}',
    ...byMods,
    summary: 'remove a member',
    params: MemberParams,
    result: CommunityMembershipSchema
  },
  listCommunityRooms: {
    method: 'GET',
    path: '/communities/{id}/rooms',
    access: 'any',
    summary: 'rooms of a community, by name (limit, offset)',
    tags,
    params: IdParams,
    query: OffsetPaging,
    result: OffsetPage(RoomSchema)
  },
  addCommunityRoom: {
    method: 'PUT',
    path: '/communities/{id}/rooms/{roomId}',
    ...byMods,
    summary: 'add a room',
    params: RoomParams,
    result: CommunityRoomsChangeSchema
  },
  removeCommunityRoom: {
    method: 'DELETE',
    path: '/communities/{id}/rooms/{roomId}',
    ...byMods,
    summary: 'remove a room',
    params: RoomParams,
    result: CommunityRoomsChangeSchema
  },
  addCommunityRooms: {
    method: 'POST',
    path: '/communities/{id}/add',
    ...byMods,
    summary: 'add rooms (ids, uuids or slugs): all or none',
    params: IdParams,
    body: CommunityRoomListSchema,
    result: CommunityRoomsChangeSchema
  },
  removeCommunityRooms: {
    method: 'POST',
    path: '/communities/{id}/remove',
    ...byMods,
    summary: 'remove rooms (ids, uuids or slugs): all or none',
    params: IdParams,
    body: CommunityRoomListSchema,
    result: CommunityRoomsChangeSchema
  },
  addCommunityRoomLegacy: {
    method: 'POST',
    path: '/communities/{id}/{roomId}',
    ...byMods,
    summary: 'add a room (older form of PUT /communities/{id}/rooms/{roomId})',
    params: RoomParams,
    result: CommunityRoomsChangeSchema
  },
  removeCommunityRoomLegacy: {
    method: 'DELETE',
    path: '/communities/{id}/{roomId}',
    ...byMods,
    summary: 'remove a room (older form of DELETE /communities/{id}/rooms/{roomId})',
    params: RoomParams,
    result: CommunityRoomsChangeSchema
  },
  listRoomCommunities: {
    method: 'GET',
    path: '/room-communities/{roomId}',
    access: 'any',
    summary: 'communities of a room (limit, offset)',
    tags,
    params: Type.Object({ roomId: RoomKey }),
    query: OffsetPaging,
    result: OffsetPage(CommunitySchema)
  },
  listUserCommunities: {
    method: 'GET',
    path: '/user-communities',
    access: 'user',
    summary: "the caller's communities, latest joined first (limit, offset)",
    tags,
    query: OffsetPaging,
    result: OffsetPage(CommunitySchema)
  }
})
