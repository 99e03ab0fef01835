import { Type } from '@sinclair/typebox'
import { routeGroup } from '../route.ts'

const Audio = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', contentMediaType: 'audio/mpeg' })
const relayed =
  'Forwards the `Range` header, and answers the provider’s status (200, or 206 with `Content-Range`), type and ' +
  'bytes. Only this call of the provider is relayed: the path takes a track id and nothing else (no query, no ' +
  'other path). 404 when the provider has no such track; 502 naming it when it fails.'
const Image = Type.Unsafe<Buffer>({ type: 'string', format: 'binary', contentMediaType: 'image/*' })
export const MAX_PROXIED_ARTWORK_BYTES = 5 * 1024 * 1024

/**
 * Seed 002 §2: in Discord-activity mode the player reaches Audius and SoundCloud through proxy paths (a Discord
 * activity's page may only call its own origin), and their artwork too. No token: a media element sends none.
 */
export const providerProxyRoutes = routeGroup({
  proxyAudiusStream: {
    method: 'GET',
    path: '/proxy/audius/v1/tracks/{trackId}/stream',
    access: 'public',
    rateLimit: 'providerProxy',
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
    rateLimit: 'providerProxy',
    summary: 'a SoundCloud track’s audio, relayed from its stream (Discord activity)',
    description: `The \`http_mp3_128_url\` of SoundCloud’s \`GET /tracks/{trackId}/streams\` (SOUNDCLOUD_API_URL, with the server’s app token). ${relayed}`,
    tags: ['playback'],
    params: Type.Object({ trackId: Type.String({ pattern: '^[0-9]{1,20}$' }) }),
    result: Audio,
    produces: 'audio/mpeg',
    errors: { 404: 'Track not found' }
  },
  proxyArtwork: {
    method: 'GET',
    path: '/proxy/artwork',
    access: 'public',
    rateLimit: 'providerProxy',
    summary: 'a song’s artwork, relayed from a music provider’s image host (Discord activity)',
    description:
      'No open proxy: only an https `url` on a provider’s image host (i.scdn.co, i.ytimg.com, *.mzstatic.com, ' +
      '*.sndcdn.com, *.audius.co, *.7static.com… and PROVIDER_ARTWORK_HOSTS), else 400 naming `url`. No credential ' +
      'is sent; a redirect is followed only to such a host. Answers the image’s type, length, `ETag` and ' +
      '`Last-Modified`, cacheable for a day; a browser’s `If-None-Match` or `If-Modified-Since` is asked of the host, ' +
      'whose 304 is answered without a body. 404 when the host has no such image; 502 when it fails, times out, ' +
      `answers no image (SVG included) or more than ${MAX_PROXIED_ARTWORK_BYTES / 1024 / 1024} MB.`,
    tags: ['playback'],
    query: Type.Object({
      url: Type.String({ minLength: 1, maxLength: 2048, description: 'the artwork’s https URL' })
    }),
    result: Image,
    produces: 'image/*',
    errors: { 404: 'Artwork not found' }
  }
})
