import { randomBytes } from 'node:crypto'
import type { DiscordAuthRequest, DiscordAuthUrl, DiscordCode, DiscordLink } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { Conflict } from '../../../errors.ts'
import { issueToken } from '../../../auth/authentication.ts'
import { BadGateway, expectOk, providerFetch } from '../../../providers/http.ts'
import { requestTokens, requireClient, type OAuthProvider } from '../../../providers/oauth.ts'
import { setting } from '../../../providers/settings.ts'
import { assertCanSignIn, createUser, findUserByEmail, findUserById, type UserRow } from '../users/entity.ts'
import { sameNickname } from '../users/nicknames.ts'

export const discord: OAuthProvider = {
  name: 'Discord',
  tokenPath: '/oauth2/token',
  defaultBaseUrl: 'https://discord.com/api',
  baseUrlSetting: 'DISCORD_API_URL',
  clientIdSetting: 'DISCORD_CLIENT_ID',
  clientSecretSetting: 'DISCORD_CLIENT_SECRET'
}

interface DiscordUser {
  id: string
  username: string
  email?: string | null
  verified?: boolean
}

const apiBase = (app: Application) => setting(app, discord.baseUrlSetting, discord.defaultBaseUrl).replace(/\/$/, '')

/** The Discord consent URL for this app (scopes: identify, email). */
export function discordAuthUrl({ app, body }: Call<unknown, unknown, DiscordAuthRequest>): DiscordAuthUrl {
  const { DISCORD_CLIENT_ID } = requireClient(app, discord)
  const state = body.state ?? randomBytes(16).toString('base64url')
  const url = new URL(`${setting(app, 'DISCORD_AUTHORIZE_URL', 'https://discord.com/oauth2/authorize')}`)
  url.search = new URLSearchParams({
    client_id: DISCORD_CLIENT_ID,
    redirect_uri: body.redirectUri,
    response_type: 'code',
    scope: 'identify email',
    state
  }).toString()
  return { url: url.toString(), state }
}

/** The Discord account behind an authorization code. */
async function discordUser(app: Application, { code, redirectUri }: DiscordCode): Promise<DiscordUser> {
  const tokens = await requestTokens(app, discord, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri
  })
  const me = expectOk(
    discord.name,
    'describe the account',
    await providerFetch<DiscordUser>(discord.name, `${apiBase(app)}/users/@me`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` }
    })
  )
  if (!me?.id) throw new BadGateway('Discord answered without an account id')
  return me
}

const linkedUser = async (app: Application, externalId: string): Promise<UserRow | undefined> => {
  const link = await app.get('knex')('external_identities').where({ provider: 'discord', externalId }).first('userUuid')
  return link ? findUserById(app.get('knex'), link.userUuid) : undefined
}

async function link(app: Application, user: UserRow, me: DiscordUser): Promise<void> {
  const row = {
    provider: 'discord',
    externalId: me.id,
    userUuid: user.id,
    username: me.username,
    email: me.email ?? null
  }
  await app
    .get('knex')('external_identities')
    .insert(row)
    .onConflict(['provider', 'externalId'])
    .merge({ username: row.username, email: row.email, updatedAt: new Date() })
}

/**
 * Signs in with Discord. The linked account if there is one; else the account with the
 * same e-mail when Discord has verified it; else a new account without a password.
 */
export async function discordSignIn({ app, body }: Call<unknown, unknown, DiscordCode>) {
  const me = await discordUser(app, body)
  let user = await linkedUser(app, me.id)
  const trustedEmail = me.verified && me.email ? me.email : undefined
  if (!user && trustedEmail) user = await findUserByEmail(app.get('knex'), trustedEmail)
  if (!user) {
    const nickname = me.username.replace(/[^A-Za-z0-9_.-]/g, '').slice(0, 40) || undefined
    const taken = nickname && (await sameNickname(app.get('knex'), nickname).first('id'))
    user = await createUser(app, { email: trustedEmail, nickname: taken ? undefined : nickname })
  }
  assertCanSignIn(user)
  await link(app, user, me)
  return issueToken(app, { type: 'user', user })
}

/** Links a Discord account to the caller's account (one account per Discord user). */
export async function linkDiscord({ app, caller, body }: Call<unknown, unknown, DiscordCode>): Promise<DiscordLink> {
  const me = await discordUser(app, body)
  const owner = await linkedUser(app, me.id)
  if (owner && owner.id !== caller!.id) throw new Conflict('This Discord account is linked to another account')
  await app
    .get('knex')('external_identities')
    .where({ provider: 'discord', userUuid: caller!.id })
    .whereNot('externalId', me.id)
    .delete()
  await link(app, caller!.user!, me)
  return { provider: 'discord', externalId: me.id, username: me.username ?? null }
}
