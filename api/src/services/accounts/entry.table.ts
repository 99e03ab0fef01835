import { Type } from '@sinclair/typebox'
import {
  AdminListQuery,
  AdminPage,
  AuthResultSchema,
  BotSignUpSchema,
  DiscordAuthRequestSchema,
  DiscordAuthUrlSchema,
  DiscordCodeSchema,
  DiscordLinkSchema,
  IdParams,
  MagicLinkSchema,
  ValidateMagicLinkSchema,
  VoucherBatchSchema,
  VoucherRedeemSchema,
  VoucherSchema,
  VoucherSignUpSchema
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { botToken, signUpBot } from './entry/bots.ts'
import { discordAuthUrl, discordSignIn, linkDiscord } from './entry/discord.ts'
import { issueMagicLink, validateMagicLink } from './entry/magic-links.ts'
import { createVouchers, deleteVoucher, listVouchers, redeemVoucher, voucherSignUp } from './vouchers/vouchers.ts'

/** Ways in beyond e-mail and password: vouchers, bots, magic links and Discord. */
export const entryEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: '/users/voucher-sign-up',
    access: 'public',
    summary: 'sign up with a voucher code, signed in at once',
    body: VoucherSignUpSchema,
    result: AuthResultSchema,
    status: 201,
    missing: 'Email, password, or voucher code is missing in request',
    handler: voucherSignUp
  }),
  endpoint({
    method: 'POST',
    path: '/users/sign-up-bot',
    access: 'user',
    summary: 'register a bot owned by the caller; answers its first bot token',
    body: BotSignUpSchema,
    result: AuthResultSchema,
    status: 201,
    handler: signUpBot
  }),
  endpoint({
    method: 'GET',
    path: '/users/bot-token',
    access: 'bot',
    summary: 'a fresh token for the calling bot',
    result: AuthResultSchema,
    handler: botToken
  }),
  endpoint({
    method: 'GET',
    path: '/auth/magic-link',
    access: 'any',
    summary: 'short-lived single-use token carrying the session to another site',
    result: MagicLinkSchema,
    handler: issueMagicLink
  }),
  endpoint({
    method: 'POST',
    path: '/auth/discord-auth',
    access: 'public',
    summary: 'start signing in with Discord: the consent URL to send the browser to',
    body: DiscordAuthRequestSchema,
    result: DiscordAuthUrlSchema,
    handler: async (call) => discordAuthUrl(call)
  }),
  endpoint({
    method: 'POST',
    path: '/auth/exchange-code',
    access: 'public',
    summary: 'finish signing in with Discord: the code from the redirect for a session',
    body: DiscordCodeSchema,
    result: AuthResultSchema,
    handler: discordSignIn
  }),
  endpoint({
    method: 'POST',
    path: '/auth/link-discord',
    access: 'user',
    summary: "link a Discord account to the caller's account",
    body: DiscordCodeSchema,
    result: DiscordLinkSchema,
    handler: linkDiscord
  }),
  endpoint({
    method: 'POST',
    path: '/auth/validate-magic-link',
    access: 'public',
    summary: 'exchange a magic-link token for a session',
    body: ValidateMagicLinkSchema,
    result: AuthResultSchema,
    handler: validateMagicLink
  }),

  endpoint({
    method: 'POST',
    path: '/vouchers',
    access: 'admin',
    summary: 'create a batch of voucher codes',
    body: VoucherBatchSchema,
    result: Type.Array(VoucherSchema),
    status: 201,
    handler: createVouchers
  }),
  endpoint({
    method: 'GET',
    path: '/vouchers',
    access: 'admin',
    summary: 'vouchers (PENDING, REDEEMED, REVOKED), admin list-query language or simple-rest',
    query: AdminListQuery,
    result: Type.Union([AdminPage(VoucherSchema), Type.Array(VoucherSchema)]),
    handler: listVouchers
  }),
  endpoint({
    method: 'DELETE',
    path: '/vouchers/{id}',
    access: 'admin',
    summary: 'revoke a voucher',
    params: IdParams,
    result: VoucherSchema,
    handler: deleteVoucher
  }),
  endpoint({
    method: 'PATCH',
    path: '/vouchers/redeem',
    access: 'user',
    summary: 'redeem a voucher code',
    body: VoucherRedeemSchema,
    result: VoucherSchema,
    handler: redeemVoucher
  })
]
