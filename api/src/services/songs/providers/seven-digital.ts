import { createHmac, randomBytes } from 'node:crypto'
import type { Application } from '../../../declarations.ts'
import { expectOk, providerFetch } from '../../../providers/http.ts'
import { requireSettings } from '../../../providers/settings.ts'
import { baseUrl, missing, okOrMissing, tracksOf, type RawTrack } from './client.ts'
import type { MusicProvider, ProviderStreams, StreamQuality } from './provider.ts'

const NAME = 'seven-digital'
const SETTINGS = ['SEVEN_DIGITAL_CONSUMER_KEY', 'SEVEN_DIGITAL_CONSUMER_SECRET'] as const
// 7digital streams at 128 kbps (low), 192 or 320; "medium" is the seed's default quality.
const BITRATES = { low: '128', medium: '192', high: '320' } as const

// RFC 3986 percent-encoding, as OAuth 1.0a (RFC 5849 §3.6) needs it.
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

/** `url` with `params` and a two-legged OAuth 1.0a HMAC-SHA1 signature (RFC 5849) in its query. */
export function signedUrl(url: string, params: Record<string, string>, key: string, secret: string, now = Date.now()) {
  const all: Record<string, string> = {
    ...params,
    oauth_consumer_key: key,
    oauth_nonce: randomBytes(12).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: String(Math.floor(now / 1000)),
    oauth_version: '1.0'
  }
  const normalized = Object.entries(all)
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const base = `GET&${rfc3986(url)}&${rfc3986(normalized)}`
  const signature = createHmac('sha1', `${rfc3986(secret)}&`)
    .update(base)
    .digest('base64')
  return `${url}?${normalized}&oauth_signature=${rfc3986(signature)}`
}

interface SevenDigitalTrack {
  id: string | number
  title: string
  version?: string
  duration: number
  isrc?: string
  explicitContent?: boolean
  url?: string
  artist?: { name?: string; appearsAs?: string }
  release?: { title?: string; image?: string; releaseDate?: string }
}

const raw = (t: SevenDigitalTrack): RawTrack => ({
  id: t.id,
  trackName: t.version ? `${t.title} (${t.version})` : t.title,
  artistName: t.artist?.appearsAs ?? t.artist?.name,
  duration: t.duration,
  isrc: t.isrc,
  explicit: t.explicitContent,
  albumName: t.release?.title,
  releaseYear: t.release?.releaseDate,
  thumbnail: t.release?.image,
  link: t.url
})

/** The 7digital catalogue API (consumer key in the query) and its OAuth-signed stream and preview URLs. */
export function sevenDigital(app: Application): MusicProvider {
  const api = () => baseUrl(app, 'SEVEN_DIGITAL_API_URL', 'https://api.7digital.com/1.2')
  const keys = () => requireSettings(app, NAME, SETTINGS, 'sevenDigital')
  const get = async <T>(path: string, params: Record<string, string>) => {
    const { SEVEN_DIGITAL_CONSUMER_KEY: key } = keys()
    const query = new URLSearchParams({ ...params, oauth_consumer_key: key })
    return providerFetch<T>(NAME, `${api()}${path}?${query}`)
  }
  const shop = () => app.get('config').providers.SEVEN_DIGITAL_SHOP_ID
  const where = (country: string): Record<string, string> =>
    shop() ? { shopId: shop()!, country: country.toUpperCase() } : { country: country.toUpperCase() }
  const builtStreams = (id: string, country: string, quality: StreamQuality): ProviderStreams => {
    const { SEVEN_DIGITAL_CONSUMER_KEY: key, SEVEN_DIGITAL_CONSUMER_SECRET: secret } = keys()
    const streamBase = baseUrl(app, 'SEVEN_DIGITAL_STREAM_URL', 'https://stream.svc.7digital.net/stream/catalogue')
    const previewBase = baseUrl(app, 'SEVEN_DIGITAL_PREVIEW_URL', 'https://previews.7digital.com/clip')
    const params = { trackId: id, ...where(country) }
    return {
      http: signedUrl(streamBase, { ...params, bitRate: BITRATES[quality] }, key, secret),
      preview: signedUrl(`${previewBase}/${encodeURIComponent(id)}`, where(country), key, secret)
    }
  }
  return {
    key: 'sevenDigital',
    name: NAME,
    missingSettings: () => missing(app, SETTINGS),
    async search({ q, limit, offset, country, explicit }) {
      const pagesize = Math.min(Math.max(limit, 1), 50)
      const body = expectOk(
        NAME,
        'search',
        await get<{ searchResults?: { searchResult?: { track: SevenDigitalTrack }[] } }>('/track/search', {
          q,
          pagesize: String(pagesize),
          page: String(Math.floor(offset / pagesize) + 1),
          ...where(country)
        })
      )
      const found = tracksOf(
        'sevenDigital',
        (body.searchResults?.searchResult ?? []).map((r) => raw(r.track))
      )
      return explicit ? found : found.filter((t) => !t.explicit)
    },
    async track(id, country) {
      const res = await get<{ track: SevenDigitalTrack }>('/track/details', { trackid: id, ...where(country) })
      // 7digital answers an unknown track id with 404, and a malformed one with 400 ("invalid parameter").
      const body = res.status === 400 ? null : okOrMissing(NAME, 'look up the track', res)
      return body?.track ? (tracksOf('sevenDigital', [raw(body.track)])[0] ?? null) : null
    },
    async byIsrc(isrc, country) {
      const body = expectOk(
        NAME,
        'look up the ISRC',
        await get<{ tracks?: { track?: SevenDigitalTrack[] } }>('/track/search/isrc', { isrc, ...where(country) })
      )
      return tracksOf('sevenDigital', (body.tracks?.track ?? []).map(raw))[0] ?? null
    },
    streams: async (id, country, quality) => builtStreams(id, country, quality),
    builtStreams
  }
}
