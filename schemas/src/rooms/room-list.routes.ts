import { Type } from '@sinclair/typebox'
import { OffsetPage, TakeSkipPage, TakeSkipPaging, Timestamp, Uuid } from '../common.ts'
import { CountSchema } from '../points/consumable.ts'
import { routeGroup } from '../route.ts'
import { FavoriteRoomsQuery, RecentlyVisitedRoomsSchema, RoomVisitCreateSchema } from './room-favorite.ts'
import {
  GuildParams,
  PromotedRoomsQuery,
  PublicRoomsQuery,
  RoomKeyParams,
  RoomPasswordsSchema,
  RoomsByKeysQuery,
  RoomUuidParams
} from './room-input.ts'
import { LiveRoomCardSchema, LiveRoomCardsQuery } from './live-room-card.ts'
import { RoomSchema } from './room.ts'

const tags = ['rooms']
const Rooms = Type.Array(RoomSchema)
const activity = 'Live rooms first, then by users in the room, then newest.'

/** Room lists and recent visits. */
export const roomListRoutes = routeGroup({
  listPublicRooms: {
    method: 'GET',
    path: '/rooms/public',
    access: 'any',
    summary: 'public rooms (limit, offset, q)',
    description: `PUBLIC and not unlisted; \`q\` keeps those whose name contains it. ${activity}`,
    tags,
    query: PublicRoomsQuery,
    result: OffsetPage(RoomSchema)
  },
  listLiveRoomCards: {
    method: 'GET',
    path: '/rooms/public/live',
    access: 'public',
    summary: 'live rooms for the front door (limit), no token needed',
    description:
      'PUBLIC, listed rooms a guest may enter without a password where a song plays or a DJ is on stage, the ' +
      'biggest audience first (at most `limit`, 12 by default): song, end time, DJs with their names and counts.',
    tags,
    query: LiveRoomCardsQuery,
    result: Type.Array(LiveRoomCardSchema)
  },
  listPromotedRooms: {
    method: 'GET',
    path: '/rooms/promoted-rooms',
    access: 'any',
    summary: 'promoted rooms (providers)',
    description: `Promoted and not unlisted; \`providers\` keeps rooms offering at least one of them. ${activity}`,
    tags,
    query: PromotedRoomsQuery,
    result: Rooms
  },
  countPrivateRooms: {
    method: 'GET',
    path: '/rooms/private-count',
    access: 'any',
    summary: 'number of private rooms',
    tags,
    result: CountSchema
  },
  getRoom: {
    method: 'GET',
    path: '/rooms/{id}',
    access: 'any',
    summary: 'one room (id, uuid or slug)',
    description: 'A PRIVATE room is readable by whoever has its link.',
    tags,
    params: RoomKeyParams,
    result: RoomSchema
  },
  getRoomByUuid: {
    method: 'GET',
    path: '/rooms/uuid/{uuid}',
    access: 'any',
    summary: 'room by uuid',
    tags,
    params: RoomUuidParams,
    result: RoomSchema
  },
  listRoomsByKeys: {
    method: 'GET',
    path: '/rooms/multiple/list',
    access: 'any',
    summary: 'several rooms (ids or uuids, comma-separated, at most 100)',
    description: 'In the order asked; unknown ones are left out.',
    tags,
    query: RoomsByKeysQuery,
    result: Rooms
  },
  listMyRooms: {
    method: 'GET',
    path: '/rooms/mine/list',
    access: 'user',
    summary: 'rooms the caller has a role in',
    description: 'Any current role but banned and kicked.',
    tags,
    result: Rooms
  },
  listOwnedRooms: {
    method: 'GET',
    path: '/rooms/owned-rooms/list',
    access: 'user',
    summary: 'rooms the caller owns',
    tags,
    result: Rooms
  },
  listRoomsByPassword: {
    method: 'POST',
    path: '/rooms/list',
    access: 'any',
    summary: 'rooms matching the given passwords',
    description: 'Of the rooms named, those whose password is the one given; rooms without a password never match.',
    tags,
    body: RoomPasswordsSchema,
    result: Rooms
  },
  listServiceRooms: {
    method: 'GET',
    path: '/rooms/service/list',
    access: 'service',
    summary: 'all rooms (take, skip)',
    tags,
    query: TakeSkipPaging,
    result: TakeSkipPage(RoomSchema)
  },
  getServiceRoom: {
    method: 'GET',
    path: '/rooms/service/room/{id}',
    access: 'service',
    summary: 'one room (service)',
    tags,
    params: RoomKeyParams,
    result: RoomSchema
  },
  listGuildRooms: {
    method: 'GET',
    path: '/rooms/discord/list/{guildId}',
    access: 'any',
    summary: 'rooms of a Discord guild',
    tags,
    params: GuildParams,
    result: Rooms
  },
  listFavoriteRooms: {
    method: 'GET',
    path: '/rooms/favorites',
    access: 'user',
    summary: 'favorite rooms (userUuid, includePrivate)',
    description: "Another user's favorites are for admins; private rooms are listed only for their own user who asks.",
    tags,
    query: FavoriteRoomsQuery,
    result: Rooms
  },
  recordRoomVisit: {
    method: 'POST',
    path: '/rooms/recent',
    access: 'user',
    summary: 'record a visit',
    description: 'Keeps the last 50 per user; a revisit moves the room to the top.',
    tags,
    body: RoomVisitCreateSchema,
    result: Type.Object({ roomUuid: Uuid, visitedAt: Timestamp })
  },
  listRecentRooms: {
    method: 'GET',
    path: '/rooms/recent',
    access: 'user',
    summary: 'recently visited rooms',
    tags,
    result: Rooms
  },
  listRecentlyVisitedRooms: {
    method: 'GET',
    path: '/rooms/rockset/recently-visited-rooms',
    access: 'user',
    summary: 'recently visited rooms (analytics form)',
    tags,
    result: RecentlyVisitedRoomsSchema
  }
})
