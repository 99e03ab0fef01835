import { Type, type Static } from '@sinclair/typebox'
import { Uuid } from '../common.ts'

/** An OAuth authorization code from the provider's consent screen. */
export const ProviderCodeExchangeSchema = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 2000 }),
    redirectUri: Type.String({ format: 'uri', maxLength: 2000 })
  },
  { additionalProperties: false }
)
export type ProviderCodeExchange = Static<typeof ProviderCodeExchangeSchema>

/** A refresh: with the client's own refresh token, or the one stored for the caller. */
export const ProviderRefreshSchema = Type.Object(
  { refreshToken: Type.Optional(Type.String({ minLength: 1, maxLength: 4000 })) },
  { additionalProperties: false }
)
export type ProviderRefresh = Static<typeof ProviderRefreshSchema>

/** An access token for a music provider (the refresh token never leaves the server). */
export const ProviderAccessTokenSchema = Type.Object({
  provider: Type.String(),
  accessToken: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  scope: Type.Optional(Type.String())
})
export type ProviderAccessToken = Static<typeof ProviderAccessTokenSchema>

export const AppleUserTokenSchema = Type.Object(
  { musicUserToken: Type.String({ minLength: 1, maxLength: 4000 }) },
  { additionalProperties: false }
)
export type AppleUserToken = Static<typeof AppleUserTokenSchema>

export const ProviderUnlinkedSchema = Type.Object({ provider: Type.String(), unlinked: Type.Boolean() })

export const UserIdParams = Type.Object({ id: Uuid })
