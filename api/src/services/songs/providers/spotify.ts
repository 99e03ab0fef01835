import type { Application } from '../../../declarations.ts'
import { NotFound } from '../../../errors.ts'
import { expectOk, type ProviderResponse } from '../../../providers/http.ts'
import { requestTokens } from '../../../providers/oauth.ts'
import { requireSettings } from '../../../providers/settings.ts'
import { oauthProviders } from '../../accounts/provider-credentials/provider-credentials.ts'
import { appToken, baseUrl, missing, okOrMissing, tracksOf, withToken, type RawTrack } from './client.ts'
import type { MusicProvider, ProviderTrack } from './provider.ts'

const NAME = 'Spotify'
// The same client credentials the accounts' Spotify link uses (docs/self-hosting/music-providers.md, "Spotify").
const SETTINGS = ['SPOTIFY_CLIENT_ID', 'SPOTIFY_CLIENT_SECRET'] as const

interface SpotifyTrack {
  id: string
  name: string
  duration_ms: number
  explicit: boolean
  external_ids?: { isrc?: string }
  external_urls?: { spotify?: string }
  preview_url?: string | null
  artists: { name: string }[]
  album?: { name?: string; release_date?: string; images?: { url: string }[] }
}

interface PlaylistPage {
  items: { track: SpotifyTrack | null }[]
  next: string | null
}

const raw = (t: SpotifyTrack): RawTrack => ({
  id: t.id,
  trackName: t.name,
  artistName: t.artists?.map((a) => a.name).join(', '),
  duration: t.duration_ms / 1000,
  isrc: t.external_ids?.isrc,
  explicit: t.explicit,
  albumName: t.album?.name,
  releaseYear: t.album?.release_date,
  thumbnail: t.album?.images?.[0]?.url,
  link: t.external_urls?.spotify,
  preview: t.preview_url
})

/** Spotify's Web API with an app token (client-credentials grant): search, tracks, playlists' tracks. */
export function spotify(app: Application): MusicProvider {
  const api = () => baseUrl(app, 'SPOTIFY_API_URL', 'https://api.spotify.com/v1')
  const token = (fresh: boolean) =>
    appToken(
      app,
      'spotify',
      async () => {
        requireSettings(app, NAME, SETTINGS, 'spotify')
        const issued = await requestTokens(app, oauthProviders.spotify, { grant_type: 'client_credentials' })
        return { value: issued.accessToken, expiresAt: issued.expiresAt.getTime() }
      },
      fresh
    )
  const get = <T>(path: string) =>
    withToken<T>(NAME, `${api()}${path}`, token, (value) => ({ authorization: `Bearer ${value}` }))
  const search = async (q: string, limit: number, offset: number, country: string) => {
    requireSettings(app, NAME, SETTINGS, 'spotify')
    const query = new URLSearchParams({
      q,
      type: 'track',
      limit: String(limit),
      offset: String(offset),
      market: country
    })
    const body = expectOk(NAME, 'search', await get<{ tracks?: { items?: SpotifyTrack[] } }>(`/search?${query}`))
    return tracksOf('spotify', (body.tracks?.items ?? []).map(raw))
  }
  return {
    key: 'spotify',
    name: NAME,
    missingSettings: () => missing(app, SETTINGS),
    search: ({ q, limit, offset, country, explicit }) =>
      search(q, Math.min(limit, 50), offset, country).then((found) =>
        explicit ? found : found.filter((track) => !track.explicit)
      ),
    async track(id, country) {
      requireSettings(app, NAME, SETTINGS, 'spotify')
      const res = await get<SpotifyTrack>(`/tracks/${encodeURIComponent(id)}?market=${encodeURIComponent(country)}`)
      // Spotify answers 400 "invalid id" for ids that cannot exist.
      const body = res.status === 400 ? null : okOrMissing(NAME, 'look up the track', res)
      return body ? (tracksOf('spotify', [raw(body)])[0] ?? null) : null
    },
    async byIsrc(isrc, country) {
      return (await search(`isrc:${isrc}`, 1, 0, country))[0] ?? null
    },
    async playlistTracks(playlistId, country) {
      requireSettings(app, NAME, SETTINGS, 'spotify')
      const tracks: ProviderTrack[] = []
      let path: string | null =
        `/playlists/${encodeURIComponent(playlistId)}/tracks?limit=100&offset=0&market=${encodeURIComponent(country)}`
      while (path) {
        const res: ProviderResponse<PlaylistPage> = await get<PlaylistPage>(path)
        if (res.status === 404) throw new NotFound(`${NAME} has no playlist ${playlistId}`)
        const page: PlaylistPage = expectOk(NAME, 'list the playlist', res)
        tracks.push(
          ...tracksOf(
            'spotify',
            page.items.flatMap((item) => (item.track ? [raw(item.track)] : []))
          )
        )
        // Spotify's next link is absolute on its own host: keep only its path and query below our base.
        path = page.next ? page.next.slice(page.next.indexOf('/playlists/')) : null
      }
      return tracks
    },
    idFromLink: (link) => /\/track\/([A-Za-z0-9]{22})/.exec(link.pathname)?.[1] ?? null
  }
}
