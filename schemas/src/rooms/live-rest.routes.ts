import { Type } from '@sinclair/typebox'
import { routeGroup } from '../route.ts'
import {
  ChatClearedSchema,
  LiveKickResultSchema,
  PlayedTimeSchema,
  RoomJoinConfigSchema,
  RoomLiveUserSchema,
  RoomPasswordQuery,
  RoomStateResultSchema,
  SkipSongBodySchema,
  SkipSongResultSchema,
  TotalPlayedTimeSchema
} from './live-rest.ts'
import { KickUserSchema } from './live-actions.ts'
import { RoomKeyParams } from './room-input.ts'

const tags = ['live rooms']
const params = RoomKeyParams
const key = '{id} is the room id, uuid or slug.'
const locked =
  "A password room's inside is for those in it, holders of a room role there, global moderators and services, " +
  'or whoever gives its password (`password`, `guestPassword` for a guest; or the header X-Room-Password): ' +
  "others get 403 'This room needs a password' or 'Wrong room password'."
const roomModerators = { access: 'room', roomRoles: ['owner', 'coOwner', 'moderator'], globalModerators: true } as const

/** The live room's REST side; the room itself runs over socket.io (service `live-rooms`). */
export const liveRestRoutes = routeGroup({
  roomState: {
    method: 'GET',
    path: '/rooms/room-state/{id}',
    access: 'any',
    summary: 'live state of a room',
    description: `The whole client state (as a joined client holds it) and its last message's number. ${locked} ${key}`,
    tags,
    params,
    query: RoomPasswordQuery,
    result: RoomStateResultSchema
  },
  roomPlayedTime: {
    method: 'GET',
    path: '/rooms/room-played-time/{id}',
    access: 'any',
    summary: 'seconds played in a room',
    description: `The sum of what was actually played (a skipped song counts until its skip). ${key}`,
    tags,
    params,
    result: PlayedTimeSchema
  },
  totalPlayedTime: {
    method: 'GET',
    path: '/info-admin/played-seconds',
    access: 'admin',
    summary: 'total seconds played',
    tags,
    result: TotalPlayedTimeSchema
  },
  listRoomUsers: {
    method: 'GET',
    path: '/rooms/users/{id}',
    access: 'any',
    summary: 'users in a room',
    description: `${locked} ${key}`,
    tags,
    params,
    query: RoomPasswordQuery,
    result: Type.Array(RoomLiveUserSchema)
  },
  listRoomUsersForService: {
    method: 'GET',
    path: '/rooms/users/service/{id}',
    access: 'service',
    summary: 'users in a room (service)',
    description: key,
    tags,
    params,
    result: Type.Array(RoomLiveUserSchema)
  },
  joinRoom: {
    method: 'POST',
    path: '/rooms/{id}/join',
    access: 'any',
    summary: 'join; returns the room configuration for clients',
    description: `403 'You are banned from this room' (or kicked). Then connect to socket.io and call live-rooms.joinRoom. ${key}`,
    tags,
    params,
    result: RoomJoinConfigSchema
  },
  kickUserFromRoom: {
    method: 'POST',
    path: '/roomUserRoles/kick-user-from-room',
    access: 'mod',
    summary: 'kick a user from a room',
    description:
      "{ roomUuid, userUuid, expirationTime? }: a 'kicked' role (default 10 minutes), kickedFromRoom to the user, who leaves the room; the same as the live action.",
    tags,
    body: KickUserSchema,
    result: LiveKickResultSchema
  },
  skipSong: {
    method: 'POST',
    path: '/rooms/{id}/skip-song',
    ...roomModerators,
    forbidden: 'Only moderators of this room may do this',
    summary: 'skip the song playing (beyond the seed, for the console)',
    description: `Global moderators and admins, and the room's owner, co-owners and moderators, without joining the room: the rotation moves on and listeners get playedSong as after a live skip. 409 'Nothing is playing in this room'. ${key}`,
    tags,
    params,
    body: SkipSongBodySchema,
    result: SkipSongResultSchema
  },
  clearConversation: {
    method: 'DELETE',
    path: '/rooms/conversation/{id}',
    ...roomModerators,
    summary: "clear a room's chat",
    description: `Global moderators and the room's owner, co-owners and moderators; sends a stateless chatCleared. ${key}`,
    tags,
    params,
    result: ChatClearedSchema,
    forbidden: 'Only moderators of this room may do this'
  }
})
