import type { AppleUserToken, ProviderAccessToken, ProviderCodeExchange, ProviderRefresh } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { NotFound } from '../../../errors.ts'
import { requestTokens, requireClient, type OAuthProvider, type OAuthTokens } from '../../../providers/oauth.ts'
import { openSecret, requireSealing, sealSecret } from '../../../providers/secrets.ts'

/** The OAuth providers, each with its settings (client id/secret, token endpoint base URL for tests and proxies). */
export const oauthProviders = {
  spotify: {
    name: 'Spotify',
    tokenPath: '/api/token',
    defaultBaseUrl: 'https://accounts.spotify.com',
    baseUrlSetting: 'SPOTIFY_ACCOUNTS_URL',
    clientIdSetting: 'SPOTIFY_CLIENT_ID',
    clientSecretSetting: 'SPOTIFY_CLIENT_SECRET'
  },
  youtube: {
    name: 'YouTube (Google)',
    tokenPath: '/token',
    defaultBaseUrl: 'https://oauth2.googleapis.com',
    baseUrlSetting: 'YOUTUBE_OAUTH_URL',
    clientIdSetting: 'YOUTUBE_CLIENT_ID',
    clientSecretSetting: 'YOUTUBE_CLIENT_SECRET'
  },
  soundcloud: {
    name: 'SoundCloud',
    tokenPath: '/oauth/token',
    defaultBaseUrl: 'https://secure.soundcloud.com',
    baseUrlSetting: 'SOUNDCLOUD_OAUTH_URL',
    clientIdSetting: 'SOUNDCLOUD_CLIENT_ID',
    clientSecretSetting: 'SOUNDCLOUD_CLIENT_SECRET'
  },
  'soundcloud-mobile': {
    name: 'SoundCloud (mobile app)',
    tokenPath: '/oauth/token',
    defaultBaseUrl: 'https://secure.soundcloud.com',
    baseUrlSetting: 'SOUNDCLOUD_OAUTH_URL',
    clientIdSetting: 'SOUNDCLOUD_MOBILE_CLIENT_ID',
    clientSecretSetting: 'SOUNDCLOUD_MOBILE_CLIENT_SECRET'
  }
} satisfies Record<string, OAuthProvider>

export type OAuthProviderKey = keyof typeof oauthProviders

interface CredentialRow {
  userUuid: string
  provider: string
  refreshTokenSealed: string | null
  accessTokenSealed: string | null
  accessExpiresAt: Date | null
  scope: string | null
}

// An access token this close to expiry is refreshed rather than handed out.
const EXPIRY_MARGIN_MS = 60_000

const toAnswer = (provider: string, tokens: OAuthTokens): ProviderAccessToken => ({
  provider,
  accessToken: tokens.accessToken,
  expiresAt: tokens.expiresAt.toISOString(),
  ...(tokens.scope ? { scope: tokens.scope } : {})
})

const findCredential = (app: Application, userUuid: string, provider: string): Promise<CredentialRow | undefined> =>
  app.get('knex')('provider_credentials').where({ userUuid, provider }).first()

/** Stores (sealed) what a provider issued; a provider that does not rotate refresh tokens keeps the old one. */
async function store(app: Application, userUuid: string, provider: string, tokens: OAuthTokens): Promise<void> {
  const refresh = tokens.refreshToken ? { refreshTokenSealed: sealSecret(app, tokens.refreshToken) } : {}
  const row = {
    userUuid,
    provider,
    accessTokenSealed: sealSecret(app, tokens.accessToken),
    accessExpiresAt: tokens.expiresAt,
    scope: tokens.scope ?? null,
    ...refresh
  }
  await app
    .get('knex')('provider_credentials')
    .insert(row)
    .onConflict(['userUuid', 'provider'])
    .merge({ ...row, updatedAt: new Date() })
}

const notLinked = (provider: OAuthProviderKey) => new NotFound(`No ${oauthProviders[provider].name} account is linked`)

/** Refreshes with the given refresh token, or the stored one. */
async function refresh(
  app: Application,
  userUuid: string,
  provider: OAuthProviderKey,
  given?: string
): Promise<OAuthTokens> {
  const stored = given ? undefined : await findCredential(app, userUuid, provider)
  const refreshToken = given ?? (stored?.refreshTokenSealed ? openSecret(app, stored.refreshTokenSealed) : undefined)
  if (!refreshToken) throw notLinked(provider)
  const tokens = await requestTokens(app, oauthProviders[provider], {
    grant_type: 'refresh_token',
    refresh_token: refreshToken
  })
  await store(app, userUuid, provider, { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken })
  return tokens
}

