import type { Application } from '../../../declarations.ts'
import { expectOk } from '../../../providers/http.ts'
import { setting } from '../../../providers/settings.ts'
import { providerFetch } from '../../../providers/http.ts'
import { baseUrl, okOrMissing, tracksOf, type RawTrack } from './client.ts'
import type { MusicProvider } from './provider.ts'

const NAME = 'Audius'
/** Audius's public API, which needs no key: a deployment may name a discovery node of its own instead. */
export const AUDIUS_PUBLIC_API = 'https://api.audius.co'

interface AudiusTrack {
  id: string
  title: string
  duration: number
  genre?: string
  isrc?: string | null
  permalink?: string
  release_date?: string
  artwork?: Record<string, string>
  user?: { name?: string }
}

/** Audius's API (no credentials; `app_name` identifies the caller): search, tracks, stream URLs. */
export function audius(app: Application): MusicProvider {
  const host = () => baseUrl(app, 'AUDIUS_API_HOST', AUDIUS_PUBLIC_API)
  const appName = () => encodeURIComponent(setting(app, 'AUDIUS_APP_NAME', 'spinroom'))
  const streamUrl = (id: string) => `${host()}/v1/tracks/${encodeURIComponent(id)}/stream?app_name=${appName()}`
  const raw = (t: AudiusTrack): RawTrack => ({
    id: t.id,
    trackName: t.title,
    artistName: t.user?.name,
    duration: t.duration,
    isrc: t.isrc,
    genre: t.genre,
    releaseYear: t.release_date,
    thumbnail: t.artwork?.['480x480'] ?? t.artwork?.['150x150'],
    link: t.permalink ? `https://audius.co${t.permalink}` : undefined
  })
  return {
    key: 'audius',
    name: NAME,
    missingSettings: () => [],
    async search({ q, limit, offset }) {
      const query = new URLSearchParams({ query: q, limit: String(limit), offset: String(offset) })
      const res = await providerFetch<{ data: AudiusTrack[] }>(
        NAME,
        `${host()}/v1/tracks/search?${query}&app_name=${appName()}`
      )
      return tracksOf('audius', expectOk(NAME, 'search', res).data.map(raw))
    },
    async track(id) {
      const res = await providerFetch<{ data: AudiusTrack }>(
        NAME,
        `${host()}/v1/tracks/${encodeURIComponent(id)}?app_name=${appName()}`
      )
      const body = okOrMissing(NAME, 'look up the track', res)
      return body?.data ? (tracksOf('audius', [raw(body.data)])[0] ?? null) : null
    },
    builtStreams: (id) => ({ http: streamUrl(id) }),
    streams: async (id) => ({ http: streamUrl(id) }),
    async resolveLink(link) {
      const res = await providerFetch<{ data: AudiusTrack }>(
        NAME,
        `${host()}/v1/resolve?url=${encodeURIComponent(link.href)}&app_name=${appName()}`
      )
      const body = okOrMissing(NAME, 'resolve the link', res)
      return body?.data ? (tracksOf('audius', [raw(body.data)])[0] ?? null) : null
    }
  }
}
