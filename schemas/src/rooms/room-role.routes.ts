import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import {
  NoDancefloorQuerySchema,
  NoDancefloorUsersSchema,
  RoomChatGroupSchema,
  RoomChatSyncSchema,
  RoomOwnerChangeSchema,
  RoomRoleGrantSchema,
  RoomRoleRemoveSchema
} from './room-role-change.ts'
import { RoomUserRoleSchema } from './room-role.ts'

const tags = ['room roles']
const RoomParams = Type.Object({
  roomId: Type.String({ minLength: 1, maxLength: 80, description: 'room id, uuid or slug' })
})
const RoomUserParams = Type.Object({ roomId: RoomParams.properties.roomId, userId: Type.String({ format: 'uuid' }) })
const IdParams = Type.Object({ id: RoomParams.properties.roomId })
const Roles = Type.Array(RoomUserRoleSchema)
const whoMayChange =
  "Signed-in users; then a global moderator or admin may change any role, the room's owner or co-owner any role, the room's moderator restriction roles only (banned, kicked, chatDisabled, djDisabled); the owner role only moves by change-owner (403). Every change is emitted to the room's live channel."

/** Room user roles: grant, remove, list, hand over ownership, and the room's chat group. */
export const roomRoleRoutes = routeGroup({
  listRoomUserRoles: {
    method: 'GET',
    path: '/admin/room-user-roles',
    access: 'mod',
    summary: 'every room role, lapsed ones included (admin list-query language or simple-rest)',
    tags,
    query: AdminListQuery,
    result: Type.Union([AdminPage(RoomUserRoleSchema), Roles])
  },
  grantRoomRole: {
    method: 'POST',
    path: '/roomUserRoles/{roomId}',
    access: 'user',
    summary: 'grant a role (optional expirationTime, in the future); granting it again moves its expiry',
    description: `${whoMayChange} The room owner cannot be restricted (403).`,
    tags,
    params: RoomParams,
    body: RoomRoleGrantSchema,
    result: RoomUserRoleSchema,
    status: 201
  },
  removeRoomRole: {
    method: 'DELETE',
    path: '/roomUserRoles/{roomId}',
    access: 'user',
    summary: 'remove a role (body: userUuid, role)',
    description: whoMayChange,
    tags,
    params: RoomParams,
    body: RoomRoleRemoveSchema,
    result: RoomUserRoleSchema
  },
  listRoomRoles: {
    method: 'GET',
    path: '/roomUserRoles/{roomId}',
    access: 'any',
    summary: "the room's roles now (lapsed ones left out)",
    tags,
    params: RoomParams,
    result: Roles
  },
  listUserRoomRoles: {
    method: 'GET',
    path: '/roomUserRoles/{roomId}/{userId}',
    access: 'any',
    summary: "a user's roles in the room now",
    tags,
    params: RoomUserParams,
    result: Roles
  },
  changeRoomOwner: {
    method: 'PUT',
    path: '/roomUserRoles/change-owner/{roomId}',
    access: 'room',
    roomRoles: ['owner'],
    forbidden: 'Only the room owner may hand the room over',
    summary: 'hand the room over: the new owner gets owner, the previous owner becomes coOwner (one transaction)',
    tags,
    params: RoomParams,
    body: RoomOwnerChangeSchema,
    result: RoomUserRoleSchema
  },
  listNoDancefloorUsers: {
    method: 'POST',
    path: '/roomUserRoles/no-dancefloor-users',
    access: 'service',
    summary: 'of the given users, those who hold a role in the room now but are not in its live room',
    tags,
    body: NoDancefloorQuerySchema,
    result: NoDancefloorUsersSchema
  },
  syncRoomChat: {
    method: 'POST',
    path: '/roomUserRoles/cometchat/sync/{id}',
    access: 'user',
    summary: "put the room's role holders (or the given users) in its chat group, scoped by role",
    description:
      "The room's managers (owner, coOwner, moderator) and global moderators. 503 naming the missing settings when CometChat is not configured.",
    tags,
    params: IdParams,
    body: RoomChatSyncSchema,
    result: RoomChatGroupSchema
  },
  joinRoomChat: {
    method: 'POST',
    path: '/roomUserRoles/cometchat/join/{id}',
    access: 'any',
    summary: "join the room's chat group with the scope of one's roles (banned users: 403)",
    tags,
    params: IdParams,
    result: RoomChatGroupSchema
  }
})
