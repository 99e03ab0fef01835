import { createHash, randomBytes } from 'node:crypto'

/** API keys start with this, so a bearer credential is recognised as a key rather than a JWT. */
export const API_KEY_PREFIX = 'srk_'

export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** A new random secret (high entropy, so a fast hash is enough to store it). */
export function newApiKeySecret(): { secret: string; prefix: string; secretHash: string } {
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  return { secret, prefix: secret.slice(0, 10), secretHash: hashApiKey(secret) }
}
