import { generateKeyPairSync } from 'node:crypto'
import { CYANITE_STAND_IN_TOKEN } from '../../api/test/playlists/stand-ins/cyanite.ts'
import { standInSettings } from '../../api/test/playlists/stand-ins/music-providers.ts'

const keyId = 'KEY1234567'
const teamId = 'TEAM123456'

/** The Apple Music signing key the API signs with and the stand-in checks: made once, handed to both by the config. */
export function appleStandInKey() {
  const privateKeyPem =
    process.env.STAND_IN_APPLE_PRIVATE_KEY ??
    generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString()
  process.env.STAND_IN_APPLE_PRIVATE_KEY = privateKeyPem
  return { privateKeyPem, keyId, teamId }
}

/** Every provider setting of the API, pointed at the stand-ins at `base`, SDK scripts included. */
export function providerStandInSettings(base: string): Record<string, string> {
  const { privateKeyPem } = appleStandInKey()
  return {
    ...standInSettings(base, privateKeyPem, { keyId, teamId }),
    YOUTUBE_IFRAME_API_URL: `${base}/sdk/youtube-iframe-api.js`,
    SPOTIFY_SDK_URL: `${base}/sdk/spotify-player.js`,
    APPLE_MUSIC_SDK_URL: `${base}/sdk/musickit.js`,
    // Similar-track suggestions: the GraphQL stand-in of routes/cyanite.ts.
    CYANITE_API_URL: `${base}/cyanite/graphql`,
    CYANITE_ACCESS_TOKEN: CYANITE_STAND_IN_TOKEN,
    STAND_IN_APPLE_PRIVATE_KEY: privateKeyPem,
    // Linked accounts' refresh tokens are sealed at rest (Spotify's through the player's link flow).
    PROVIDER_TOKEN_KEY: 'e2e provider token sealing key'
  }
}
