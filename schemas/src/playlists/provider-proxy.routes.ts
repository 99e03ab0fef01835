import { Type } from '@sinclair/typebox'
import { routeGroup } from '../route.ts'

const Audio = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', contentMediaType: 'audio/mpeg' })
const relayed =
  'Forwards the `Range` header, and answers the provider’s status (200, or 206 with `Content-Range`), type and ' +
  'bytes. Only this call of the provider is relayed: the path takes a track id and nothing else (no query, no ' +
  'other path). 404 when the provider has no such track; 502 naming it when it fails.'

/**
 * Seed 002 §2: in Discord-activity mode the player reaches Audius and SoundCloud through proxy paths (a Discord
 * activity's page may only call its own origin). No token: a media element sends none.
 */
export const providerProxyRoutes = routeGroup({
  proxyAudiusStream: {
    method: 'GET',
    path: '/proxy/audius/v1/tracks/{trackId}/stream',
    access: 'public',
    summary: 'an Audius track’s audio, relayed from the configured Audius host (Discord activity)',
    description: `Audius’s \`GET /v1/tracks/{trackId}/stream\` at AUDIUS_API_HOST. ${relayed}`,
    tags: ['playback'],
    params: Type.Object({ trackId: Type.String({ pattern: '^[A-Za-z0-9]{1,64}$' }) }),
    result: Audio,
    produces: 'audio/mpeg',
    errors: { 404: 'Track not found' }
  },
  proxySoundCloudStream: {
    method: 'GET',
    path: '/proxy/soundcloud/tracks/{trackId}/stream',
    access: 'public',
    summary: 'a SoundCloud track’s audio, relayed from its stream (Discord activity)',
    description: `The \`http_mp3_128_url\` of SoundCloud’s \`GET /tracks/{trackId}/streams\` (SOUNDCLOUD_API_URL, with the server’s app token). ${relayed}`,
    tags: ['playback'],
    params: Type.Object({ trackId: Type.String({ pattern: '^[0-9]{1,20}$' }) }),
    result: Audio,
    produces: 'audio/mpeg',
    errors: { 404: 'Track not found' }
  }
})
