import type { providerCredentialRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import type { Call } from '../../../lib/endpoint.ts'
import {
  accessTokenOf,
  exchangeCode,
  publicToken,
  readAppleToken,
  refreshToken,
  storeAppleToken,
  unlink
} from './provider-credentials.ts'

const pathUser = ({ params }: Call<{ id: string }>) => params.id

export const providerCredentialHandlers: Handlers<typeof providerCredentialRoutes> = {
  exchangeSpotifyCode: exchangeCode('spotify'),
  refreshSpotifyToken: refreshToken('spotify'),
  unlinkSpotify: unlink('spotify'),
  getSpotifyAccessToken: accessTokenOf('spotify'),
  exchangeYoutubeCode: exchangeCode('youtube'),
  refreshYoutubeToken: refreshToken('youtube'),
  refreshSoundcloudToken: refreshToken('soundcloud'),
  refreshSoundcloudMobileToken: refreshToken('soundcloud-mobile'),
  getSoundcloudPublicToken: publicToken('soundcloud'),
  getSoundcloudMobilePublicToken: publicToken('soundcloud-mobile'),
  getSoundcloudAccessToken: { handler: accessTokenOf('soundcloud-mobile'), owner: pathUser },
  storeAppleUserToken: storeAppleToken,
  getAppleUserToken: { handler: readAppleToken, owner: pathUser },
  forgetAppleUserToken: unlink('apple')
}
