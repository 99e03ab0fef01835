import type { conversationRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import * as conversations from './conversations.ts'
import * as messages from './messages.ts'

export const conversationHandlers: Handlers<typeof conversationRoutes> = {
  listConversations: conversations.listConversations,
  countUnreadMessages: conversations.countUnread,
  getConversation: conversations.getConversation,
  listDirectMessages: messages.listMessages,
  sendDirectMessage: messages.sendMessage,
  markConversationRead: conversations.markRead,
  clearConversation: conversations.clearConversation
}
