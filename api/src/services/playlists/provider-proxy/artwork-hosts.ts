import { BadRequest, Unavailable } from '../../../errors.ts'
import type { Application } from '../../../declarations.ts'
import { setting } from '../../../providers/settings.ts'

/**
 * The image hosts the providers' song data points at (api/src/services/songs/providers/*.ts): Spotify's i.scdn.co,
 * mosaic.scdn.co and image-cdn-*.spotifycdn.com, YouTube's i.ytimg.com, Apple's is1-ssl.mzstatic.com, SoundCloud's
 * i1.sndcdn.com, Audius's content nodes under audius.co and 7digital's artwork-cdn.7static.com. https only, port 443.
 */
export const ARTWORK_HOSTS = [
  '*.scdn.co',
  '*.spotifycdn.com',
  '*.ytimg.com',
  '*.mzstatic.com',
  '*.sndcdn.com',
  'audius.co',
  '*.audius.co',
  '*.7static.com'
] as const

/** One allowed host: `*.` allows its subdomains; scheme and port must match exactly. */
interface ArtworkHost {
  host: string
  protocol: 'https:' | 'http:'
  port: string
}

const SETTING = 'PROVIDER_ARTWORK_HOSTS'
const defaultPort = (protocol: string) => (protocol === 'http:' ? '80' : '443')

/** An entry of the list: `host` or `*.domain` (https on 443), or an origin `http(s)://host[:port]` exactly. */
function parseEntry(entry: string): ArtworkHost {
  const origin = /^https?:\/\//i.test(entry)
  let url: URL | undefined
  try {
    url = new URL(origin ? entry : `https://${entry}`)
  } catch {
    // answered below
  }
  const bare = url && !url.username && !url.password && `${url.pathname}${url.search}${url.hash}` === '/'
  if (!url || !bare || entry.endsWith('/') || (!origin && url.port))
    throw new Unavailable(`${SETTING}: expected host, *.domain or http(s)://host[:port], got '${entry}'`)
  const protocol = url.protocol as ArtworkHost['protocol']
  return { host: url.hostname, protocol, port: url.port || defaultPort(protocol) }
}

const parsed = new Map<string, ArtworkHost[]>()

/** The built-in hosts and the operator's `PROVIDER_ARTWORK_HOSTS` (comma-separated), parsed once per value. */
function artworkHosts(app: Application): ArtworkHost[] {
  const extra = setting(app, SETTING, '')
  let hosts = parsed.get(extra)
  if (!hosts) {
    const entries = [...ARTWORK_HOSTS, ...extra.split(',')].map((entry) => entry.trim()).filter(Boolean)
    hosts = entries.map(parseEntry)
    parsed.clear()
    parsed.set(extra, hosts)
  }
  return hosts
}

const matches = (url: URL, allowed: ArtworkHost) =>
  url.protocol === allowed.protocol &&
  (url.port || defaultPort(url.protocol)) === allowed.port &&
  (allowed.host.startsWith('*.') ? url.hostname.endsWith(allowed.host.slice(1)) : url.hostname === allowed.host)

/** Whether `url` is on an allowed artwork host (checked again after every redirect). */
export const isArtworkUrl = (app: Application, url: URL) =>
  !url.username && !url.password && artworkHosts(app).some((allowed) => matches(url, allowed))

const invalidUrl = (message: string) =>
  new BadRequest(`Invalid query: 'url' ${message}`, { errors: [{ field: 'url', message }] })

/** The caller's `url` parsed, or the 400 naming `url` and why. */
export function artworkUrl(app: Application, raw: string): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw invalidUrl('must be an absolute https URL')
  }
  if (url.username || url.password) throw invalidUrl('must not carry a user name or password')
  if (!isArtworkUrl(app, url))
    throw invalidUrl(
      url.protocol === 'https:' ? `must be on a music provider's image host, not ${url.host}` : 'must be an https URL'
    )
  return url
}
