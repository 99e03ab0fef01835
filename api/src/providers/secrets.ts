import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { Application } from '../declarations.ts'
import { requireSettings } from './settings.ts'

const VERSION = 'v1'

// Any length of PROVIDER_TOKEN_KEY works: it is stretched to the 256 bits AES-GCM needs.
const keyOf = (app: Application) =>
  createHash('sha256')
    .update(requireSettings(app, 'Provider token storage', ['PROVIDER_TOKEN_KEY']).PROVIDER_TOKEN_KEY)
    .digest()

/** Throws the 503 of a missing key before anything irreversible (spending a one-time OAuth code) happens. */
export const requireSealing = (app: Application): void => void keyOf(app)

/** Encrypts a provider secret (refresh token, user token) for storage: AES-256-GCM, random IV, authenticated. */
export function sealSecret(app: Application, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(app), iv)
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [
    VERSION,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    data.toString('base64url')
  ].join('.')
}

/** Decrypts what sealSecret stored; a changed key or tampered value throws. */
export function openSecret(app: Application, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.')
  if (version !== VERSION) throw new Error(`Unknown sealed secret version ${version}`)
  const decipher = createDecipheriv('aes-256-gcm', keyOf(app), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8')
}
