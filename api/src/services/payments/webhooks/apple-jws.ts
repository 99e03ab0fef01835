import { readFileSync } from 'node:fs'
import { X509Certificate } from 'node:crypto'
import { AsnConvert } from '@peculiar/asn1-schema'
import { Certificate } from '@peculiar/asn1-x509'
import { compactVerify, decodeProtectedHeader } from 'jose'
import type { Application } from '../../../declarations.ts'
import { BadRequest, Unavailable } from '../../../errors.ts'
import { requireSettings } from '../../../providers/settings.ts'

const roots = new Map<string, X509Certificate>()

/**
 * Apple's root certificate from the PEM file APP_STORE_ROOT_CERT names, and the app's bundle id (503 naming them when
 * unset or unreadable).
 */
export function appleSettings(app: Application): { root: X509Certificate; bundleId: string } {
  const settings = requireSettings(app, 'The App Store', ['APP_STORE_ROOT_CERT', 'APP_STORE_BUNDLE_ID'])
  const path = settings.APP_STORE_ROOT_CERT
  let root = roots.get(path)
  if (!root) {
    try {
      root = new X509Certificate(readFileSync(path))
    } catch {
      throw new Unavailable(`The App Store is not configured: APP_STORE_ROOT_CERT (${path}) is not a readable PEM`)
    }
    roots.set(path, root)
  }
  return { root, bundleId: settings.APP_STORE_BUNDLE_ID }
}

/** The marks Apple puts on the certificates that sign App Store data: the signer's and its issuer's. */
export const appleOids = { signer: '1.2.840.113635.100.6.11.1', intermediate: '1.2.840.113635.100.6.2.1' } as const

/** Whether a certificate carries an extension. */
const hasExtension = (cert: X509Certificate, oid: string) =>
  !!AsnConvert.parse(cert.raw, Certificate).tbsCertificate.extensions?.some((e) => e.extnID === oid)

const valid = (cert: X509Certificate, now: Date) => new Date(cert.validFrom) <= now && now <= new Date(cert.validTo)

/**
 * The payload of an App Store JWS, once its x5c chain is checked link by link up to `root` (each certificate issued
 * and signed by the next, every issuer a CA, all valid now, the leaf and the intermediate marked by Apple for App Store
 * data, as Apple's own libraries require) and the JWS is verified with the leaf's key (ES256). Anything else is the 400
 * 'Invalid signature'.
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
    if (!hasExtension(chain[0]!, appleOids.signer) || !hasExtension(chain[1]!, appleOids.intermediate))
      throw new Error('not App Store data')
    const { payload } = await compactVerify(jws, chain[0]!.publicKey, { algorithms: ['ES256'] })
    return JSON.parse(new TextDecoder().decode(payload)) as T
  } catch {
    throw new BadRequest('Invalid signature')
  }
}
