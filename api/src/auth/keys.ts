import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPublicKey, hkdfSync, type KeyObject } from 'node:crypto'
import {
  calculateJwkThumbprint,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  importSPKI,
  type CryptoKey,
  type JWK
} from 'jose'

export const TOKEN_ALG = 'ES256'
/** The signing key's file in the data directory, when JWT_PRIVATE_KEY does not give it. */
export const SIGNING_KEY_FILE = 'jwt-private.pem'

export interface Keys {
  alg: string
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  /** The public key as Node's crypto takes it, which checks access tokens. */
  verifyKey: KeyObject
  publicPem: string
  jwk: JWK
  /** The HMAC key of playback tokens, derived from the signing key so that every process of a deployment shares it. */
  playbackSecret: Buffer
}

async function privatePem(options: { privatePem?: string; dataDir?: string }): Promise<string> {
  if (options.privatePem) return options.privatePem
  const file = options.dataDir && join(options.dataDir, SIGNING_KEY_FILE)
  if (file && existsSync(file)) return readFileSync(file, 'utf8')
  const pair = await generateKeyPair(TOKEN_ALG, { extractable: true })
  const pem = await exportPKCS8(pair.privateKey)
  if (file && options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true })
    writeFileSync(file, pem, { mode: 0o600 })
  }
  return pem
}

/**
 * The key pair that signs access tokens: from `JWT_PRIVATE_KEY` (PKCS#8 PEM) when given, else kept in
 * `dataDir/jwt-private.pem` (created on first start), else a fresh pair for this process (in-memory runs).
 */
export async function loadKeys(options: { privatePem?: string; dataDir?: string }): Promise<Keys> {
  const pem = await privatePem(options)
  const privateKey = await importPKCS8(pem, TOKEN_ALG)
  const verifyKey = createPublicKey(pem)
  const publicPem = verifyKey.export({ type: 'spki', format: 'pem' }).toString()
  const publicKey = await importSPKI(publicPem, TOKEN_ALG, { extractable: true })
  const jwk = await exportJWK(publicKey)
  const kid = await calculateJwkThumbprint(jwk)
  const playbackSecret = Buffer.from(hkdfSync('sha256', pem, '', 'spinroom playback token', 32))
  return {
    alg: TOKEN_ALG,
    kid,
    privateKey,
    publicKey,
    verifyKey,
    publicPem,
    jwk: { ...jwk, alg: TOKEN_ALG, use: 'sig', kid },
    playbackSecret
  }
}
