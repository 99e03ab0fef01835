import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Uuid } from '../common.ts'
import { CrateSongSchema, songProviderKeys } from '../songs/crate-song.ts'
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

/** Room settings as the live state carries them: the RoomDto without its live summary and the reader's own flag. */
export const LiveRoomSettingsSchema = Type.Omit(
  RoomSchema,
  [
    'song',
    'endTime',
    'favorited',
    'usersInRoomUuids',
    'friendInRoomUuids',
    'numberOfUsersInRoom',
    'numberOfListeners',
    'numberOfActiveDjs',
    'djUuids'
  ],
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
  songVotes: SongVotesSchema,
  playableProviders: Type.Optional(
    Type.Array(StringEnum(songProviderKeys), {
      description:
        "Ours: the music providers this user's player can play now (updatePlayableProviders), so a DJ sees who will not hear a song"
    })
  )
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
  'chatCleared',
  'hiddenChatMessage'
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
