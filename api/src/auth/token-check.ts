import { verify, type KeyObject } from 'node:crypto'
import { TOKEN_ALG } from './keys.ts'
import { isRecord } from '../lib/is-record.ts'

/** Why an access token was refused: its time ran out, or anything else (the message says which). */
export class TokenRefused extends Error {
  constructor(readonly expired: boolean) {
    super(expired ? 'Access token expired' : 'Invalid access token')
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/
/** An ES256 signature in JWS form: r and s, 32 bytes each. */
const SIGNATURE_BYTES = 64

function decodeJson(part: string): Record<string, unknown> {
  const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  if (!isRecord(value)) throw new TokenRefused(false)
  return value
}

/**
 * The ECDSA check, about 55 µs on the event loop (WebCrypto's took 75 to 100 µs there and more on its pool). Handed to
 * libuv's pool it cost the event loop less on an idle machine but more CPU in all, and on a busy one, where the pool's
 * thread woke onto the same cores, as much.
 */
function signatureHolds(signed: Buffer, signature: Buffer, key: KeyObject): boolean {
  try {
    return verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, signature)
  } catch {
    return false
  }
}

/**
 * The claims of a compact ES256 JWT this API issued: its header names ES256 and no critical extension, its signature
 * holds for `key`, it comes from `issuer`, names a subject and when it was issued, and has not expired or begun yet.
 */
export function checkAccessToken(
  token: string,
  key: KeyObject,
  issuer: string,
  nowMs = Date.now()
): Record<string, unknown> {
  const parts = token.split('.')
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) throw new TokenRefused(false)
  const [head, body, signature] = parts as [string, string, string]
  let header: Record<string, unknown>, claims: Record<string, unknown>
  try {
    header = decodeJson(head)
    claims = decodeJson(body)
  } catch {
    throw new TokenRefused(false)
  }
  if (header.alg !== TOKEN_ALG || 'crit' in header) throw new TokenRefused(false)
  const bytes = Buffer.from(signature, 'base64url')
  if (bytes.length !== SIGNATURE_BYTES || !signatureHolds(Buffer.from(`${head}.${body}`), bytes, key))
    throw new TokenRefused(false)
  const now = Math.floor(nowMs / 1000)
  const { iss, sub, iat, exp, nbf } = claims
  if (iss !== issuer || typeof sub !== 'string' || typeof iat !== 'number' || typeof exp !== 'number')
    throw new TokenRefused(false)
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) throw new TokenRefused(false)
  if (exp <= now) throw new TokenRefused(true)
  return claims
}
