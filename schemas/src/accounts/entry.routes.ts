import { IdParams } from '../common.ts'
import { AuthResultSchema } from './auth.ts'
import { BotSignUpSchema } from './bot.ts'
import { DiscordAuthRequestSchema, DiscordAuthUrlSchema, DiscordCodeSchema, DiscordLinkSchema } from './discord.ts'
import {
  MAGIC_LINK_SENT,
  MagicLinkEmailSchema,
  MagicLinkSchema,
  MagicLinkSentSchema,
  ValidateMagicLinkSchema
} from './magic-link.ts'
import { VoucherSignUpSchema } from './voucher.ts'
import { routeGroup } from '../route.ts'

export const entryRoutes = routeGroup({
  voucherSignUp: {
    method: 'POST',
    path: '/users/voucher-sign-up',
    access: 'public',
    rateLimit: 'signUp',
    summary: 'sign up with a voucher code, signed in at once',
    body: VoucherSignUpSchema,
    result: AuthResultSchema,
    status: 201,
    missing: 'Email, password, or voucher code is missing in request',
    errors: { 403: 'This email is already registered' }
  },
  signUpBot: {
    method: 'POST',
    path: '/users/sign-up-bot',
    access: 'user',
    summary: 'register a bot owned by the caller; answers its first bot token',
    body: BotSignUpSchema,
    result: AuthResultSchema,
    status: 201
  },
  getBotToken: {
    method: 'GET',
    path: '/users/bot-token',
    access: 'bot',
    summary: 'a fresh token for the calling bot',
    description:
      "A bot stops with its owner: while the owner is banned or deactivated, its tokens answer 401 'The owner of this bot is banned' (or deactivated) and none is issued.",
    result: AuthResultSchema
  },
  issueOwnBotToken: {
    method: 'POST',
    path: '/users/bots/{id}/token',
    access: 'user',
    summary: "a fresh token for one of the caller's bots (our addition: after a ban or a lost token)",
    description:
      "A ban or deactivation of the owner ends the bots' tokens; once it is lifted, the owner mints new ones here.",
    params: IdParams,
    result: AuthResultSchema,
    errors: { 404: 'Bot not found' }
  },
  issueMagicLink: {
    method: 'GET',
    path: '/auth/magic-link',
    access: 'any',
    summary: 'short-lived single-use token carrying the session to another site',
    result: MagicLinkSchema
  },
  mailMagicLink: {
    method: 'POST',
    path: '/auth/magic-link/email',
    access: 'public',
    rateLimit: 'codes',
    summary: 'mail a sign-in link ({public URL}/magic-link/{token}) to the account using this address (our addition)',
    description: `Answers '${MAGIC_LINK_SENT}' whether or not an account uses it; one link per address within the e-mail resend interval.`,
    body: MagicLinkEmailSchema,
    result: MagicLinkSentSchema
  },
  startDiscordAuth: {
    method: 'POST',
    path: '/auth/discord-auth',
    access: 'public',
    summary: 'start signing in with Discord: the consent URL to send the browser to',
    body: DiscordAuthRequestSchema,
    result: DiscordAuthUrlSchema
  },
  exchangeDiscordCode: {
    method: 'POST',
    path: '/auth/exchange-code',
    access: 'public',
    summary: 'finish signing in with Discord: the code from the redirect for a session',
    body: DiscordCodeSchema,
    result: AuthResultSchema
  },
  linkDiscord: {
    method: 'POST',
    path: '/auth/link-discord',
    access: 'user',
    summary: "link a Discord account to the caller's account",
    body: DiscordCodeSchema,
    result: DiscordLinkSchema
  },
  validateMagicLink: {
    method: 'POST',
    path: '/auth/validate-magic-link',
    access: 'public',
    rateLimit: 'codes',
    summary: 'exchange a magic-link token for a session',
    body: ValidateMagicLinkSchema,
    result: AuthResultSchema
  }
})
