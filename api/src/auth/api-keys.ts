import { randomBytes } from 'node:crypto'
import { hashSecret } from '../lib/hash.ts'

/** API keys start with this, so a bearer credential is recognised as a key rather than a JWT. */
export const API_KEY_PREFIX = 'srk_'

/** A new random secret (high entropy, so a fast hash is enough to store it). */
export function newApiKeySecret(): { secret: string; prefix: string; secretHash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  return { secret, prefix: secret.slice(0, 10), secretHash: hashSecret(secret) }
}
