import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { bases } from '../bases.ts'
import type { RateLimitName } from '../rate-limits.ts'
import { Nullable, StringEnum, Uuid } from '../common.ts'
import {
  ChatHistorySchema,
  ChatMessageRefSchema,
  ChatMessageSchema,
  ChatReactionSchema,
  DeleteChatMessageSchema,
  SendChatMessageSchema
} from './chat-message.ts'
import { CrateSongSchema, songProviderKeys } from '../songs/crate-song.ts'
import { ModerationReason } from '../accounts/moderation-action.ts'
import {
  LiveRoomStateSchema,
  StatefulMessageSchema,
  StatelessMessageSchema,
  type StatefulMessage,
  type StatelessMessage,
  type StatelessMessageName
} from './live-room.ts'

/** The live rooms' Feathers service: actions are its methods, messages its events (`<path> statefulMessage`). */
export const liveRoomPath = `${bases.rooms.base.slice(1)}/live-rooms` as const

export const RoomUuidParam = { roomUuid: Uuid }
const action = <T extends Record<string, TSchema>>(fields: T) =>
  Type.Object({ ...RoomUuidParam, ...fields }, { additionalProperties: false })

export const JoinRoomSchema = action({
  password: Type.Optional(Type.String({ maxLength: 200 })),
  guestPassword: Type.Optional(Type.String({ maxLength: 200 })),
  observe: Type.Optional(
    Type.Boolean({
      description:
        "Ours: the room's moderators (and global ones) watch it without being in it: the connection gets the room's messages, the room's users do not see them"
    })
  )
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
  ),
  reason: ModerationReason
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
  expirationTime: Type.Optional(Type.String({ format: 'date-time' })),
  reason: ModerationReason
})
/** Ours: the music providers the caller's player can play now (seed 002 §5: which depends on what they linked). */
export const UpdatePlayableProvidersSchema = action({
  providers: Type.Array(StringEnum(songProviderKeys), { maxItems: songProviderKeys.length, uniqueItems: true })
})
/** skipSong: a moderator skipping someone else's song may say why (kept on the moderation record). */
export const SkipSongSchema = action({ reason: ModerationReason })
export type JoinRoom = Static<typeof JoinRoomSchema>
export type AddDj = Static<typeof AddDjSchema>
export type RemoveDj = Static<typeof RemoveDjSchema>
export type UpdateNextSong = Static<typeof UpdateNextSongSchema>
export type VoteOnSong = Static<typeof VoteOnSongSchema>
export type OneTimeAnimation = Static<typeof OneTimeAnimationSchema>
export type KickUser = Static<typeof KickUserSchema>
export type SkipSong = Static<typeof SkipSongSchema>

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

/** What an action that changes the room answers: the number of the room's last message after it. */
export const LiveActionResultSchema = Type.Object({ roomUuid: Uuid, seq: Type.Integer() })
export const KickUserResultSchema = Type.Object({
  roomUuid: Uuid,
  userUuid: Type.String(),
  expirationTime: Type.String()
})

/** A live action's declaration: its input, its result and the rate limit it spends (per user and room). */
export interface LiveActionDef {
  input: TSchema
  result: TSchema
  rateLimit?: RateLimitName
}

/** The live room's actions, like REST routes: name → input → result. The API serves each name with one handler. */
export const liveRoomActions = {
  joinRoom: { input: JoinRoomSchema, result: JoinRoomResultSchema },
  leaveRoom: { input: RoomActionSchema, result: Type.Object({ roomUuid: Uuid }) },
  addDj: { input: AddDjSchema, result: LiveActionResultSchema },
  removeDj: { input: RemoveDjSchema, result: LiveActionResultSchema },
  updateNextSong: { input: UpdateNextSongSchema, result: LiveActionResultSchema },
  voteOnSong: { input: VoteOnSongSchema, result: LiveActionResultSchema, rateLimit: 'vote' },
  skipSong: { input: SkipSongSchema, result: LiveActionResultSchema },
  playOneTimeAnimation: { input: OneTimeAnimationSchema, result: LiveActionResultSchema, rateLimit: 'animation' },
  kickUserFromRoom: { input: KickUserSchema, result: KickUserResultSchema },
  sendChatMessage: { input: SendChatMessageSchema, result: ChatMessageSchema, rateLimit: 'chat' },
  reactToChatMessage: { input: ChatReactionSchema, result: ChatMessageSchema, rateLimit: 'reaction' },
  lastChatMessage: { input: RoomActionSchema, result: ChatMessageSchema },
  retractChatMessage: { input: ChatMessageRefSchema, result: ChatMessageSchema },
  deleteChatMessage: { input: DeleteChatMessageSchema, result: ChatMessageSchema },
  chatHistory: { input: ChatHistorySchema, result: Type.Array(ChatMessageSchema) },
  updatePlayableProviders: { input: UpdatePlayableProvidersSchema, result: LiveActionResultSchema, rateLimit: 'vote' }
} satisfies Record<string, LiveActionDef>

export type LiveRoomActions = typeof liveRoomActions
export type LiveRoomActionName = keyof LiveRoomActions
export const liveRoomActionNames = Object.keys(liveRoomActions) as LiveRoomActionName[]
export type LiveActionInput<N extends LiveRoomActionName> = Static<LiveRoomActions[N]['input']>
export type LiveActionResult<N extends LiveRoomActionName> = Static<LiveRoomActions[N]['result']>

/** What each stateless message carries in `params`. */
export const statelessMessageParams = {
  playedOneTimeAnimation: Type.Object({
    userUuid: Type.String(),
    animation: StringEnum(['emoji', 'jump'] as const),
    emoji: Type.Optional(Type.String())
  }),
  /** A kick lapses at expirationTime; a ban (role `banned`) has none. */
  kickedFromRoom: Type.Object({
    roomUuid: Uuid,
    userUuid: Type.String(),
    role: StringEnum(['kicked', 'banned'] as const),
    expirationTime: Type.Optional(Type.String())
  }),
  roomReset: Type.Object({}),
  chatMessage: ChatMessageSchema,
  updatedChatMessage: ChatMessageSchema,
  deletedChatMessage: Type.Object({ uuid: Uuid }),
  chatCleared: Type.Object({ roomUuid: Uuid }),
  /** Takes the number of a chat message from a user the receiver blocked, in its stead. */
  hiddenChatMessage: Type.Object({})
} satisfies Record<StatelessMessageName, TSchema>
export type StatelessParams = { [N in StatelessMessageName]: Static<(typeof statelessMessageParams)[N]> }
export type KickedFromRoom = StatelessParams['kickedFromRoom']

/** A stateless message typed by its name: `if (m.name === 'chatMessage') m.params.message`. */
export type LiveStatelessMessage = {
  [N in StatelessMessageName]: Omit<StatelessMessage, 'name' | 'params'> & { name: N; params: StatelessParams[N] }
}[StatelessMessageName]

/**
 * Sent to one connection (`roomReset`: to one process's connections of a room, whose state may be behind) with the
 * number of the change they follow, so they take no number of their own.
 */
export const directMessageNames = ['updatedUserData', 'kickedFromRoom', 'roomReset'] as const

/** The events of the live-rooms service (`<path> statefulMessage` on the socket), by name. */
export const liveRoomMessages = { statefulMessage: StatefulMessageSchema, statelessMessage: StatelessMessageSchema }
export interface LiveRoomMessages {
  statefulMessage: StatefulMessage
  statelessMessage: LiveStatelessMessage
}
