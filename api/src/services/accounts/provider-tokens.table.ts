import {
  AgoraTokenRequestSchema,
  AgoraTokenSchema,
  ChatTokenSchema,
  CreateChatUsersResultSchema,
  CreateChatUsersSchema
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { agoraToken } from './provider-tokens/audio-tokens.ts'
import { chatGhostToken, chatUserToken, createChatUsers } from './provider-tokens/chat-tokens.ts'

/** Tokens of the chat and real-time audio providers. */
export const providerTokenEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: '/comet-chat/user-token',
    access: 'user',
    summary: "the caller's chat-provider token (creates the chat user on first use)",
    result: ChatTokenSchema,
    handler: chatUserToken
  }),
  endpoint({
    method: 'GET',
    path: '/comet-chat/ghost-token',
    access: 'any',
    summary: 'chat-provider token of the shared read-only identity',
    result: ChatTokenSchema,
    handler: chatGhostToken
  }),
  endpoint({
    method: 'POST',
    path: '/comet-chat/create-users',
    access: 'admin',
    summary: 'create chat-provider users for the given or every active account',
    body: CreateChatUsersSchema,
    result: CreateChatUsersResultSchema,
    handler: createChatUsers
  }),
  endpoint({
    method: 'POST',
    path: '/agora/token',
    access: 'any',
    summary: 'real-time audio token (PUBLISHER or SUBSCRIBER) for a channel',
    body: AgoraTokenRequestSchema,
    result: AgoraTokenSchema,
    handler: agoraToken
  })
]
