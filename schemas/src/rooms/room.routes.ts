import { Type } from '@sinclair/typebox'
import { routeGroup } from '../route.ts'
import {
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
  RoomUserParams,
  UserRoomsPatchSchema
} from './room-input.ts'
import { RoomSchema } from './room.ts'

const tags = ['rooms']
const Rooms = Type.Array(RoomSchema)
const runners = {
  access: 'room',
  roomRoles: ['owner', 'coOwner'],
  forbidden: 'Only the owner or a co-owner of this room may do this'
} as const
const create =
  'The creator becomes the owner. The slug is derived from the name when absent (lower-case, dashes, a numeric suffix when taken); 409 naming a taken slug. Passwords are stored hashed and never returned.'
const settings = 'Owners and co-owners (or an admin). A password: a string sets it, null clears it.'
/** What every route on one room shares: its key in the path, the room in the answer. */
const oneRoom = { tags, params: RoomKeyParams, result: RoomSchema }

/** Rooms: creation, settings, deletion and media. */
export const roomRoutes = routeGroup({
  createRoom: {
    method: 'POST',
    path: '/rooms/infrastructure',
    access: 'user',
    summary: 'create a room',
    description: create,
    tags,
    body: RoomCreateSchema,
    result: RoomSchema,
    status: 201
  },
  createGuildRoom: {
    method: 'POST',
    path: '/rooms/discord/{guildId}',
    access: 'user',
    summary: 'create a room for a Discord guild',
    description: create,
    tags,
    params: GuildParams,
    body: RoomCreateSchema,
    result: RoomSchema,
    status: 201
  },
  updateRoom: {
    method: 'PATCH',
    path: '/rooms/{id}',
    ...runners,
    summary: 'update a room (owner, coOwner)',
    description: settings,
    ...oneRoom,
    body: RoomPatchSchema
  },
  updateRoomInfrastructure: {
    method: 'PATCH',
    path: '/rooms/{id}/infrastructure',
    ...runners,
    summary: "update a room's infrastructure fields",
    description: settings,
    ...oneRoom,
    body: RoomPatchSchema
  },
  deleteRoom: {
    method: 'DELETE',
    path: '/rooms/{id}/infrastructure',
    access: 'room',
    roomRoles: ['owner'],
    forbidden: 'Only the owner of this room may delete it',
    summary: 'delete a room',
    description: 'The owner or an admin; a co-owner gets 403. Answers the deleted room.',
    ...oneRoom
  },
  updateRoomAdmin: {
    method: 'PATCH',
    path: '/rooms/admin/{id}',
    access: 'admin',
    summary: 'admin room update',
    description: 'Everything owners may change, plus promoted, isLive and liveAudio.',
    ...oneRoom,
    body: RoomAdminPatchSchema
  },
  promoteRoom: {
    method: 'PATCH',
    path: '/rooms/promote/{id}/infrastructure',
    access: 'admin',
    summary: 'promote a room',
    ...oneRoom,
    body: RoomPromoteSchema
  },
  setRoomDjType: {
    method: 'PATCH',
    path: '/rooms/dj-type/{id}/infrastructure',
    ...runners,
    summary: 'set djType',
    ...oneRoom,
    body: RoomDjTypeSchema
  },
  setRoomLiveAudio: {
    method: 'PATCH',
    path: '/rooms/live-audio/{id}/infrastructure',
    ...runners,
    summary: 'live audio on/off',
    ...oneRoom,
    body: RoomLiveAudioSchema
  },
  setRoomLiveState: {
    method: 'PATCH',
    path: '/rooms/live-state/{id}/infrastructure',
    ...runners,
    summary: 'live state',
    ...oneRoom,
    body: RoomLiveStateSchema
  },
  setRoomDjSeats: {
    method: 'PATCH',
    path: '/rooms/dj-seats/{id}/infrastructure',
    ...runners,
    summary: 'number of DJ seats (1..10)',
    ...oneRoom,
    body: RoomDjSeatsSchema
  },
  uploadRoomPoster: {
    method: 'POST',
    path: '/rooms/{id}/poster',
    ...runners,
    summary: 'upload poster',
    description:
      'Multipart `file`: JPEG, PNG, WebP, GIF or AVIF of at most 5 MB, sniffed, re-encoded to WebP within 1600×1600.',
    ...oneRoom,
    consumes: 'multipart/form-data'
  },
  deleteRoomPoster: {
    method: 'DELETE',
    path: '/rooms/{id}/poster',
    ...runners,
    summary: 'remove poster',
    ...oneRoom
  },
  setRoomExternalUrl: {
    method: 'POST',
    path: '/rooms/{id}/externalUrl',
    ...runners,
    summary: 'set external URL (http(s), or null to clear)',
    ...oneRoom,
    body: RoomExternalUrlSchema
  },
  pinMessages: {
    method: 'POST',
    path: '/rooms/{id}/pinned-messages',
    access: 'room',
    roomRoles: ['owner', 'coOwner', 'moderator'],
    globalModerators: true,
    forbidden: 'Only moderators of this room may pin messages',
    summary: 'pin messages',
    description:
      "The seed's `mod`: a global moderator, or the room's owner, co-owner or moderator (an admin too). Replaces the list (at most 5).",
    ...oneRoom,
    body: RoomPinnedMessagesSchema
  },
  deleteUserRooms: {
    method: 'DELETE',
    path: '/rooms/user/{userId}',
    access: 'self',
    summary: "remove a user's rooms",
    description: 'That user or an admin: deletes the rooms the user owns, answering them.',
    tags,
    params: RoomUserParams,
    result: Rooms
  },
  updateUserRooms: {
    method: 'PATCH',
    path: '/rooms/user/{userId}',
    access: 'self',
    summary: "update a user's rooms",
    description: 'That user or an admin: applies { unlisted, isLive, type } to every room the user owns.',
    tags,
    params: RoomUserParams,
    body: UserRoomsPatchSchema,
    result: Rooms
  }
})
