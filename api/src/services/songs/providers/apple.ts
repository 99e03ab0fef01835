import { createPrivateKey, sign } from 'node:crypto'
import type { Application } from '../../../declarations.ts'
import { NotFound, Unavailable } from '../../../errors.ts'
import { expectOk, type ProviderResponse } from '../../../providers/http.ts'
import { requireSettings } from '../../../providers/settings.ts'
import { appToken, baseUrl, missing, okOrMissing, tracksOf, withToken, type RawTrack } from './client.ts'
import type { MusicProvider, ProviderTrack } from './provider.ts'

const NAME = 'Apple Music'
const SETTINGS = ['APPLE_MUSIC_TEAM_ID', 'APPLE_MUSIC_KEY_ID', 'APPLE_MUSIC_PRIVATE_KEY'] as const
// Seed 002 §9: Apple search limit 25. Developer tokens may last up to six months; an hour keeps a leak short.
const SEARCH_LIMIT = 25
const TOKEN_SECONDS = 3600

interface AppleSong {
  id: string
  type?: string
  attributes: {
    name: string
    artistName: string
    durationInMillis: number
    isrc?: string
    contentRating?: string
    genreNames?: string[]
    albumName?: string
    releaseDate?: string
    url?: string
    artwork?: { url: string }
    previews?: { url: string }[]
  }
}

interface PlaylistPage {
  data: AppleSong[]
  next?: string
}

const raw = ({ id, attributes: a }: AppleSong): RawTrack => ({
  id,
  trackName: a.name,
  artistName: a.artistName,
  duration: a.durationInMillis / 1000,
  isrc: a.isrc,
  explicit: a.contentRating === 'explicit',
  genre: a.genreNames?.find((genre) => genre !== 'Music'),
  albumName: a.albumName,
  releaseYear: a.releaseDate,
  thumbnail: a.artwork?.url.replace('{w}', '500').replace('{h}', '500'),
  link: a.url,
  preview: a.previews?.[0]?.url
})

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** A MusicKit developer token: a JWT signed ES256 with the team's private key (PEM, `\n` escapes allowed). */
export function developerToken(settings: Record<(typeof SETTINGS)[number], string>, now = Date.now()) {
  const header = base64url(JSON.stringify({ alg: 'ES256', kid: settings.APPLE_MUSIC_KEY_ID }))
  const iat = Math.floor(now / 1000)
  const claims = base64url(JSON.stringify({ iss: settings.APPLE_MUSIC_TEAM_ID, iat, exp: iat + TOKEN_SECONDS }))
  let key
  try {
    key = createPrivateKey(settings.APPLE_MUSIC_PRIVATE_KEY.replace(/\\n/g, '\n'))
  } catch {
    throw new Unavailable(`${NAME} is not configured: APPLE_MUSIC_PRIVATE_KEY is not a PEM private key`)
  }
  // JWS wants the raw r‖s pair, not DER.
  const signature = sign('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' })
  return { value: `${header}.${claims}.${base64url(signature)}`, expiresAt: (iat + TOKEN_SECONDS) * 1000 }
}

/** The Apple Music API with a developer token: catalogue search and songs by id or ISRC, storefront = country. */
export function appleMusic(app: Application): MusicProvider {
  const api = () => appleApi(app)
  const token = appleDeveloperToken(app)
  const get = <T>(path: string) =>
    withToken<T>(NAME, `${api()}${path}`, token, (value) => ({ authorization: `Bearer ${value}` }))
  const storefront = (country: string) => encodeURIComponent(country.toLowerCase())
  return {
    key: 'apple',
    name: NAME,
    missingSettings: () => missing(app, SETTINGS),
    async search({ q, limit, offset, country, explicit }) {
      requireSettings(app, NAME, SETTINGS, 'apple')
      const query = new URLSearchParams({
        term: q,
        types: 'songs',
        limit: String(Math.min(limit, SEARCH_LIMIT)),
        offset: String(offset)
      })
      const body = expectOk(
        NAME,
        'search',
        await get<{ results?: { songs?: { data: AppleSong[] } } }>(`/catalog/${storefront(country)}/search?${query}`)
      )
      const found = tracksOf('apple', (body.results?.songs?.data ?? []).map(raw))
      return explicit ? found : found.filter((track) => !track.explicit)
    },
    async track(id, country) {
      requireSettings(app, NAME, SETTINGS, 'apple')
      const body = okOrMissing(
        NAME,
        'look up the song',
        await get<{ data: AppleSong[] }>(`/catalog/${storefront(country)}/songs/${encodeURIComponent(id)}`)
      )
      return body?.data[0] ? (tracksOf('apple', [raw(body.data[0])])[0] ?? null) : null
    },
    async byIsrc(isrc, country) {
      requireSettings(app, NAME, SETTINGS, 'apple')
      const body = expectOk(
        NAME,
        'look up the ISRC',
        await get<{ data: AppleSong[] }>(
          `/catalog/${storefront(country)}/songs?filter[isrc]=${encodeURIComponent(isrc)}`
        )
      )
      return tracksOf('apple', body.data.map(raw))[0] ?? null
    },
    async playlistTracks(playlistId, country) {
      requireSettings(app, NAME, SETTINGS, 'apple')
      const tracks: ProviderTrack[] = []
      let path: string | null = `/catalog/${storefront(country)}/playlists/${encodeURIComponent(playlistId)}/tracks`
      while (path) {
        const res: ProviderResponse<PlaylistPage> = await get<PlaylistPage>(path)
        if (res.status === 404) throw new NotFound(`${NAME} has no playlist ${playlistId}`)
        const page: PlaylistPage = expectOk(NAME, 'list the playlist', res)
        tracks.push(...tracksOf('apple', page.data.filter((item) => item.type !== 'music-videos').map(raw)))
        // Apple's next is a path from the API's root (/v1/...): keep what follows the version.
        path = page.next ? page.next.replace(/^\/v1/, '') : null
      }
      return tracks
    },
    // music.apple.com/{sf}/album/{name}/{albumId}?i={songId} or /song/{name}/{songId}
    idFromLink: (link) => link.searchParams.get('i') ?? /\/song\/(?:[^/]+\/)?(\d+)$/.exec(link.pathname)?.[1] ?? null
  }
}

/** The app's developer token (a new one when `fresh`), for calls on a user's library. */
/** A new developer token from this server's settings, or the 503 naming the missing ones. */
export const signedDeveloperToken = (app: Application) => developerToken(requireSettings(app, NAME, SETTINGS, 'apple'))

export const appleDeveloperToken = (app: Application) => (fresh: boolean) =>
  appToken(app, 'apple', async () => signedDeveloperToken(app), fresh)

export const appleApi = (app: Application) => baseUrl(app, 'APPLE_MUSIC_API_URL', 'https://api.music.apple.com/v1')
