import { Type } from '@sinclair/typebox'
import {
  CountSchema,
  FavoriteRoomsQuery,
  GuildParams,
  IdParams,
  OffsetPage,
  OffsetPaging,
  PromotedRoomsQuery,
  RecentlyVisitedRoomsSchema,
  RoomFavoriteCreateSchema,
  RoomFavoriteQuery,
  RoomFavoriteSchema,
  RoomKeyParams,
  RoomPasswordsSchema,
  RoomSchema,
  RoomsByKeysQuery,
  RoomUuidParams,
  RoomVisitCreateSchema,
  TakeSkipPage,
  TakeSkipPaging,
  Timestamp,
  Uuid
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { addFavorite, favoriteOwner, favoriteRooms, listFavorites, removeFavorite } from './room-favorites.ts'
import {
  getRoom,
  getRoomByUuid,
  guildRooms,
  multipleRooms,
  myRooms,
  ownedRooms,
  privateCount,
  promotedRooms,
  publicRooms,
  roomsByPassword,
  serviceRooms
} from './room-lists.ts'
import { recentlyVisitedRooms, recentRooms, recordVisit } from './room-visits.ts'

const tags = ['rooms']
const Rooms = Type.Array(RoomSchema)
const activity = 'Live rooms first, then by users in the room, then newest.'

/** Room lists, favorites and recent visits. */
export const roomListEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: '/rooms/public',
    access: 'any',
    summary: 'public rooms (limit, offset)',
    description: `PUBLIC and not unlisted. ${activity}`,
    tags,
    query: OffsetPaging,
    result: OffsetPage(RoomSchema),
    handler: publicRooms
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/promoted-rooms',
    access: 'any',
    summary: 'promoted rooms (providers)',
    description: `Promoted and not unlisted; \`providers\` keeps rooms offering at least one of them. ${activity}`,
    tags,
    query: PromotedRoomsQuery,
    result: Rooms,
    handler: promotedRooms
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/private-count',
    access: 'any',
    summary: 'number of private rooms',
    tags,
    result: CountSchema,
    handler: privateCount
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/{id}',
    access: 'any',
    summary: 'one room (id, uuid or slug)',
    description: 'A PRIVATE room is readable by whoever has its link.',
    tags,
    params: RoomKeyParams,
    result: RoomSchema,
    handler: getRoom
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/uuid/{uuid}',
    access: 'any',
    summary: 'room by uuid',
    tags,
    params: RoomUuidParams,
    result: RoomSchema,
    handler: getRoomByUuid
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/multiple/list',
    access: 'any',
    summary: 'several rooms (ids or uuids, comma-separated, at most 100)',
    description: 'In the order asked; unknown ones are left out.',
    tags,
    query: RoomsByKeysQuery,
    result: Rooms,
    handler: multipleRooms
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/mine/list',
    access: 'user',
    summary: 'rooms the caller has a role in',
    description: 'Any current role but banned and kicked.',
    tags,
    result: Rooms,
    handler: myRooms
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/owned-rooms/list',
    access: 'user',
    summary: 'rooms the caller owns',
    tags,
    result: Rooms,
    handler: ownedRooms
  }),
  endpoint({
    method: 'POST',
    path: '/rooms/list',
    access: 'any',
    summary: 'rooms matching the given passwords',
    description: 'Of the rooms named, those whose password is the one given; rooms without a password never match.',
    tags,
    body: RoomPasswordsSchema,
    result: Rooms,
    handler: roomsByPassword
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/service/list',
    access: 'service',
    summary: 'all rooms (take, skip)',
    tags,
    query: TakeSkipPaging,
    result: TakeSkipPage(RoomSchema),
    handler: serviceRooms
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/service/room/{id}',
    access: 'service',
    summary: 'one room (service)',
    tags,
    params: RoomKeyParams,
    result: RoomSchema,
    handler: getRoom
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/discord/list/{guildId}',
    access: 'any',
    summary: 'rooms of a Discord guild',
    tags,
    params: GuildParams,
    result: Rooms,
    handler: guildRooms
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/favorites',
    access: 'user',
    summary: 'favorite rooms (userUuid, includePrivate)',
    description: "Another user's favorites are for admins; private rooms are listed only for their own user who asks.",
    tags,
    query: FavoriteRoomsQuery,
    result: Rooms,
    handler: favoriteRooms
  }),
  endpoint({
    method: 'POST',
    path: '/rooms/recent',
    access: 'user',
    summary: 'record a visit',
    description: 'Keeps the last 50 per user; a revisit moves the room to the top.',
    tags,
    body: RoomVisitCreateSchema,
    result: Type.Object({ roomUuid: Uuid, visitedAt: Timestamp }),
    handler: recordVisit
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/recent',
    access: 'user',
    summary: 'recently visited rooms',
    tags,
    result: Rooms,
    handler: recentRooms
  }),
  endpoint({
    method: 'GET',
    path: '/rooms/rockset/recently-visited-rooms',
    access: 'user',
    summary: 'recently visited rooms (analytics form)',
    tags,
    result: RecentlyVisitedRoomsSchema,
    handler: recentlyVisitedRooms
  }),
  endpoint({
    method: 'POST',
    path: '/api/v1/room-favorites',
    access: 'user',
    summary: 'favorite a room (roomUuid)',
    description: 'Idempotent: favoriting a room twice answers the same favorite.',
    tags,
    body: RoomFavoriteCreateSchema,
    result: RoomFavoriteSchema,
    status: 201,
    handler: addFavorite
  }),
  endpoint({
    method: 'GET',
    path: '/api/v1/room-favorites',
    access: 'user',
    summary: 'favorites (limit, roomUuidIn, userUuid)',
    description: "Another user's (userUuid) only for admins.",
    tags,
    query: RoomFavoriteQuery,
    result: Type.Object({ data: Type.Array(RoomFavoriteSchema), total: Type.Integer(), limit: Type.Integer() }),
    handler: listFavorites
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/v1/room-favorites/{id}',
    access: 'self',
    owner: favoriteOwner,
    summary: 'unfavorite',
    tags,
    params: IdParams,
    result: RoomFavoriteSchema,
    handler: removeFavorite
  })
]
