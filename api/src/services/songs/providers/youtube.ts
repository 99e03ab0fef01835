import type { Application } from '../../../declarations.ts'
import { expectOk, providerFetch } from '../../../providers/http.ts'
import { requireSettings } from '../../../providers/settings.ts'
import { baseUrl, missing, tracksOf, type RawTrack } from './client.ts'
import type { MusicProvider } from './provider.ts'

const NAME = 'YouTube'
const SETTINGS = ['YOUTUBE_API_KEY'] as const

/** Seconds of an ISO 8601 duration as YouTube gives it (`PT1H2M3S`, `P1DT2S`); NaN when it is not one. */
export function isoDurationSeconds(value: string): number {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value)
  if (!match || value === 'P' || value.endsWith('T')) return NaN
  const [, d = '0', h = '0', m = '0', s = '0'] = match
  return Number(d) * 86400 + Number(h) * 3600 + Number(m) * 60 + Number(s)
}

interface Video {
  id: string
  snippet: { title: string; channelTitle: string; thumbnails?: Record<string, { url: string }> }
  contentDetails: { duration: string; contentRating?: { ytRating?: string } }
}

const raw = (v: Video): RawTrack => ({
  id: v.id,
  trackName: v.snippet.title,
  artistName: v.snippet.channelTitle,
  duration: isoDurationSeconds(v.contentDetails.duration),
  explicit: v.contentDetails.contentRating?.ytRating === 'ytAgeRestricted',
  thumbnail: (v.snippet.thumbnails?.high ?? v.snippet.thumbnails?.default)?.url,
  link: `https://www.youtube.com/watch?v=${v.id}`
})

/** The YouTube Data API v3 with an API key: video search, then the videos' details for their durations. */
export function youtube(app: Application): MusicProvider {
  const api = () => baseUrl(app, 'YOUTUBE_API_URL', 'https://www.googleapis.com/youtube/v3')
  const key = () => encodeURIComponent(requireSettings(app, NAME, SETTINGS, 'youtube').YOUTUBE_API_KEY)
  const videos = async (ids: string[]) => {
    if (!ids.length) return []
    const query = new URLSearchParams({ part: 'snippet,contentDetails', id: ids.join(',') })
    const res = await providerFetch<{ items: Video[] }>(NAME, `${api()}/videos?${query}&key=${key()}`)
    return tracksOf('youtube', expectOk(NAME, 'describe the videos', res).items.map(raw))
  }
  return {
    key: 'youtube',
    name: NAME,
    missingSettings: () => missing(app, SETTINGS),
    async search({ q, limit, country, explicit }) {
      const query = new URLSearchParams({
        part: 'snippet',
        type: 'video',
        videoCategoryId: '10',
        q,
        maxResults: String(Math.min(limit, 50)),
        regionCode: country.toUpperCase(),
        safeSearch: explicit ? 'none' : 'strict'
      })
      const res = await providerFetch<{ items: { id: { videoId?: string } }[] }>(
        NAME,
        `${api()}/search?${query}&key=${key()}`
      )
      const ids = expectOk(NAME, 'search', res).items.flatMap((item) => (item.id.videoId ? [item.id.videoId] : []))
      return videos(ids)
    },
    async track(id) {
      return (await videos([id]))[0] ?? null
    },
    // A search costs 100 units of the key's daily quota; a video lookup costs 1.
    probe: () => videos(['dQw4w9WgXcQ']),
    idFromLink: (link) =>
      link.hostname.endsWith('youtu.be')
        ? link.pathname.slice(1) || null
        : (link.searchParams.get('v') ?? /^\/(?:shorts|embed)\/([\w-]+)/.exec(link.pathname)?.[1] ?? null)
  }
}
