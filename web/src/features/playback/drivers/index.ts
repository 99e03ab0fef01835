import type { SongProviderKey } from '@spinroom/schemas'
import type { DriverFactory } from './driver.ts'

const media = (provider: SongProviderKey) => () =>
  import('./media-element.ts').then((module) => module.mediaElementDriver(provider))

/** Each provider's driver, loaded (with its SDK) only when a song of that provider first plays here. */
export const driverLoaders: Partial<Record<SongProviderKey, () => Promise<DriverFactory>>> = {
  uploadService: media('uploadService'),
  audius: media('audius'),
  soundCloudPublic: media('soundCloudPublic'),
  sevenDigital: media('sevenDigital'),
  spotify: () => import('./spotify.ts').then((module) => module.spotifyDriver),
  apple: () => import('./apple.ts').then((module) => module.appleDriver),
  youtube: () => import('./youtube.ts').then((module) => module.youtubeDriver)
}

/**
 * Account-bound providers check what this listener may play (linked, Premium, authorized) and tell
 * `providerAccessStore`; run once a listener joins a room, and again after they link an account.
 */
export const accountCheckers: Partial<Record<SongProviderKey, () => Promise<void>>> = {
  spotify: () => import('./spotify-account.ts').then(async (module) => void (await module.checkSpotifyAccess())),
  apple: () => import('./apple-account.ts').then((module) => module.checkAppleAccess())
}
