import { generateKeyPairSync } from 'node:crypto'
import type { TestServer } from '../../helpers/server.ts'
import { musicProviderStandIn } from './music-providers.ts'

/** A music-provider stand-in with an Apple Music signing key of its own, and the settings that point at it. */
export async function startProviderStandIn() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const appleKey = {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    keyId: 'KEY1234567',
    teamId: 'TEAM123456'
  }
  const stand = musicProviderStandIn(appleKey)
  await stand.start()
  const settings = stand.settings(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString())
  return { stand, settings, appleKey }
}

/** Resolves once no crate import is IN_PROGRESS any more (the import job runs on the queue's worker). */
export async function importsSettled(s: TestServer, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const running = await s.knex('crates').where({ importStatus: 'IN_PROGRESS' }).first('id')
    if (!running) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('crate imports still IN_PROGRESS')
}
