import { Type } from '@sinclair/typebox'
import {
  AdminListQuery,
  AdminPage,
  CommunityBulkSchema,
  CommunityCreateSchema,
  CommunityMemberSchema,
  CommunityMembershipSchema,
  CommunityPatchSchema,
  CommunityRoomListSchema,
  CommunityRoomsChangeSchema,
  CommunitySchema,
  OffsetPage,
  OffsetPaging,
  RoomSchema
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
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
} from './community-members.ts'
import {
  addCommunityRoom,
  addCommunityRooms,
  communityRooms,
  removeCommunityRoom,
  removeCommunityRooms,
  roomCommunities
} from './community-rooms.ts'

const tags = ['communities']
const Key = Type.String({ minLength: 1, maxLength: 80, description: 'community id or slug' })
const RoomKey = Type.String({ minLength: 1, maxLength: 80, description: 'room id, uuid or slug' })
const IdParams = Type.Object({ id: Key })
const MemberParams = Type.Object({ id: Key, userId: Type.String({ format: 'uuid' }) })
const RoomParams = Type.Object({ id: Key, roomId: RoomKey })
const slugs =
  "The slug is derived from the name when not given; 'jqbx' and 'web3' are reserved for administrators (403 naming the slug); 409 for a taken slug."
const byMods = 'Global moderators and admins.'

