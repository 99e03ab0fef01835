import { describe, expect, it } from 'vitest'
import en from '../../../i18n/en/playback.json'
import { blockedByBrowser, musicKitFailureKey, needsReconnect } from './apple-errors.ts'

const mkError = (errorCode: string) => Object.assign(new Error(errorCode), { name: 'MKError', errorCode })

describe('MusicKit failures in a listener’s words', () => {
  it('treats a refused autoplay as blocked, not as a failure', () => {
    expect(blockedByBrowser(new DOMException('play() needs a gesture', 'NotAllowedError'))).toBe(true)
    expect(blockedByBrowser(mkError('USER_INTERACTION_REQUIRED'))).toBe(true)
    expect(blockedByBrowser(mkError('CONTENT_UNAVAILABLE'))).toBe(false)
    expect(blockedByBrowser(null)).toBe(false)
  })

  it('asks to connect again only when the listener’s authorization lapsed', () => {
    expect(needsReconnect(mkError('AUTHORIZATION_ERROR'))).toBe(true)
    expect(needsReconnect(mkError('TOKEN_EXPIRED'))).toBe(true)
    // A developer token the server signed wrongly is not the listener's to fix.
    expect(needsReconnect(mkError('UNAUTHORIZED_ERROR'))).toBe(false)
    expect(musicKitFailureKey(mkError('TOKEN_EXPIRED'))).toBe('playback.apple.connectAgain')
  })

  it('names what stands in the way, with a general answer for the rest', () => {
    expect(musicKitFailureKey(mkError('GEO_BLOCK'))).toBe('playback.apple.unavailable')
    expect(musicKitFailureKey(mkError('CONTENT_RESTRICTED'))).toBe('playback.apple.restricted')
    expect(musicKitFailureKey(mkError('SUBSCRIPTION_ERROR'))).toBe('playback.apple.subscription')
    expect(musicKitFailureKey(mkError('MEDIA_KEY'))).toBe('playback.apple.browser')
    expect(musicKitFailureKey(mkError('UNAUTHORIZED_ERROR'))).toBe('playback.apple.failed')
    expect(musicKitFailureKey(new Error('anything'))).toBe('playback.apple.failed')
  })

  it('has English words for every key it answers', () => {
    const words = en.playback.apple as Record<string, string>
    for (const code of ['GEO_BLOCK', 'CONTENT_RESTRICTED', 'SUBSCRIPTION_ERROR', 'MEDIA_KEY', 'TOKEN_EXPIRED', 'X']) {
      const key = musicKitFailureKey(mkError(code)).replace('playback.apple.', '')
      expect(words[key]).toBeTruthy()
    }
  })
})
