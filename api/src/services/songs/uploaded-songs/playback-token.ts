import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Application } from '../../../declarations.ts'
import { Forbidden, NotAuthenticated } from '../../../errors.ts'

/** Time a token outlives the song it plays: a listener may start late, pause or buffer. */
export const PLAYBACK_TOKEN_MARGIN_SECONDS = 15 * 60

export const PLAYBACK_TOKEN_ERRORS = {
  invalid: 'Invalid playback token',
  expired: 'Playback token has expired',
  otherSong: 'Playback token is for another song'
} as const

const signature = (app: Application, uploadId: string, expires: number) =>
  createHmac('sha256', app.get('keys').playbackSecret).update(`${uploadId}.${expires}`).digest()

/**
 * Seed 002 §3 `playbackToken`: `<upload id>.<expiry, unix seconds>.<HMAC-SHA256>` under the server's playback secret,
 * for an uploaded song's HLS playlist and key, lasting the song's length and a margin.
 */
export function playbackToken(app: Application, uploadId: string, durationSeconds: number, now = Date.now()): string {
  const expires = Math.ceil(now / 1000 + durationSeconds + PLAYBACK_TOKEN_MARGIN_SECONDS)
  return `${uploadId}.${expires}.${signature(app, uploadId, expires).toString('base64url')}`
}

/** Throws 401 for a forged, malformed or expired token and 403 for one of another song; returns when it is good. */
export function assertPlaybackToken(app: Application, token: string, uploadId: string, now = Date.now()): void {
  const [id, expiresText, mac, ...rest] = token.split('.')
  const expires = Number(expiresText)
  if (!id || !mac || rest.length || !/^\d{1,12}$/.test(expiresText ?? '')) {
    throw new NotAuthenticated(PLAYBACK_TOKEN_ERRORS.invalid)
  }
  const given = Buffer.from(mac, 'base64url')
  const expected = signature(app, id, expires)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new NotAuthenticated(PLAYBACK_TOKEN_ERRORS.invalid)
  }
  if (expires * 1000 <= now) throw new NotAuthenticated(PLAYBACK_TOKEN_ERRORS.expired)
  if (id !== uploadId) throw new Forbidden(PLAYBACK_TOKEN_ERRORS.otherSong)
}