/** Communities: admin CRUD, members, rooms. */
export const communityEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: '/admin/communities',
    access: 'admin',
    summary: 'communities (admin list-query language or simple-rest)',
    tags,
    query: AdminListQuery,
    result: Type.Union([AdminPage(CommunitySchema), Type.Array(CommunitySchema)]),
    handler: listCommunities
  }),
  endpoint({
    method: 'POST',
    path: '/admin/communities',
    access: 'admin',
    summary: 'create a community',
    description: slugs,
    tags,
    body: CommunityCreateSchema,
    result: CommunitySchema,
    status: 201,
    handler: createCommunity
  }),
  endpoint({
    method: 'POST',
    path: '/admin/communities/bulk',
    access: 'admin',
    summary: 'create many communities: all or none (400 naming the item)',
    description: slugs,
    tags,
    body: CommunityBulkSchema,
    result: Type.Array(CommunitySchema),
    status: 201,
    handler: createCommunities
  }),
  endpoint({
    method: 'GET',
    path: '/admin/communities/{id}',
    access: 'admin',
    summary: 'one community',
    tags,
    params: IdParams,
    result: CommunitySchema,
    handler: getCommunity
  }),
  endpoint({
    method: 'PATCH',
    path: '/admin/communities/{id}',
    access: 'admin',
    summary: 'update a community',
    description: slugs,
    tags,
    params: IdParams,
    body: CommunityPatchSchema,
    result: CommunitySchema,
    handler: patchCommunity
  }),
  endpoint({
    method: 'PUT',
    path: '/admin/communities/{id}',
    access: 'admin',
    summary: 'replace a community (the slug stays when not given)',
    description: slugs,
    tags,
    params: IdParams,
    body: CommunityCreateSchema,
    result: CommunitySchema,
    handler: replaceCommunity
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/communities/{id}',
    access: 'admin',
    summary: 'delete a community with its memberships and room links',
    tags,
    params: IdParams,
    result: CommunitySchema,
    handler: deleteCommunity
  }),
  endpoint({
    method: 'GET',
    path: '/communities/{id}',
    access: 'any',
    summary: 'one community (id or slug)',
    tags,
    params: IdParams,
    result: CommunitySchema,
    handler: getCommunity
  }),
  endpoint({
    method: 'GET',
    path: '/communities/{id}/users',
    access: 'any',
    summary: 'members, first joined first (limit, offset)',
    tags,
    params: IdParams,
    query: OffsetPaging,
    result: OffsetPage(CommunityMemberSchema),
    handler: communityMembers
  }),
  endpoint({
    method: 'POST',
    path: '/communities/{id}/join',
    access: 'user',
    summary: 'join (again: no change)',
    tags,
    params: IdParams,
    result: CommunityMembershipSchema,
    handler: joinCommunity
  }),
  endpoint({
    method: 'POST',
    path: '/communities/{id}/leave',
    access: 'user',
    summary: 'leave (again: no change)',
    tags,
    params: IdParams,
    result: CommunityMembershipSchema,
    handler: leaveCommunity
  }),
  endpoint({
    method: 'PUT',
    path: '/communities/{id}/users/{userId}',
    access: 'mod',
    summary: 'add a member',
    description: byMods,
    tags,
    params: MemberParams,
    result: CommunityMembershipSchema,
    handler: addCommunityMember
  }),
  endpoint({
    method: 'DELETE',
    path: '/communities/{id}/users/{userId}',
    access: 'mod',
    summary: 'remove a member',
    description: byMods,
    tags,
    params: MemberParams,
    result: CommunityMembershipSchema,
    handler: removeCommunityMember
  }),
  endpoint({
    method: 'GET',
    path: '/communities/{id}/rooms',
    access: 'any',
    summary: 'rooms of a community, by name (limit, offset)',
    tags,
    params: IdParams,
    query: OffsetPaging,
    result: OffsetPage(RoomSchema),
    handler: communityRooms
  }),
  endpoint({
    method: 'PUT',
    path: '/communities/{id}/rooms/{roomId}',
    access: 'mod',
    summary: 'add a room',
    description: byMods,
    tags,
    params: RoomParams,
    result: CommunityRoomsChangeSchema,
    handler: addCommunityRoom
  }),
  endpoint({
    method: 'DELETE',
    path: '/communities/{id}/rooms/{roomId}',
    access: 'mod',
    summary: 'remove a room',
    description: byMods,
    tags,
    params: RoomParams,
    result: CommunityRoomsChangeSchema,
    handler: removeCommunityRoom
  }),
  endpoint({
    method: 'POST',
    path: '/communities/{id}/add',
    access: 'mod',
    summary: 'add rooms (ids, uuids or slugs): all or none',
    description: byMods,
    tags,
    params: IdParams,
    body: CommunityRoomListSchema,
    result: CommunityRoomsChangeSchema,
    handler: addCommunityRooms
  }),
  endpoint({
    method: 'POST',
    path: '/communities/{id}/remove',
    access: 'mod',
    summary: 'remove rooms (ids, uuids or slugs): all or none',
    description: byMods,
    tags,
    params: IdParams,
    body: CommunityRoomListSchema,
    result: CommunityRoomsChangeSchema,
    handler: removeCommunityRooms
  }),
  endpoint({
    method: 'POST',
    path: '/communities/{id}/{roomId}',
    access: 'mod',
    summary: 'add a room (older form of PUT /communities/{id}/rooms/{roomId})',
    description: byMods,
    tags,
    params: RoomParams,
    result: CommunityRoomsChangeSchema,
    handler: addCommunityRoom
  }),
  endpoint({
    method: 'DELETE',
    path: '/communities/{id}/{roomId}',
    access: 'mod',
    summary: 'remove a room (older form of DELETE /communities/{id}/rooms/{roomId})',
    description: byMods,
    tags,
    params: RoomParams,
    result: CommunityRoomsChangeSchema,
    handler: removeCommunityRoom
  }),
  endpoint({
    method: 'GET',
    path: '/room-communities/{roomId}',
    access: 'any',
    summary: 'communities of a room (limit, offset)',
    tags,
    params: Type.Object({ roomId: RoomKey }),
    query: OffsetPaging,
    result: OffsetPage(CommunitySchema),
    handler: roomCommunities
  }),
  endpoint({
    method: 'GET',
    path: '/user-communities',
    access: 'user',
    summary: "the caller's communities, latest joined first (limit, offset)",
    tags,
    query: OffsetPaging,
    result: OffsetPage(CommunitySchema),
    handler: userCommunities
  })
]
