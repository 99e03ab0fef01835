import { Type, type Static } from '@sinclair/typebox'
import { Nullable, Uuid } from '../common.ts'
import { LiveRoomStateSchema, LiveUserSchema, NowPlayingSchema } from './live-room.ts'
import { RoomSchema } from './room.ts'
import { ModerationReason } from '../accounts/moderation-action.ts'

/**
 * `GET /rooms/room-state/{id}`: the whole client state (allUserData included) and the number of the last message it
 * includes.
 */
export const RoomStateResultSchema = Type.Object({
  roomUuid: Uuid,
  seq: Type.Integer(),
  state: LiveRoomStateSchema,
  serverTime: Type.Number()
})
export type RoomStateResult = Static<typeof RoomStateResultSchema>

/**
 * What a password room asks of those who are neither in it nor its staff before they see inside (who is there, what
 * plays): its password, or a guest's guest password, as a live join takes them.
 */
export const RoomPasswordQuery = Type.Object(
  {
    password: Type.Optional(Type.String({ maxLength: 200 })),
    guestPassword: Type.Optional(Type.String({ maxLength: 200 }))
  },
  { additionalProperties: false }
)
export type RoomEntryPasswords = Static<typeof RoomPasswordQuery>

export const PlayedTimeSchema = Type.Object({ roomId: Type.Integer(), playedSeconds: Type.Number() })
export const TotalPlayedTimeSchema = Type.Object({ playedSeconds: Type.Number() })

/** A user in a live room: their place there and public profile. */
export const RoomLiveUserSchema = Type.Intersect([
  LiveUserSchema,
  Type.Object({ isDj: Type.Boolean(), userProfile: Type.Record(Type.String(), Type.Unknown()) })
])

/** `POST /rooms/{id}/join`: what a client needs before it connects. */
export const RoomJoinConfigSchema = Type.Object({
  room: Type.Pick(
    RoomSchema,
    [
      'uuid',
      'slug',
      'name',
      'design',
      'djType',
      'numberOfDjs',
      'isPasswordProtected',
      'isGuestPasswordProtected',
      'hasChat',
      'liveAudio'
    ],
    { $id: 'RoomJoinSummary' }
  ),
  socketPath: Type.String(),
  serverTime: Type.Number()
})
export type RoomJoinConfig = Static<typeof RoomJoinConfigSchema>

export const LiveKickResultSchema = Type.Object({
  roomUuid: Uuid,
  userUuid: Type.String(),
  expirationTime: Type.String({ format: 'date-time' })
})
/** Body of `POST /rooms/{id}/skip-song`, optional: why the moderator skips (kept on the moderation record). */
export const SkipSongBodySchema = Type.Object({ reason: ModerationReason }, { additionalProperties: false })
export type SkipSongBody = Static<typeof SkipSongBodySchema>
/** `POST /rooms/{id}/skip-song`: the number of the room's last message and what plays now. */
export const SkipSongResultSchema = Type.Object({
  roomUuid: Uuid,
  seq: Type.Integer(),
  nowPlaying: Nullable(NowPlayingSchema)
})
export const ChatClearedSchema = Type.Object({ roomUuid: Uuid, deleted: Type.Integer() })