/** A valid access token of a user: the stored one while it lasts, else a refreshed one. */
async function currentAccessToken(
  app: Application,
  userUuid: string,
  provider: OAuthProviderKey
): Promise<OAuthTokens> {
  const stored = await findCredential(app, userUuid, provider)
  if (!stored) throw notLinked(provider)
  if (
    stored.accessTokenSealed &&
    stored.accessExpiresAt &&
    new Date(stored.accessExpiresAt).getTime() - Date.now() > EXPIRY_MARGIN_MS
  ) {
    return {
      accessToken: openSecret(app, stored.accessTokenSealed),
      expiresAt: new Date(stored.accessExpiresAt),
      scope: stored.scope ?? undefined
    }
  }
  return refresh(app, userUuid, provider)
}

/** Links the caller's provider account from an authorization code. */
export const exchangeCode =
  (provider: OAuthProviderKey) =>
  async ({ app, caller, body }: Call<unknown, unknown, ProviderCodeExchange>) => {
    requireClient(app, oauthProviders[provider])
    requireSealing(app)
    const tokens = await requestTokens(app, oauthProviders[provider], {
      grant_type: 'authorization_code',
      code: body.code,
      redirect_uri: body.redirectUri
    })
    await store(app, caller!.id, provider, tokens)
    return toAnswer(provider, tokens)
  }

/** A fresh access token for the caller. */
export const refreshToken =
  (provider: OAuthProviderKey) =>
  async ({ app, caller, body }: Call<unknown, unknown, ProviderRefresh>) =>
    toAnswer(provider, await refresh(app, caller!.id, provider, body.refreshToken))

/** A user's valid access token, refreshed when it nears expiry. */
export const accessTokenOf =
  (provider: OAuthProviderKey) =>
  async ({ app, params }: Call<{ id: string }>) =>
    toAnswer(provider, await currentAccessToken(app, params.id, provider))

/** Forgets the caller's provider tokens (an OAuth provider's, or Apple Music's user token). */
export const unlink =
  (provider: OAuthProviderKey | 'apple') =>
  async ({ app, caller }: Call) => {
    const removed = await app
      .get('knex')('provider_credentials')
      .where({ userUuid: caller!.id, provider })
      .delete()
      .returning('provider')
    return { provider, unlinked: removed.length > 0 }
  }

const publicTokens = new WeakMap<Application, Map<string, OAuthTokens>>()

/** An app-level (client-credentials) token, shared by every caller until it nears expiry. */
export const publicToken =
  (provider: OAuthProviderKey) =>
  async ({ app }: Call) => {
    const cache = publicTokens.get(app) ?? new Map<string, OAuthTokens>()
    publicTokens.set(app, cache)
    let tokens = cache.get(provider)
    if (!tokens || tokens.expiresAt.getTime() - Date.now() < EXPIRY_MARGIN_MS) {
      tokens = await requestTokens(app, oauthProviders[provider], { grant_type: 'client_credentials' })
      cache.set(provider, tokens)
    }
    return toAnswer(provider, tokens)
  }

/** Keeps the caller's Apple Music user token, sealed. */
export async function storeAppleToken({ app, caller, body }: Call<unknown, unknown, AppleUserToken>) {
  const row = {
    userUuid: caller!.id,
    provider: 'apple',
    accessTokenSealed: sealSecret(app, body.musicUserToken),
    accessExpiresAt: null,
    scope: null
  }
  await app
    .get('knex')('provider_credentials')
    .insert(row)
    .onConflict(['userUuid', 'provider'])
    .merge({ ...row, updatedAt: new Date() })
  return { musicUserToken: body.musicUserToken }
}

export async function readAppleToken({ app, params }: Call<{ id: string }>) {
  const stored = await findCredential(app, params.id, 'apple')
  if (!stored?.accessTokenSealed) throw new NotFound('No Apple Music user token is stored')
  return { musicUserToken: openSecret(app, stored.accessTokenSealed) }
}
