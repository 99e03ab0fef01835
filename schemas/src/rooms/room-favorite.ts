import { Type, type Static } from '@sinclair/typebox'
import { QueryList, Timestamp, Uuid } from '../common.ts'
import { RoomSchema } from './room.ts'

/** A room a user keeps among their favorites. */
export const RoomFavoriteSchema = Type.Object(
  { id: Uuid, roomUuid: Uuid, userUuid: Uuid, createdAt: Timestamp },
  { $id: 'RoomFavorite', additionalProperties: false }
)
export type RoomFavorite = Static<typeof RoomFavoriteSchema>

export const RoomFavoriteCreateSchema = Type.Object({ roomUuid: Uuid }, { additionalProperties: false })
export type RoomFavoriteCreate = Static<typeof RoomFavoriteCreateSchema>

export const RoomFavoriteQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  roomUuidIn: Type.Optional(QueryList(Uuid, { maxItems: 1000, description: 'room uuids' })),
  userUuid: Type.Optional(Uuid)
})
export type RoomFavoriteQueryType = Static<typeof RoomFavoriteQuery>

export const FavoriteRoomsQuery = Type.Object({
  userUuid: Type.Optional(Uuid),
  includePrivate: Type.Optional(Type.Boolean())
})

/** The most recently visited rooms a user keeps (the last 50, newest first). */
export const MAX_RECENT_ROOMS = 50
export const RoomVisitCreateSchema = Type.Object({ roomUuid: Uuid }, { additionalProperties: false })
export const RecentlyVisitedRoomsSchema = Type.Object({
  rooms: Type.Array(Type.Object({ room: RoomSchema, visitedAt: Timestamp }))
})
