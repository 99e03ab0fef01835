import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Uuid } from '../common.ts'
import { userRef } from './user-ref.ts'

/** The seed's conversation tab filter: conversations with friends, with others, or both (UNSET). */
export const conversationTabs = ['FRIENDS', 'OTHERS', 'UNSET'] as const
export type ConversationTab = (typeof conversationTabs)[number]

/** The longest direct message, in characters. */
export const DIRECT_MESSAGE_MAX_LENGTH = 2000

/** One message between two users. */
export const DirectMessageSchema = Type.Object(
  {
    id: Uuid,
    conversationId: Uuid,
    senderUuid: Uuid,
    ...userRef('sender'),
    recipientUuid: Uuid,
    message: Type.String(),
    createdAt: Timestamp
  },
  { $id: 'DirectMessage', additionalProperties: false }
)
export type DirectMessage = Static<typeof DirectMessageSchema>

/** The caller's side of a conversation with one other user. */
export const ConversationSchema = Type.Object(
  {
    id: Uuid,
    userUuid: Uuid,
    otherUuid: Uuid,
    ...userRef('other'),
    isFriend: Type.Boolean(),
    /** The caller blocked the other user: neither can write to the other until the caller unblocks. */
    blockedByMe: Type.Boolean(),
    lastMessage: Nullable(DirectMessageSchema),
    lastMessageAt: Nullable(Timestamp),
    unreadCount: Type.Integer({ minimum: 0 }),
    readAt: Nullable(Timestamp)
  },
  { $id: 'Conversation', additionalProperties: false }
)
export type Conversation = Static<typeof ConversationSchema>

export const ConversationListQuery = Type.Object({
  tab: Type.Optional(StringEnum(conversationTabs, { description: 'default: UNSET (both groups)' })),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 }))
})
export type ConversationListQueryType = Static<typeof ConversationListQuery>

/** The other user of a conversation. */
export const ConversationParams = Type.Object({ userUuid: Uuid })
export type ConversationParamsType = Static<typeof ConversationParams>

export const DirectMessagesQuery = Type.Object({
  before: Type.Optional(Type.String({ format: 'uuid', description: 'the oldest message the client has' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'default 50' }))
})
export type DirectMessagesQueryType = Static<typeof DirectMessagesQuery>

/** Messages oldest first, and whether older ones remain. */
export const DirectMessagePageSchema = Type.Object({
  data: Type.Array(DirectMessageSchema),
  hasMore: Type.Boolean()
})
export type DirectMessagePage = Static<typeof DirectMessagePageSchema>

export const DirectMessageCreateSchema = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: DIRECT_MESSAGE_MAX_LENGTH, pattern: '\\S' }),
    id: Type.Optional(Type.String({ format: 'uuid', description: "the client's id: sending it again is one message" }))
  },
  { additionalProperties: false }
)
export type DirectMessageCreate = Static<typeof DirectMessageCreateSchema>

/** Unread messages by the seed's two groups. */
export const UnreadMessagesSchema = Type.Object({
  friends: Type.Integer({ minimum: 0 }),
  others: Type.Integer({ minimum: 0 }),
  total: Type.Integer({ minimum: 0 })
})
export type UnreadMessages = Static<typeof UnreadMessagesSchema>
