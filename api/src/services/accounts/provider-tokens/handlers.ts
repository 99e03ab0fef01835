import type { providerTokenRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { agoraToken } from './audio-tokens.ts'
import { chatGhostToken, chatUserToken, createChatUsers } from './chat-tokens.ts'

export const providerTokenHandlers: Handlers<typeof providerTokenRoutes> = {
  getChatUserToken: chatUserToken,
  getChatGhostToken: chatGhostToken,
  createChatUsers,
  createAgoraToken: agoraToken
}
