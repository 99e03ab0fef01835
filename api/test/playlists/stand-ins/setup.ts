import { generateKeyPairSync } from 'node:crypto'
import { musicProviderStandIn } from './music-providers.ts'

/** A music-provider stand-in with an Apple Music signing key of its own, and the settings that point at it. */
export async function startProviderStandIn() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const stand = musicProviderStandIn({
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    keyId: 'KEY1234567',
    teamId: 'TEAM123456'
  })
  await stand.start()
  const settings = stand.settings(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())
  return { stand, settings }
}
