import {
  AppleUserTokenSchema,
  ProviderAccessTokenSchema,
  ProviderCodeExchangeSchema,
  ProviderRefreshSchema,
  ProviderUnlinkedSchema,
  UserIdParams
} from '@spinroom/schemas'
import { endpoint, type Call, type Endpoint } from '../../lib/endpoint.ts'
import {
  accessTokenOf,
  exchangeCode,
  publicToken,
  readAppleToken,
  refreshToken,
  storeAppleToken,
  unlink
} from './provider-credentials/provider-credentials.ts'

const pathUser = (call: Call) => (call.params as { id: string }).id

/** Music-provider credentials: OAuth code exchange and refresh, app tokens, stored user tokens. */
export const providerCredentialEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: '/spotify/exchange-code',
    access: 'user',
    summary: "link the caller's Spotify account (OAuth code)",
    body: ProviderCodeExchangeSchema,
    result: ProviderAccessTokenSchema,
    handler: exchangeCode('spotify')
  }),
  endpoint({
    method: 'POST',
    path: '/spotify/refresh-token',
    access: 'user',
    summary: 'a fresh Spotify access token',
    body: ProviderRefreshSchema,
    result: ProviderAccessTokenSchema,
    handler: refreshToken('spotify')
  }),
  endpoint({
    method: 'DELETE',
    path: '/spotify/refresh-token',
    access: 'user',
    summary: 'unlink Spotify',
    result: ProviderUnlinkedSchema,
    handler: unlink('spotify')
  }),
  endpoint({
    method: 'GET',
    path: '/spotify/access-token/{id}/service',
    access: 'service',
    summary: "a user's valid Spotify access token",
    params: UserIdParams,
    result: ProviderAccessTokenSchema,
    handler: accessTokenOf('spotify')
  }),
  endpoint({
    method: 'POST',
    path: '/youtube/exchange-code',
    access: 'user',
    summary: "link the caller's YouTube (Google) account (OAuth code)",
    body: ProviderCodeExchangeSchema,
    result: ProviderAccessTokenSchema,
    handler: exchangeCode('youtube')
  }),
  endpoint({
    method: 'POST',
    path: '/youtube/refresh-token',
    access: 'user',
    summary: 'a fresh YouTube access token',
    body: ProviderRefreshSchema,
    result: ProviderAccessTokenSchema,
    handler: refreshToken('youtube')
  }),
  endpoint({
    method: 'POST',
    path: '/soundcloud/refresh-token',
    access: 'user',
    summary: 'a fresh SoundCloud access token',
    body: ProviderRefreshSchema,
    result: ProviderAccessTokenSchema,
    handler: refreshToken('soundcloud')
  }),
  endpoint({
    method: 'POST',
    path: '/soundcloud/mobile/refresh-token',
    access: 'user',
    summary: 'a fresh SoundCloud access token (mobile app client)',
    body: ProviderRefreshSchema,
    result: ProviderAccessTokenSchema,
    handler: refreshToken('soundcloud-mobile')
  }),
  endpoint({
    method: 'GET',
    path: '/soundcloud/public-token',
    access: 'any',
    summary: 'SoundCloud app token (client credentials)',
    result: ProviderAccessTokenSchema,
    handler: publicToken('soundcloud')
  }),
  endpoint({
    method: 'GET',
    path: '/soundcloud/mobile/public-token',
    access: 'any',
    summary: 'SoundCloud app token (mobile app client)',
    result: ProviderAccessTokenSchema,
    handler: publicToken('soundcloud-mobile')
  }),
  endpoint({
    method: 'GET',
    path: '/soundcloud/access-token/{id}',
    access: 'self',
    summary: "a user's valid SoundCloud access token (mobile)",
    params: UserIdParams,
    result: ProviderAccessTokenSchema,
    owner: pathUser,
    handler: accessTokenOf('soundcloud-mobile')
  }),
  endpoint({
    method: 'POST',
    path: '/apple/user-token',
    access: 'user',
    summary: "store the caller's Apple Music user token",
    body: AppleUserTokenSchema,
    result: AppleUserTokenSchema,
    handler: storeAppleToken
  }),
  endpoint({
    method: 'GET',
    path: '/apple/user-token/{id}',
    access: 'self',
    summary: "a user's Apple Music user token",
    params: UserIdParams,
    result: AppleUserTokenSchema,
    owner: pathUser,
    handler: readAppleToken
  })
]
