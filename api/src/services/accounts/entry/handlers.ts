import type { entryRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { voucherSignUp } from '../vouchers/vouchers.ts'
import { botToken, issueOwnBotToken, signUpBot } from './bots.ts'
import { discordAuthUrl, discordSignIn, linkDiscord } from './discord.ts'
import { issueMagicLink, mailMagicLink, validateMagicLink } from './magic-links.ts'

export const entryHandlers: Handlers<typeof entryRoutes> = {
  voucherSignUp,
  signUpBot,
  getBotToken: botToken,
  issueOwnBotToken,
  issueMagicLink,
  mailMagicLink,
  startDiscordAuth: async (call) => discordAuthUrl(call),
  exchangeDiscordCode: discordSignIn,
  linkDiscord,
  validateMagicLink
}
