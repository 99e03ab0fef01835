import { routes, type PlaybackSettings } from '@spinroom/schemas'
import { version } from '../../../../package.json'
import { api, storedToken } from '../../../api/client.ts'
import { userIdOf } from '../../../api/token-claims.ts'
import { loadPlaybackSettings } from '../playback-settings.ts'
import { providerAccessStore, type ProviderAccess } from '../provider-access.ts'
import type { MusicKitGlobal, MusicKitInstance } from './musickit.ts'

// Which user connected Apple Music in this browser: MusicKit keeps its own token here, so the next visit loads it.
const connectedKey = 'spinroom-apple-music-connected'

const connectedUser = (): string | null => {
  try {
    return localStorage.getItem(connectedKey)
  } catch {
    return null
  }
}

const remember = (userId: string | null) => {
  try {
    if (userId) localStorage.setItem(connectedKey, userId)
    else localStorage.removeItem(connectedKey)
  } catch {
    // Storage refused (private mode): the listener connects again next visit.
  }
}

/** The signed-in user of this page (by the session's token), or null for a guest or nobody. */
/** Whether this user connected Apple Music in this browser before. */
export const appleMusicRemembered = (userId: string) => connectedUser() === userId

function loadScript(url: string): Promise<MusicKitGlobal> {
  if (window.MusicKit) return Promise.resolve(window.MusicKit)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.onerror = () => reject(new Error('MusicKit JS did not load'))
    document.addEventListener(
      'musickitloaded',
      () => (window.MusicKit ? resolve(window.MusicKit) : reject(new Error('MusicKit JS did not start'))),
      { once: true }
    )
    document.head.append(script)
  })
}

async function configure(settings: PlaybackSettings): Promise<MusicKitInstance> {
  const MusicKit = await loadScript(settings.apple.sdkUrl)
  const { token } = await api.call(routes.playlists.getAppleDeveloperToken)
  return MusicKit.configure({
    developerToken: token,
    app: { name: settings.apple.appName, build: version },
    storefrontId: settings.apple.storefront
  })
}

/** Why MusicKit cannot play for this listener: what the provider choice was told. */
export class AppleAccessError extends Error {
  constructor(
    readonly access: ProviderAccess,
    cause?: unknown
  ) {
    super(`Apple Music: ${access}`, { cause })
  }
}

let instance: Promise<MusicKitInstance> | null = null

/** MusicKit, loaded and configured once a visit (its script loads only on this first call). */
export function musicKit(): Promise<MusicKitInstance> {
  instance ??= loadPlaybackSettings()
    .then(configure)
    .catch((error: unknown) => {
      instance = null
      providerAccessStore.set('apple', 'unavailable')
      throw new AppleAccessError('unavailable', error)
    })
  return instance
}

/**
 * Tells the provider choice what it can expect of Apple Music for this listener without loading MusicKit: a user who
 * connected in this browser before counts as ready until MusicKit, loaded for their first Apple song, says otherwise.
 */
export async function checkAppleAccess(): Promise<void> {
  const settings = await loadPlaybackSettings().catch(() => null)
  const user = userIdOf(storedToken())
  if (!settings?.providers.apple?.configured) providerAccessStore.set('apple', 'notConfigured')
  else if (!user) providerAccessStore.set('apple', 'signIn')
  else providerAccessStore.set('apple', appleMusicRemembered(user) ? 'ready' : 'notAuthorized')
}

/** MusicKit for playing: authorized, or the listener is told to connect again (and the browser forgets it). */
export async function authorizedMusicKit(): Promise<MusicKitInstance> {
  const music = await musicKit()
  if (!music.isAuthorized) {
    remember(null)
    providerAccessStore.set('apple', 'notAuthorized')
    throw new AppleAccessError('notAuthorized')
  }
  providerAccessStore.set('apple', 'ready')
  return music
}

/** Asks the listener to sign in to Apple Music, keeps their Music-User-Token on the server, remembers the browser. */
export async function connectAppleMusic(): Promise<void> {
  const user = userIdOf(storedToken())
  if (!user) throw new AppleAccessError('signIn')
  const music = await musicKit()
  const musicUserToken = await music.authorize()
  await api.call(routes.accounts.storeAppleUserToken, { body: { musicUserToken } })
  remember(user)
  providerAccessStore.set('apple', 'ready')
}

/** Forgets the Music-User-Token the server keeps, then signs this browser out of Apple Music. */
export async function disconnectAppleMusic(): Promise<void> {
  await api.call(routes.accounts.forgetAppleUserToken)
  const music = await musicKit()
  await music.unauthorize()
  remember(null)
  providerAccessStore.set('apple', 'notAuthorized')
}
