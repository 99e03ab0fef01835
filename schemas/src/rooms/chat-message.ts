import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { Nullable, StringEnum, Uuid, WebUrl } from '../common.ts'
import { ModerationReason } from '../accounts/moderation-action.ts'
import { ImageBase64Input, PlaylistCardSchema, SharedPlaylistInput } from './chat-attachments.ts'

/** Music hosts whose links in a chat message become song cards. */
export const musicLinkHosts = [
  'apple',
  'audius',
  'napster',
  'soundcloud',
  'spotify',
  'youtube',
  'youtu.be',
  'pandora',
  'deezer',
  'tidal',
  'amazon',
  'yandex',
  'spinrilla'
] as const
export const CHAT_HISTORY_CAP = 300
export const CHAT_REPLY_LIMIT = 3
export const OWN_LAST_MESSAGE_WINDOW_MS = 20_000

const Media = Type.Object(
  { url: WebUrl, type: Type.Optional(Type.String({ maxLength: 50 })) },
  { additionalProperties: false }
)
const Reaction = Type.Object({ userUUID: Type.String(), messageId: Type.String(), name: Type.String() })

/** `user`: written by someone in the room; `room`: said by the room itself about what happened in it (a notice). */
export const chatMessageTypes = ['user', 'room'] as const
/** What a room's own message tells: a moderator skipped a song, took a DJ off the stage, or put someone out. */
export const roomNoticeKinds = ['songSkipped', 'djRemoved', 'userKicked', 'userBanned'] as const
export type RoomNoticeKind = (typeof roomNoticeKinds)[number]

/** The facts of a room's own message, for clients to word in their language (its `message` is the English). */
export const RoomNoticeSchema = Type.Object(
  {
    kind: StringEnum(roomNoticeKinds),
    userUuid: Type.Optional(
      Type.String({ description: 'whom it is about: the DJ skipped or removed, the user put out' })
    ),
    userName: Type.Optional(Type.String()),
    trackName: Type.Optional(Type.String({ description: 'the song skipped' })),
    afterSong: Type.Optional(Type.Boolean({ description: 'djRemoved: the DJ leaves the stage once their song ends' }))
  },
  { additionalProperties: false }
)
export type RoomNotice = Static<typeof RoomNoticeSchema>

/** The wording a client picks for a notice: its kind, or a DJ's removal that waits for their song. */
export const roomNoticeWording = (notice: RoomNotice) =>
  notice.kind === 'djRemoved' && notice.afterSong ? 'djRemovedAfterSong' : notice.kind

/** A room chat message as everyone in the room sees it. */
export const ChatMessageSchema = Type.Object(
  {
    id: Type.Integer(),
    uuid: Uuid,
    type: StringEnum(chatMessageTypes),
    message: Nullable(Type.String()),
    userUuid: Type.String({ description: "the writer's; a room's own message carries the room's uuid" }),
    userName: Type.String({ description: "the writer's nickname; a room's own message carries the room's name" }),
    avatarId: Nullable(Type.String()),
    color: Nullable(Type.String()),
    badges: Type.Array(Type.String()),
    date: Type.String({ format: 'date-time' }),
    reportIdentifier: Type.String({
      description: "what to name the message by in a report: the sender's, else its uuid"
    }),
    replies: Type.Array(Uuid, { description: `uuids of the messages this one answers (at most ${CHAT_REPLY_LIMIT})` }),
    reactions: Type.Record(Type.String(), Type.Array(Reaction), { description: 'per emoji, who reacted' }),
    imageUrls: Type.Array(Type.String()),
    imageBase64: Nullable(
      Type.String({ description: 'an image posted with the message, as a data URL of its real type' })
    ),
    media: Type.Array(Media),
    songs: Type.Array(Type.Object({ provider: Type.String(), url: Type.String() }), {
      description: 'music links found in the message'
    }),
    consumable: Nullable(Type.Object({ id: Type.String() })),
    playlist: Nullable(PlaylistCardSchema),
    notice: Type.Optional(RoomNoticeSchema)
  },
  { $id: 'ChatMessage', additionalProperties: false }
)
export type ChatMessage = Static<typeof ChatMessageSchema>

const chat = <T extends Record<string, TSchema>>(fields: T) =>
  Type.Object({ roomUuid: Uuid, ...fields }, { additionalProperties: false })

/** sendChatMessage: text, or images, media or a crate; the client's uuid makes a resend harmless. */
export const SendChatMessageSchema = chat({
  uuid: Uuid,
  message: Type.Optional(Type.String({ maxLength: 2000 })),
  reportIdentifier: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  imageUrls: Type.Optional(Type.Array(WebUrl, { maxItems: 4 })),
  imageBase64: Type.Optional(ImageBase64Input),
  playlist: Type.Optional(SharedPlaylistInput),
  media: Type.Optional(Type.Array(Media, { maxItems: 4 })),
  replies: Type.Optional(Type.Array(Uuid, { maxItems: CHAT_REPLY_LIMIT })),
  consumable: Type.Optional(
    Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false })
  )
})
export const ChatReactionSchema = chat({ uuid: Uuid, emoji: Type.String({ minLength: 1, maxLength: 16 }) })
export const ChatMessageRefSchema = chat({ uuid: Uuid })
/** deleteChatMessage: a moderator may say why (kept on the moderation record). */
export const DeleteChatMessageSchema = chat({ uuid: Uuid, reason: ModerationReason })
/** chatHistory: a password room's chat is read by those in the room, its moderators, or with the password. */
export const ChatHistorySchema = chat({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CHAT_HISTORY_CAP })),
  password: Type.Optional(Type.String({ maxLength: 200 })),
  guestPassword: Type.Optional(Type.String({ maxLength: 200 }))
})
export type SendChatMessage = Static<typeof SendChatMessageSchema>
export type ChatReaction = Static<typeof ChatReactionSchema>
export type ChatMessageRef = Static<typeof ChatMessageRefSchema>
export type DeleteChatMessage = Static<typeof DeleteChatMessageSchema>
export type ChatHistory = Static<typeof ChatHistorySchema>
