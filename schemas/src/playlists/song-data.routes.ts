import { routeGroup } from '../route.ts'
import { SongSchema } from '../songs/song.ts'
import {
  ProviderSongParams,
  ServiceSongSchema,
  SongDataQuery,
  SongLinkParams,
  SongMediaParams,
  SongPreviewsSchema,
  SongProvidersAnswerSchema,
  SongStreamQuery,
  SongStreamsSchema
} from './song-data.ts'

const tags = ['song data'] as const

export const songDataRoutes = routeGroup({
  getSongDataByLink: {
    method: 'GET',
    path: '/song-data/{link}',
    access: 'any',
    summary: 'the song of a provider link',
    description:
      'Reads the song a page link points at (Spotify, Apple Music, YouTube, youtu.be, SoundCloud, Audius) from its provider and puts it in the catalogue (matched to an equal song by seed 002 §5). {link} is the URL, percent-encoded. Only links of the seed’s music hosts are read: others are a 400 naming the host; a music host no provider of this server reads is a 404 saying so.',
    tags,
    params: SongLinkParams,
    query: SongDataQuery,
    result: SongSchema,
    errors: { 404: 'Song not found' }
  },
  getSongDataById: {
    method: 'GET',
    path: '/song-data/{providerSongId}/{musicProvider}',
    access: 'any',
    summary: 'the song of a provider id',
    description:
      'Reads one track from the provider (musicProvider is a key of musicProviders) and puts it in the catalogue. An unconfigured provider is a 503 naming its settings; a provider’s refusal a 502 naming it.',
    tags,
    params: ProviderSongParams,
    query: SongDataQuery,
    result: SongSchema,
    errors: { 404: 'Song not found' }
  },
  getSongDataProviders: {
    method: 'GET',
    path: '/song-data/{providerSongId}/{musicProvider}/providers',
    access: 'any',
    summary: "the song's ids on every configured provider",
    description:
      'Reads the track, then finds it on every other configured provider: by ISRC where the provider looks ISRCs up, else by a search on name and artist kept only when seed 002’s song-equality rules hold (duration within 5 s). The catalogue song gains every id found.',
    tags,
    params: ProviderSongParams,
    query: SongDataQuery,
    result: SongProvidersAnswerSchema,
    errors: { 404: 'Song not found' }
  },
  getSongDataForService: {
    method: 'GET',
    path: '/song-data/{providerSongId}/{musicProvider}/service',
    access: 'service',
    summary: 'the catalogue song of a provider id, for services',
    description:
      'For other services (API key): the catalogue’s song with this provider id, with its music analysis; the provider is asked only when the catalogue does not know the id yet.',
    tags,
    params: ProviderSongParams,
    query: SongDataQuery,
    result: ServiceSongSchema,
    errors: { 404: 'Song not found' }
  },
  getSongStream: {
    method: 'GET',
    path: '/song-data/stream/{country}/{id}',
    access: 'any',
    summary: "a catalogue song's stream URLs",
    description:
      'Stream URLs (http and hls) of the song (songId or songShortId) on each url-based provider it has and this server is configured for: seven-digital (signed, at the quality’s bit rate), SoundCloud, Audius, and the upload service’s HLS playlist.',
    tags,
    params: SongMediaParams,
    query: SongStreamQuery,
    result: SongStreamsSchema,
    errors: { 404: 'Song not found' }
  },
  getSongPreview: {
    method: 'GET',
    path: '/song-data/preview/{country}/{id}',
    access: 'any',
    summary: "a catalogue song's preview URLs",
    description:
      'Preview audio URLs of the song (songId or songShortId): those the catalogue keeps (Spotify, Apple Music) and those seven-digital and SoundCloud give; the upload service’s HLS playlist for an uploaded song.',
    tags,
    params: SongMediaParams,
    result: SongPreviewsSchema,
    errors: { 404: 'Song not found' }
  }
})
