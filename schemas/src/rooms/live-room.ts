import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Nullable, StringEnum, Uuid } from '../common.ts'
import { CrateSongSchema } from './crate-song.ts'
import { RoomSchema } from './room.ts'

/** The `tokenRole` of a user in a live room. */
export const tokenRoles = [
  'globalModerator',
  'staff',
  'superUser',
  'promoter',
  'user',
  'bot',
  'admin',
  'moderator',
  'guest'
] as const

/** Room settings as the live state carries them: the RoomDto without its live summary fields. */
export const LiveRoomSettingsSchema = Type.Omit(
  RoomSchema,
  ['song', 'usersInRoomUuids', 'friendInRoomUuids', 'numberOfUsersInRoom', 'numberOfActiveDjs'],
  { $id: 'LiveRoomSettings' }
)
export type LiveRoomSettings = Static<typeof LiveRoomSettingsSchema>

export const LiveUserSchema = Type.Object({
  uuid: Type.String(),
  tokenRole: StringEnum(tokenRoles),
  highestRole: Type.String(),
  canDj: Type.Boolean()
})
export type LiveUser = Static<typeof LiveUserSchema>

export const SongVotesSchema = Type.Object(
  { like: Type.Optional(Type.Boolean()), star: Type.Optional(Type.Boolean()) },
  { additionalProperties: false }
)
export type SongVotes = Static<typeof SongVotesSchema>

export const LiveUserDataSchema = Type.Object({
  userProfile: Type.Record(Type.String(), Type.Unknown(), {
    description: 'public profile (a guest: uuid and nickname)'
  }),
  position: Type.Object({ x: Type.Number(), y: Type.Number() }),
  songVotes: SongVotesSchema
})
export type LiveUserData = Static<typeof LiveUserDataSchema>

export const LiveDjSchema = Type.Intersect([LiveUserSchema, Type.Object({ nextSong: Nullable(CrateSongSchema) })])
export type LiveDj = Static<typeof LiveDjSchema>

export const NowPlayingSchema = Type.Object({
  song: CrateSongSchema,
  startTime: Type.Number({ description: 'ms' }),
  endTime: Type.Number({ description: 'ms' })
})
export type NowPlaying = Static<typeof NowPlayingSchema>

export const VoteCountsSchema = Type.Object({ likes: Type.Integer(), dislikes: Type.Integer(), stars: Type.Integer() })
export type VoteCounts = Static<typeof VoteCountsSchema>

/** What a client holds of a live room; every stateful message patches it. */
export const LiveRoomStateSchema = Type.Object(
  {
    settings: LiveRoomSettingsSchema,
    allUsers: Type.Array(LiveUserSchema),
    allUserData: Type.Record(Type.String(), LiveUserDataSchema),
    audienceUsers: Type.Array(Type.String()),
    floorUsers: Type.Array(Type.String()),
    djs: Type.Array(LiveDjSchema, { description: 'first = now playing' }),
    visibleDjs: Type.Array(LiveDjSchema, {
      description: 'DJs shown on stage: a DJ whose connection dropped keeps the seat, hidden, for the grace period'
    }),
    nowPlaying: Nullable(NowPlayingSchema),
    songsRemainingForDj: Type.Integer({
      description: 'songs the playing DJ still plays after this one in the current turn'
    }),
    voteCounts: VoteCountsSchema,
    vibeMeter: Type.Number({ minimum: -1, maximum: 1, description: '(likes − dislikes) / max(1, listeners)' })
  },
  { $id: 'LiveRoomState' }
)
export type LiveRoomState = Static<typeof LiveRoomStateSchema>

export const RoomUuidParam = { roomUuid: Uuid }
const action = <T extends Record<string, TSchema>>(fields: T) =>
  Type.Object({ ...RoomUuidParam, ...fields }, { additionalProperties: false })

