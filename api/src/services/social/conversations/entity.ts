import { ConversationSchema, DirectMessageSchema, socialEventPaths } from '@spinroom/schemas'
import { userChannel } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

/** A message's events reach its sender's and its recipient's sockets. */
export const directMessagesEntity = defineEntity({
  table: 'direct_messages',
  path: socialEventPaths.directMessages,
  resource: 'direct-messages',
  schema: DirectMessageSchema,
  listFields: ['id', 'conversationId', 'senderUuid', 'recipientUuid', 'createdAt'],
  searchFields: [],
  publish: (message, app) => [
    app.channel(userChannel(message.senderUuid)),
    app.channel(userChannel(message.recipientUuid))
  ]
})

/** A side of a conversation changes (read, cleared) for its member alone. */
export const conversationsEntity = defineEntity({
  table: 'conversations',
  path: socialEventPaths.conversations,
  resource: 'conversations',
  schema: ConversationSchema,
  listFields: ['id', 'userUuid', 'otherUuid', 'lastMessageAt'],
  searchFields: [],
  publish: (conversation, app) => [app.channel(userChannel(conversation.userUuid))]
})
