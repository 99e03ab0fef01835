import {
  AgoraTokenRequestSchema,
  AgoraTokenSchema,
  ChatTokenSchema,
  CreateChatUsersResultSchema,
  CreateChatUsersSchema
} from './provider-tokens.ts'
import { routeGroup } from '../route.ts'

export const providerTokenRoutes = routeGroup({
  getChatUserToken: {
    method: 'GET',
    path: '/comet-chat/user-token',
    access: 'user',
    summary: "the caller's chat-provider token (creates the chat user on first use)",
    result: ChatTokenSchema
  },
  getChatGhostToken: {
    method: 'GET',
    path: '/comet-chat/ghost-token',
    access: 'any',
    summary: 'chat-provider token of the shared read-only identity',
    result: ChatTokenSchema
  },
  createChatUsers: {
    method: 'POST',
    path: '/comet-chat/create-users',
    access: 'admin',
    summary: 'create chat-provider users for the given or every active account',
    body: CreateChatUsersSchema,
    result: CreateChatUsersResultSchema
  },
  createAgoraToken: {
    method: 'POST',
    path: '/agora/token',
    access: 'any',
    summary: 'real-time audio token (PUBLISHER or SUBSCRIBER) for a channel',
    body: AgoraTokenRequestSchema,
    result: AgoraTokenSchema
  }
})