export const JoinRoomSchema = action({
  password: Type.Optional(Type.String({ maxLength: 200 })),
  guestPassword: Type.Optional(Type.String({ maxLength: 200 }))
})
export const RoomActionSchema = action({})
export const AddDjSchema = action({
  song: Type.Optional(Nullable(CrateSongSchema)),
  stepDownAfterSong: Type.Optional(Type.Boolean({ description: 'leave the stage after the current song' }))
})
export const RemoveDjSchema = action({
  djUuid: Type.Optional(Type.String({ description: 'another DJ (moderators)' })),
  afterSong: Type.Optional(
    Type.Boolean({ description: 'the playing DJ steps down after the current song instead of now' })
  )
})
export const UpdateNextSongSchema = action({ song: Nullable(CrateSongSchema) })
export const VoteOnSongSchema = action({
  songVotes: Type.Object(
    { like: Type.Optional(Nullable(Type.Boolean())), star: Type.Optional(Nullable(Type.Boolean())) },
    { additionalProperties: false, minProperties: 1 }
  )
})
export const OneTimeAnimationSchema = action({
  animation: StringEnum(['emoji', 'jump'] as const),
  emoji: Type.Optional(Type.String({ minLength: 1, maxLength: 16 }))
})
export const KickUserSchema = action({
  userUuid: Type.String({ minLength: 1, maxLength: 64 }),
  expirationTime: Type.Optional(Type.String({ format: 'date-time' }))
})
export type JoinRoom = Static<typeof JoinRoomSchema>
export type AddDj = Static<typeof AddDjSchema>
export type RemoveDj = Static<typeof RemoveDjSchema>
export type UpdateNextSong = Static<typeof UpdateNextSongSchema>
export type VoteOnSong = Static<typeof VoteOnSongSchema>
export type OneTimeAnimation = Static<typeof OneTimeAnimationSchema>
export type KickUser = Static<typeof KickUserSchema>

/** Names of the messages a live room sends. */
export const statefulMessageNames = [
  'userJoined',
  'userLeft',
  'addedDj',
  'removedDj',
  'playedSong',
  'updatedNextSong',
  'votedOnSong',
  'lookedUpSong',
  'updatedRoomSettings',
  'updatedGuestPassword',
  'updatedUserData',
  'updatedUserProfile'
] as const
export const statelessMessageNames = [
  'playedOneTimeAnimation',
  'kickedFromRoom',
  'roomReset',
  'chatMessage',
  'updatedChatMessage',
  'deletedChatMessage',
  'chatCleared'
] as const
export type StatefulMessageName = (typeof statefulMessageNames)[number]
export type StatelessMessageName = (typeof statelessMessageNames)[number]

export const PatchOperationSchema = Type.Object({
  op: Type.String(),
  path: Type.String(),
  value: Type.Optional(Type.Unknown()),
  from: Type.Optional(Type.String())
})

export const StatefulMessageSchema = Type.Object({
  roomUuid: Uuid,
  seq: Type.Integer(),
  name: StringEnum(statefulMessageNames),
  statePatch: Type.Array(PatchOperationSchema),
  sentAt: Type.Number()
})
export const StatelessMessageSchema = Type.Object({
  roomUuid: Uuid,
  seq: Type.Integer(),
  name: StringEnum(statelessMessageNames),
  params: Type.Unknown(),
  sentAt: Type.Number()
})
export type StatefulMessage = Static<typeof StatefulMessageSchema>
export type StatelessMessage = Static<typeof StatelessMessageSchema>

/** Answer of joinRoom; `seq` is the number of the last room message the state includes. */
export const JoinRoomResultSchema = Type.Object({
  roomUuid: Uuid,
  allowedRooms: Type.Array(Uuid),
  didCreate: Type.Boolean(),
  seq: Type.Integer(),
  state: LiveRoomStateSchema,
  serverTime: Type.Number()
})
export type JoinRoomResult = Static<typeof JoinRoomResultSchema>
