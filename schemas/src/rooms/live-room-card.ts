import { Type, type Static } from '@sinclair/typebox'
import { PublicProfileSchema } from '../accounts/profile.ts'
import { RoomSchema } from './room.ts'

/** Most rooms the front door lists. */
export const LIVE_ROOM_CARDS_MAX = 50

/** A DJ as a visitor sees them on a room card: name and avatar (initial on colour, or the avatar chosen). */
export const LiveRoomDjSchema = Type.Pick(PublicProfileSchema, ['uuid', 'nickname', 'color', 'avatarId'], {
  $id: 'LiveRoomDj',
  additionalProperties: false
})
export type LiveRoomDj = Static<typeof LiveRoomDjSchema>

/**
 * A live room as the player's front door shows it to someone not signed in: what plays, until when, who DJs (their
 * profiles, the one playing first) and how many are there.
 */
export const LiveRoomCardSchema = Type.Object(
  {
    ...Type.Pick(RoomSchema, [
      'uuid',
      'slug',
      'name',
      'description',
      'vibe',
      'design',
      'posterUrl',
      'song',
      'endTime',
      'numberOfUsersInRoom',
      'numberOfListeners',
      'numberOfActiveDjs'
    ]).properties,
    djs: Type.Array(LiveRoomDjSchema, { description: 'DJs on stage; the first one is playing' })
  },
  { $id: 'LiveRoomCard', additionalProperties: false }
)
export type LiveRoomCard = Static<typeof LiveRoomCardSchema>

export const LiveRoomCardsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: LIVE_ROOM_CARDS_MAX, description: 'most rooms answered' }))
})
export type LiveRoomCardsQueryType = Static<typeof LiveRoomCardsQuery>
