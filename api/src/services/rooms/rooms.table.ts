import { Type } from '@sinclair/typebox'
import {
  AdminListQuery,
  AdminPage,
  GuestPasswordClearQuery,
  GuestPasswordSetSchema,
  GuildParams,
  RoomAdminPatchSchema,
  RoomCreateSchema,
  RoomDjSeatsSchema,
  RoomDjTypeSchema,
  RoomExternalUrlSchema,
  RoomKeyParams,
  RoomLiveAudioSchema,
  RoomLiveStateSchema,
  RoomPatchSchema,
  RoomPinnedMessagesSchema,
  RoomPromoteSchema,
  RoomSchema,
  RoomUserParams,
  UserRoomsPatchSchema
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { clearGuestPassword, listRooms, setGuestPassword } from './room-admin.ts'
import { roomModerators, roomOwnerOnly, roomRunners } from './room-access.ts'
import { getRoom } from './room-lists.ts'
import { deletePoster, pinMessages, uploadPoster } from './room-media.ts'
import { createGuildRoom, createRoomHandler, deleteRoom, deleteUserRooms, patchUserRooms, updateRoom } from './rooms.ts'

const tags = ['rooms']
const Rooms = Type.Array(RoomSchema)
const runners = {
  access: 'self',
  owner: roomRunners,
  forbidden: 'Only the owner or a co-owner of this room may do this'
} as const
const create =
  'The creator becomes the owner. The slug is derived from the name when absent (lower-case, dashes, a numeric suffix when taken); 409 naming a taken slug. Passwords are stored hashed and never returned.'
const settings = 'Owners and co-owners (or an admin). A password: a string sets it, null clears it.'
const userSelf = { access: 'self', owner: (call: { params: { userId: string } }) => call.params.userId } as const

/** Rooms: creation, settings, deletion, media and admin tools. */
export const roomEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: '/rooms/infrastructure',
    access: 'user',
    summary: 'create a room',
    description: create,
    tags,
    body: RoomCreateSchema,
    result: RoomSchema,
    status: 201,
    handler: createRoomHandler
  }),
  endpoint({
    method: 'POST',
    path: '/rooms/discord/{guildId}',
    access: 'user',
    summary: 'create a room for a Discord guild',
    description: create,
    tags,
    params: GuildParams,
    body: RoomCreateSchema,
    result: RoomSchema,
    status: 201,
    handler: createGuildRoom
  }),
  endpoint({
    method: 'PATCH',
    path: '/rooms/{id}',
    ...runners,
    summary: 'update a room (owner, coOwner)',
    description: settings,
    tags,
    params: RoomKeyParams,
    body: RoomPatchSchema,
    result: RoomSchema,
    handler: updateRoom
  }),
  endpoint({
    method: 'PATCH',
    path: '/rooms/{id}/infrastructure',
    ...runners,
    summary: "update a room's infrastructure fields",
    description: settings,
    tags,
    params: RoomKeyParams,
    body: RoomPatchSchema,
    result: RoomSchema,
    handler: updateRoom
  }),
  endpoint({
    method: 'DELETE',
    path: '/rooms/{id}/infrastructure',
    access: 'self',
    owner: roomOwnerOnly,
    forbidden: 'Only the owner of this room may delete it',
    summary: 'delete a room',
    description: 'The owner or an admin; a co-owner gets 403. Answers the deleted room.',
    tags,
    params: RoomKeyParams,
    result: RoomSchema,
    handler: deleteRoom
  }),
  endpoint({
    method: 'PATCH',
    path: '/rooms/admin/{id}',
    access: 'admin',
    summary: 'admin room update',
    description: 'Everything owners may change, plus promoted, isLive and liveAudio.',
    tags,
    params: RoomKeyParams,
    body: RoomAdminPatchSchema,
    result: RoomSchema,
    handler: updateRoom
  }),
  endpoint({
    method: 'PATCH',
    path: '/rooms/promote/{id}/infrastructure',
    access: 'admin',
    summary: 'promote a room',
    tags,
    params: RoomKeyParams,
    body: RoomPromoteSchema,
    result: RoomSchema,
    handler: updateRoom
  }),
  endpoint({
    method: 'PATCH',
    path: '/rooms/dj-type/{id}/infrastructure',
    ...runners,
    summary: 'set djType',
    tags,
    params: RoomKeyParams,
    body: RoomDjTypeSchema,
    result: RoomSchema,
    handler: updateRoom
  }),
  endpoint({
    method: 'PATCH',
    path: '/rooms/live-audio/{id}/infrastructure',
    ...runners,
    summary: 'live audio on/off',
    tags,
    params: RoomKeyParams,
    body: RoomLiveAudioSchema,
    result: RoomSchema,
    handler: updateRoom
  }),
  endpoint({
    method: 'PATCH',
    path: '/rooms/live-state/{id}/infrastructure',
    ...runners,
    summary: 'live state',
    tags,
    params: RoomKeyParams,
    body: RoomLiveStateSchema,
    result: RoomSchema,
    handler: updateRoom
  }),
  endpoint({
    method: 'PATCH',
    path: '/rooms/dj-seats/{id}/infrastructure',
    ...runners,
    summary: 'number of DJ seats (1..10)',
    tags,
    params: RoomKeyParams,
    body: RoomDjSeatsSchema,
    result: RoomSchema,
    handler: updateRoom
  }),
  endpoint({
    method: 'POST',
    path: '/rooms/{id}/poster',
    ...runners,
    summary: 'upload poster',
    description:
      'Multipart `file`: JPEG, PNG, WebP, GIF or AVIF of at most 5 MB, sniffed, re-encoded to WebP within 1600×1600.',
    tags,
    params: RoomKeyParams,
    result: RoomSchema,
    consumes: 'multipart/form-data',
    handler: uploadPoster
  }),
  endpoint({
    method: 'DELETE',
    path: '/rooms/{id}/poster',
    ...runners,
    summary: 'remove poster',
    tags,
    params: RoomKeyParams,
    result: RoomSchema,
    handler: deletePoster
  }),
  endpoint({
    method: 'POST',
    path: '/rooms/{id}/externalUrl',
    ...runners,
    summary: 'set external URL (http(s), or null to clear)',
    tags,
    params: RoomKeyParams,
    body: RoomExternalUrlSchema,
    result: RoomSchema,
    handler: updateRoom
  }),
  endpoint({
    method: 'POST',
    path: '/rooms/{id}/pinned-messages',
    access: 'self',
    owner: roomModerators,
    forbidden: 'Only moderators of this room may pin messages',
    summary: 'pin messages',
    description:
      "The seed's `mod`: a global moderator, or the room's owner, co-owner or moderator (an admin too). Replaces the list (at most 5).",
    tags,
    params: RoomKeyParams,
    body: RoomPinnedMessagesSchema,
    result: RoomSchema,
    handler: pinMessages
  }),
  endpoint({
    method: 'DELETE',
    path: '/rooms/user/{userId}',
    ...userSelf,
    summary: "remove a user's rooms",
    description: 'That user or an admin: deletes the rooms the user owns, answering them.',
    tags,
    params: RoomUserParams,
    result: Rooms,
    handler: deleteUserRooms
  }),
  endpoint({
    method: 'PATCH',
    path: '/rooms/user/{userId}',
    ...userSelf,
    summary: "update a user's rooms",
    description: 'That user or an admin: applies { unlisted, isLive, type } to every room the user owns.',
    tags,
    params: RoomUserParams,
    body: UserRoomsPatchSchema,
    result: Rooms,
    handler: patchUserRooms
  }),
  endpoint({
    method: 'GET',
    path: '/admin/rooms',
    access: 'admin',
    summary: 'room admin list (admin list-query language or simple-rest)',
    tags,
    query: AdminListQuery,
    result: Type.Union([AdminPage(RoomSchema), Rooms]),
    handler: listRooms
  }),
  endpoint({
    method: 'GET',
    path: '/admin/rooms/{id}',
    access: 'admin',
    summary: 'one room',
    tags,
    params: RoomKeyParams,
    result: RoomSchema,
    handler: getRoom
  }),
  endpoint({
    method: 'POST',
    path: '/rooms/admin/guest-password',
    access: 'admin',
    summary: 'set the guest password',
    tags,
    body: GuestPasswordSetSchema,
    result: RoomSchema,
    handler: setGuestPassword
  }),
  endpoint({
    method: 'DELETE',
    path: '/rooms/admin/guest-password',
    access: 'admin',
    summary: 'remove it (query roomId)',
    tags,
    query: GuestPasswordClearQuery,
    result: RoomSchema,
    handler: clearGuestPassword
  })
]
