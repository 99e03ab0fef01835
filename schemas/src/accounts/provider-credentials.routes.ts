import {
  AppleUserTokenSchema,
  ProviderAccessTokenSchema,
  ProviderCodeExchangeSchema,
  ProviderRefreshSchema,
  ProviderUnlinkedSchema,
  UserIdParams
} from './provider-credentials.ts'
import { routeGroup } from '../route.ts'

export const providerCredentialRoutes = routeGroup({
  exchangeSpotifyCode: {
    method: 'POST',
    path: '/spotify/exchange-code',
    access: 'user',
    summary: "link the caller's Spotify account (OAuth code)",
    body: ProviderCodeExchangeSchema,
    result: ProviderAccessTokenSchema
  },
  refreshSpotifyToken: {
    method: 'POST',
    path: '/spotify/refresh-token',
    access: 'user',
    summary: 'a fresh Spotify access token',
    body: ProviderRefreshSchema,
    result: ProviderAccessTokenSchema
  },
  unlinkSpotify: {
    method: 'DELETE',
    path: '/spotify/refresh-token',
    access: 'user',
    summary: 'unlink Spotify',
    result: ProviderUnlinkedSchema
  },
  getSpotifyAccessToken: {
    method: 'GET',
    path: '/spotify/access-token/{id}/service',
    access: 'service',
    summary: "a user's valid Spotify access token",
    params: UserIdParams,
    result: ProviderAccessTokenSchema
  },
  exchangeYoutubeCode: {
    method: 'POST',
    path: '/youtube/exchange-code',
    access: 'user',
    summary: "link the caller's YouTube (Google) account (OAuth code)",
    body: ProviderCodeExchangeSchema,
    result: ProviderAccessTokenSchema
  },
  refreshYoutubeToken: {
    method: 'POST',
    path: '/youtube/refresh-token',
    access: 'user',
    summary: 'a fresh YouTube access token',
    body: ProviderRefreshSchema,
    result: ProviderAccessTokenSchema
  },
  refreshSoundcloudToken: {
    method: 'POST',
    path: '/soundcloud/refresh-token',
    access: 'user',
    summary: 'a fresh SoundCloud access token',
    body: ProviderRefreshSchema,
    result: ProviderAccessTokenSchema
  },
  refreshSoundcloudMobileToken: {
    method: 'POST',
    path: '/soundcloud/mobile/refresh-token',
    access: 'user',
    summary: 'a fresh SoundCloud access token (mobile app client)',
    body: ProviderRefreshSchema,
    result: ProviderAccessTokenSchema
  },
  getSoundcloudPublicToken: {
    method: 'GET',
    path: '/soundcloud/public-token',
    access: 'any',
    summary: 'SoundCloud app token (client credentials)',
    result: ProviderAccessTokenSchema
  },
  getSoundcloudMobilePublicToken: {
    method: 'GET',
    path: '/soundcloud/mobile/public-token',
    access: 'any',
    summary: 'SoundCloud app token (mobile app client)',
    result: ProviderAccessTokenSchema
  },
  getSoundcloudAccessToken: {
    method: 'GET',
    path: '/soundcloud/access-token/{id}',
    access: 'self',
    summary: "a user's valid SoundCloud access token (mobile)",
    params: UserIdParams,
    result: ProviderAccessTokenSchema
  },
  storeAppleUserToken: {
    method: 'POST',
    path: '/apple/user-token',
    access: 'user',
    summary: "store the caller's Apple Music user token",
    body: AppleUserTokenSchema,
    result: AppleUserTokenSchema
  },
  getAppleUserToken: {
    method: 'GET',
    path: '/apple/user-token/{id}',
    access: 'self',
    summary: "a user's Apple Music user token",
    params: UserIdParams,
    result: AppleUserTokenSchema
  },
  forgetAppleUserToken: {
    method: 'DELETE',
    path: '/apple/user-token',
    access: 'user',
    summary: "forget the caller's Apple Music user token (the player's Disconnect)",
    description:
      'Ours (not in the seeds). Afterwards GET /apple/user-token/{id} answers 404 and exports to Apple Music need a ' +
      'new token; `unlinked` says whether one was stored.',
    result: ProviderUnlinkedSchema
  }
})
