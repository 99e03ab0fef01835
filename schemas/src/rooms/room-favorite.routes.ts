import { Type } from '@sinclair/typebox'
import { IdParams } from '../common.ts'
import { routeGroup } from '../route.ts'
import { RoomFavoriteCreateSchema, RoomFavoriteQuery, RoomFavoriteSchema } from './room-favorite.ts'

const tags = ['rooms']

/** A user's favorite rooms. */
export const roomFavoriteRoutes = routeGroup({
  createRoomFavorite: {
    method: 'POST',
    path: '/api/v1/room-favorites',
    access: 'user',
    summary: 'favorite a room (roomUuid)',
    description: 'Idempotent: favoriting a room twice answers the same favorite.',
    tags,
    body: RoomFavoriteCreateSchema,
    result: RoomFavoriteSchema,
    status: 201
  },
  listRoomFavorites: {
    method: 'GET',
    path: '/api/v1/room-favorites',
    access: 'user',
    summary: 'favorites (limit, roomUuidIn, userUuid)',
    description: "Another user's (userUuid) only for admins.",
    tags,
    query: RoomFavoriteQuery,
    result: Type.Object({ data: Type.Array(RoomFavoriteSchema), total: Type.Integer(), limit: Type.Integer() })
  },
  deleteRoomFavorite: {
    method: 'DELETE',
    path: '/api/v1/room-favorites/{id}',
    access: 'self',
    summary: 'unfavorite',
    tags,
    params: IdParams,
    result: RoomFavoriteSchema
  }
})
