import type { MusicKitError } from './musickit.ts'

/** Whether MusicKit's play() was refused for want of a user's gesture (autoplay), not for a fault. */
export const blockedByBrowser = (error: unknown): boolean => {
  const { name, errorCode } = (error ?? {}) as MusicKitError
  return name === 'NotAllowedError' || errorCode === 'USER_INTERACTION_REQUIRED'
}

/** MKError codes the listener fixes by connecting Apple Music again (their Music-User-Token lapsed or was refused). */
export const needsReconnect = (error: unknown): boolean => {
  const code = (error as MusicKitError | null)?.errorCode
  return code === 'AUTHORIZATION_ERROR' || code === 'TOKEN_EXPIRED'
}

/** MusicKit's reason (an MKError code) as the i18n key of words a listener can act on. */
export function musicKitFailureKey(error: unknown): string {
  if (needsReconnect(error)) return 'playback.apple.connectAgain'
  switch ((error as MusicKitError | null)?.errorCode) {
    case 'CONTENT_UNAVAILABLE':
    case 'NOT_FOUND':
    case 'GEO_BLOCK':
      return 'playback.apple.unavailable'
    case 'CONTENT_RESTRICTED':
      return 'playback.apple.restricted'
    case 'SUBSCRIPTION_ERROR':
    case 'STREAM_UPSELL':
      return 'playback.apple.subscription'
    case 'MEDIA_KEY':
    case 'MEDIA_LICENSE':
    case 'UNSUPPORTED_ERROR':
    case 'CONTENT_UNSUPPORTED':
      return 'playback.apple.browser'
    default:
      return 'playback.apple.failed'
  }
}
