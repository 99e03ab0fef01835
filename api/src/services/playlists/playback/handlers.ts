import {
  isModerator,
  playbackOrders,
  songProviderKeys,
  type AppleDeveloperToken,
  type PlaybackSettings,
  type playbackRoutes
} from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { setting } from '../../../providers/settings.ts'
import { signedDeveloperToken } from '../../songs/providers/apple.ts'
import { musicProviders } from '../../songs/providers/registry.ts'
import type { MusicProvider } from '../../songs/providers/provider.ts'

/** The settings a provider lacks to play: YouTube plays by id with no key, uploads need nothing outside. */
function missingToPlay(known: MusicProvider[], key: (typeof songProviderKeys)[number]): string[] {
  if (key === 'youtube' || key === 'uploadService') return []
  return known.find((provider) => provider.key === key)?.missingSettings() ?? []
}

export const playbackHandlers: Handlers<typeof playbackRoutes> = {
  async getPlaybackSettings({ app, caller }): Promise<PlaybackSettings> {
    const brand = app.get('config').brand
    const staff = !!caller && isModerator(caller.roles)
    const known = musicProviders(app)
    const providers = Object.fromEntries(
      songProviderKeys.map((key) => {
        const missing = missingToPlay(known, key)
        return [key, { configured: missing.length === 0, missing: staff ? missing : [] }]
      })
    )
    const spotifyClient = app.get('config').providers.SPOTIFY_CLIENT_ID
    return {
      brand,
      order: [...playbackOrders[brand]],
      providers,
      youtube: { iframeApiUrl: setting(app, 'YOUTUBE_IFRAME_API_URL', 'https://www.youtube.com/iframe_api') },
      spotify: {
        sdkUrl: setting(app, 'SPOTIFY_SDK_URL', 'https://sdk.scdn.co/spotify-player.js'),
        apiUrl: setting(app, 'SPOTIFY_API_URL', 'https://api.spotify.com/v1').replace(/\/+$/, ''),
        accountsUrl: setting(app, 'SPOTIFY_ACCOUNTS_URL', 'https://accounts.spotify.com').replace(/\/+$/, ''),
        clientId: spotifyClient ?? null
      },
      apple: {
        sdkUrl: setting(app, 'APPLE_MUSIC_SDK_URL', 'https://js-cdn.music.apple.com/musickit/v3/musickit.js'),
        storefront: setting(app, 'APPLE_MUSIC_STOREFRONT', 'us'),
        appName: setting(app, 'APPLE_MUSIC_APP_NAME', 'Spinroom')
      }
    }
  },

  async getAppleDeveloperToken({ app }): Promise<AppleDeveloperToken> {
    const { value, expiresAt } = signedDeveloperToken(app)
    return { token: value, expiresAt: new Date(expiresAt).toISOString() }
  }
}
