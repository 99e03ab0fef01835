import type { Application } from '../declarations.ts'
import { BadGateway, expectOk, providerFetch } from './http.ts'
import { requireSettings, setting } from './settings.ts'

/** An OAuth 2 provider: where its token endpoint is and which settings hold the client credentials. */
export interface OAuthProvider {
  name: string
  tokenPath: string
  defaultBaseUrl: string
  baseUrlSetting: string
  clientIdSetting: string
  clientSecretSetting: string
}

export interface OAuthTokens {
  accessToken: string
  refreshToken?: string
  expiresAt: Date
  scope?: string
}

interface TokenAnswer {
  access_token?: string
  refresh_token?: string
  expires_in?: number
  scope?: string
}

/** The client credentials of a provider, or the 503 naming what is missing. */
export const requireClient = (app: Application, provider: OAuthProvider) =>
  requireSettings(app, provider.name, [provider.clientIdSetting, provider.clientSecretSetting])

/** Calls a provider's token endpoint (RFC 6749 §4.1.3, §4.4, §6) with client credentials in the Basic header. */
export async function requestTokens(
  app: Application,
  provider: OAuthProvider,
  grant: Record<string, string>
): Promise<OAuthTokens> {
  const settings = requireClient(app, provider)
  const base = setting(app, provider.baseUrlSetting, provider.defaultBaseUrl).replace(/\/$/, '')
  const basic = Buffer.from(`${settings[provider.clientIdSetting]}:${settings[provider.clientSecretSetting]}`).toString(
    'base64'
  )
  const res = await providerFetch<TokenAnswer & { error?: string; error_description?: string }>(
    provider.name,
    `${base}${provider.tokenPath}`,
    {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(grant).toString()
    }
  )
  if (res.status === 400 || res.status === 401) {
    throw new BadGateway(
      `${provider.name} refused the ${grant.grant_type.replace(/_/g, ' ')} grant: ${res.body?.error_description ?? res.body?.error ?? res.status}`,
      { providerError: res.body?.error }
    )
  }
  const answer = expectOk(provider.name, 'issue tokens', res)
  if (!answer?.access_token) throw new BadGateway(`${provider.name} answered without an access token`)
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresAt: new Date(Date.now() + (answer.expires_in ?? 3600) * 1000),
    scope: answer.scope
  }
}
