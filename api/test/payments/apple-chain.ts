import 'reflect-metadata'
import { webcrypto } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as x509 from '@peculiar/x509'
import { CompactSign } from 'jose'

// Node's webcrypto is the Web Crypto API; its type differs from the DOM's in details @peculiar/x509 does not use.
x509.cryptoProvider.set(webcrypto as unknown as Crypto)
const alg = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' }
const day = 86_400_000
let serial = 0

const newKeys = () => webcrypto.subtle.generateKey(alg, true, ['sign', 'verify']) as Promise<CryptoKeyPair>

/** Apple's marks on the certificates that sign App Store data (the API's `appleOids`). */
export const marks = { signer: '1.2.840.113635.100.6.11.1', intermediate: '1.2.840.113635.100.6.2.1' }
// An Apple mark's value is DER NULL.
const mark = (oid: string) => new x509.Extension(oid, false, new Uint8Array([5, 0]))

/** A certificate of `keys` for `name`, issued by `issuer` (self-signed without one), with the extensions `oids`. */
async function certify(
  name: string,
  keys: CryptoKeyPair,
  issuer?: Signer,
  ca = true,
  notAfter?: Date,
  oids: string[] = []
) {
  const basic = ca
    ? [
        new x509.BasicConstraintsExtension(true, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true)
      ]
    : [new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true)]
  const extensions = [...basic, ...oids.map(mark)]
  return x509.X509CertificateGenerator.create({
    serialNumber: (++serial).toString(16).padStart(2, '0'),
    subject: `CN=${name}`,
    issuer: issuer ? issuer.cert.subject : `CN=${name}`,
    notBefore: new Date(Date.now() - day),
    notAfter: notAfter ?? new Date(Date.now() + 365 * day),
    signingAlgorithm: alg,
    publicKey: keys.publicKey,
    signingKey: issuer ? issuer.keys.privateKey : keys.privateKey,
    extensions
  })
}

interface Signer {
  keys: CryptoKeyPair
  cert: x509.X509Certificate
}

/**
 * A test CA shaped like Apple's: a root, an intermediate and a leaf that signs. `rootPemPath` is what
 * APP_STORE_ROOT_CERT names; `sign` makes a JWS with the x5c chain the App Store sends.
 */
export async function appleLikeChain(label = 'Test') {
  const rootKeys = await newKeys()
  const root = { keys: rootKeys, cert: await certify(`${label} Root CA`, rootKeys) }
  const interKeys = await newKeys()
  const inter = {
    keys: interKeys,
    cert: await certify(`${label} Intermediate`, interKeys, root, true, undefined, [marks.intermediate])
  }
  const leafKeys = await newKeys()
  const leaf = {
    keys: leafKeys,
    cert: await certify(`${label} Signer`, leafKeys, inter, false, undefined, [marks.signer])
  }
  const rootPemPath = join(tmpdir(), `apple-root-${label}-${Date.now()}-${serial}.pem`)
  writeFileSync(rootPemPath, root.cert.toString('pem'))
  const der = (cert: x509.X509Certificate) => Buffer.from(cert.rawData).toString('base64')

  /** A JWS of `payload` signed by `by` (the leaf by default) with `chain` (leaf, intermediate, root) as x5c. */
  async function sign(
    payload: unknown,
    by: CryptoKey = leaf.keys.privateKey,
    chain = [leaf.cert, inter.cert, root.cert]
  ) {
    return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
      .setProtectedHeader({ alg: 'ES256', x5c: chain.map(der) })
      .sign(by)
  }
  return { root, inter, leaf, rootPemPath, sign, newKeys, certify }
}
