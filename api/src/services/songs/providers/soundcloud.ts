import type { Application } from '../../../declarations.ts'
import { expectOk } from '../../../providers/http.ts'
import { requestTokens } from '../../../providers/oauth.ts'
import { requireSettings } from '../../../providers/settings.ts'
import { oauthProviders } from '../../accounts/provider-credentials/provider-credentials.ts'
import { appToken, baseUrl, missing, okOrMissing, tracksOf, withToken, type RawTrack } from './client.ts'
import type { MusicProvider } from './provider.ts'

const NAME = 'SoundCloud'
// SoundCloud's public API takes an app token from the client-credentials grant of the client the accounts link uses.
const SETTINGS = ['SOUNDCLOUD_CLIENT_ID', 'SOUNDCLOUD_CLIENT_SECRET'] as const
// SoundCloud answers an expired token with 403, not 401 (seed 002 §8).
const EXPIRED = 403

interface SoundCloudTrack {
  id: number
  urn?: string
  title: string
  duration: number
  genre?: string
  release_year?: number
  isrc?: string
  permalink_url?: string
  artwork_url?: string
  access?: string
  user?: { username?: string }
  publisher_metadata?: { artist?: string; isrc?: string; explicit?: boolean; album_title?: string }
}

const raw = (t: SoundCloudTrack): RawTrack => ({
  id: t.id,
  trackName: t.title,
  artistName: t.publisher_metadata?.artist || t.user?.username,
  duration: t.duration / 1000,
  isrc: t.publisher_metadata?.isrc ?? t.isrc,
  explicit: t.publisher_metadata?.explicit,
  genre: t.genre,
  albumName: t.publisher_metadata?.album_title,
  releaseYear: t.release_year,
  thumbnail: t.artwork_url,
  link: t.permalink_url
})

/** SoundCloud's public API with an app token: track search, tracks, their streams, and permalinks resolved. */
export function soundCloud(app: Application): MusicProvider {
  const api = () => baseUrl(app, 'SOUNDCLOUD_API_URL', 'https://api.soundcloud.com')
  const token = (fresh: boolean) =>
    appToken(
      app,
      'soundcloud',
      async () => {
        requireSettings(app, NAME, SETTINGS, 'soundCloudPublic')
        const issued = await requestTokens(app, oauthProviders.soundcloud, { grant_type: 'client_credentials' })
        return { value: issued.accessToken, expiresAt: issued.expiresAt.getTime() }
      },
      fresh
    )
  const get = <T>(path: string) =>
    withToken<T>(NAME, `${api()}${path}`, token, (value) => ({ authorization: `OAuth ${value}` }), {}, EXPIRED)
  const track = async (id: string) => {
    requireSettings(app, NAME, SETTINGS, 'soundCloudPublic')
    const body = okOrMissing(NAME, 'look up the track', await get<SoundCloudTrack>(`/tracks/${encodeURIComponent(id)}`))
    return body ? (tracksOf('soundCloudPublic', [raw(body)])[0] ?? null) : null
  }
  return {
    key: 'soundCloudPublic',
    name: NAME,
    missingSettings: () => missing(app, SETTINGS),
    async search({ q, limit, offset, explicit }) {
      requireSettings(app, NAME, SETTINGS, 'soundCloudPublic')
      const query = new URLSearchParams({
        q,
        limit: String(Math.min(limit, 200)),
        offset: String(offset),
        linked_partitioning: 'true',
        access: 'playable'
      })
      const body = expectOk(NAME, 'search', await get<{ collection: SoundCloudTrack[] }>(`/tracks?${query}`))
      const found = tracksOf('soundCloudPublic', body.collection.map(raw))
      return explicit ? found : found.filter((t) => !t.explicit)
    },
    track: (id) => track(id),
    async streams(id) {
      requireSettings(app, NAME, SETTINGS, 'soundCloudPublic')
      const body = okOrMissing(
        NAME,
        'give the streams',
        await get<{ http_mp3_128_url?: string; hls_mp3_128_url?: string; preview_mp3_128_url?: string }>(
          `/tracks/${encodeURIComponent(id)}/streams`
        )
      )
      return { http: body?.http_mp3_128_url, hls: body?.hls_mp3_128_url, preview: body?.preview_mp3_128_url }
    },
    async resolveLink(link) {
      requireSettings(app, NAME, SETTINGS, 'soundCloudPublic')
      const res = await get<SoundCloudTrack & { kind?: string }>(`/resolve?url=${encodeURIComponent(link.href)}`)
      const body = okOrMissing(NAME, 'resolve the link', res)
      return body && (body.kind ?? 'track') === 'track' ? (tracksOf('soundCloudPublic', [raw(body)])[0] ?? null) : null
    }
  }
}
