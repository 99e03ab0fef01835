import { readFileSync } from 'node:fs'
import { X509Certificate } from 'node:crypto'
import { compactVerify, decodeProtectedHeader } from 'jose'
import type { Application } from '../../../declarations.ts'
import { BadRequest, Unavailable } from '../../../errors.ts'
import { requireSettings } from '../../../providers/settings.ts'

const roots = new Map<string, X509Certificate>()

/** Apple's root certificate from the PEM file APP_STORE_ROOT_CERT names (503 naming it when unset or unreadable). */
export function appleRoot(app: Application): X509Certificate {
  const { APP_STORE_ROOT_CERT: path } = requireSettings(app, 'The App Store', ['APP_STORE_ROOT_CERT'])
  let root = roots.get(path)
  if (!root) {
    try {
      root = new X509Certificate(readFileSync(path))
    } catch {
      throw new Unavailable(`The App Store is not configured: APP_STORE_ROOT_CERT (${path}) is not a readable PEM`)
    }
    roots.set(path, root)
  }
  return root
}

const valid = (cert: X509Certificate, now: Date) => new Date(cert.validFrom) <= now && now <= new Date(cert.validTo)

/**
 * The payload of an App Store JWS, once its x5c chain is checked link by link up to `root` (each certificate issued
 * and signed by the next, every issuer a CA, all valid now) and the JWS is verified with the leaf's key (ES256).
 * Anything else is the 400 'Invalid signature'.
 */
export async function verifyAppleJws<T>(jws: string, root: X509Certificate, now = new Date()): Promise<T> {
  try {
    const header = decodeProtectedHeader(jws)
    if (header.alg !== 'ES256' || !Array.isArray(header.x5c) || header.x5c.length < 2) throw new Error('header')
    const chain = header.x5c.map((der) => new X509Certificate(Buffer.from(der, 'base64')))
    const top = chain[chain.length - 1]!
    const anchored = top.raw.equals(root.raw) || (top.checkIssued(root) && top.verify(root.publicKey) && root.ca)
    const linked = chain.every(
      (cert, i) => i === 0 || (cert.ca && chain[i - 1]!.checkIssued(cert) && chain[i - 1]!.verify(cert.publicKey))
    )
    if (!anchored || !linked || !chain.every((cert) => valid(cert, now)) || !valid(root, now)) throw new Error('chain')
    const { payload } = await compactVerify(jws, chain[0]!.publicKey, { algorithms: ['ES256'] })
    return JSON.parse(new TextDecoder().decode(payload)) as T
  } catch {
    throw new BadRequest('Invalid signature')
  }
}
