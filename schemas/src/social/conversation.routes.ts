import { OffsetPage } from '../common.ts'
import { routeGroup } from '../route.ts'
import {
  ConversationListQuery,
  ConversationParams,
  ConversationSchema,
  DirectMessageCreateSchema,
  DirectMessagePageSchema,
  DirectMessageSchema,
  DirectMessagesQuery,
  UnreadMessagesSchema
} from './conversation.ts'

const tags = ['social']
const blocked = 'This user does not accept your messages'

/**
 * Ours: the seed's player chats with friends and with others (its conversation tab filter FRIENDS/OTHERS/UNSET) through
 * the chat provider; these routes are the offline default that holds those conversations.
 */
export const conversationRoutes = routeGroup({
  listConversations: {
    method: 'GET',
    path: '/conversations',
    access: 'user',
    summary: "the caller's conversations, latest first (tab FRIENDS, OTHERS or UNSET; limit, offset)",
    description:
      "FRIENDS: with the caller's friends; OTHERS: with everyone else; UNSET: both. Conversations with users the " +
      'caller blocked, and those the caller cleared with no message since, are left out.',
    tags,
    query: ConversationListQuery,
    result: OffsetPage(ConversationSchema)
  },
  countUnreadMessages: {
    method: 'GET',
    path: '/conversations/unread-count',
    access: 'user',
    summary: "the caller's unread messages, with friends and with others",
    tags,
    result: UnreadMessagesSchema
  },
  getConversation: {
    method: 'GET',
    path: '/conversations/{userUuid}',
    access: 'user',
    summary: 'the conversation with one user (empty when none yet)',
    tags,
    params: ConversationParams,
    result: ConversationSchema,
    errors: { 404: 'User not found' }
  },
  listDirectMessages: {
    method: 'GET',
    path: '/conversations/{userUuid}/messages',
    access: 'user',
    summary: 'messages with one user, oldest first (before: the oldest message the client has; limit)',
    description: 'Messages from before the caller cleared the conversation are left out.',
    tags,
    params: ConversationParams,
    query: DirectMessagesQuery,
    result: DirectMessagePageSchema,
    errors: { 404: 'User not found' }
  },
  sendDirectMessage: {
    method: 'POST',
    path: '/conversations/{userUuid}/messages',
    access: 'user',
    summary: 'send a message to a user',
    description:
      "Idempotent by the client's `id`. Refused both ways between users where one blocked the other. The recipient " +
      'gets a push notification when it is their first unread message from the sender.',
    tags,
    params: ConversationParams,
    body: DirectMessageCreateSchema,
    result: DirectMessageSchema,
    status: 201,
    rateLimit: 'directMessage',
    errors: {
      400: "You cannot message yourself ('userUuid')",
      403: blocked,
      404: 'User not found',
      409: 'A different message already has this id'
    }
  },
  markConversationRead: {
    method: 'POST',
    path: '/conversations/{userUuid}/read',
    access: 'user',
    summary: 'mark every message of a conversation read',
    tags,
    params: ConversationParams,
    result: ConversationSchema,
    errors: { 404: 'Conversation not found' }
  },
  clearConversation: {
    method: 'DELETE',
    path: '/conversations/{userUuid}',
    access: 'user',
    summary: "clear a conversation from the caller's list and history",
    description: 'Only for the caller: the other user keeps theirs. A new message brings the conversation back.',
    tags,
    params: ConversationParams,
    result: ConversationSchema,
    errors: { 404: 'Conversation not found' }
  }
})
