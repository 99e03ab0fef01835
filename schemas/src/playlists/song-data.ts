import { Type, type Static } from '@sinclair/typebox'
import { StringEnum, Uuid } from '../common.ts'
import { songProviderKeys, StreamUrlsSchema } from '../songs/crate-song.ts'
import { SongSchema } from '../songs/song.ts'
import { musicLinkHosts } from '../rooms/chat-message.ts'

/** A music host whose links become songs (seed 002 §5: the same hosts that make song cards in chat). */
export type MusicLinkHost = (typeof musicLinkHosts)[number]

/** The music host of a link's hostname (`open.spotify.com` → spotify), or undefined for any other host. */
export function musicLinkHost(hostname: string): MusicLinkHost | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host === 'youtu.be' || host.endsWith('.youtu.be')) return 'youtu.be'
  // Any label but the top-level one: music.apple.com, www.amazon.co.uk, music.yandex.ru.
  const labels = host.split('.').slice(0, -1)
  return musicLinkHosts.find((name) => labels.includes(name))
}

// Postgres text refuses NUL; path and query strings that reach a query or a provider carry none.
const NO_NUL = '^[^\\u0000]*$'

export const SongProviderKeySchema = StringEnum(songProviderKeys, { description: 'a key of musicProviders' })

export const SongLinkParams = Type.Object(
  {
    link: Type.String({ minLength: 1, maxLength: 2000, pattern: NO_NUL, description: 'a provider page URL, encoded' })
  },
  { additionalProperties: false }
)
export type SongLinkParams = Static<typeof SongLinkParams>

export const ProviderSongParams = Type.Object(
  {
    providerSongId: Type.String({ minLength: 1, maxLength: 200, pattern: NO_NUL }),
    musicProvider: SongProviderKeySchema
  },
  { additionalProperties: false }
)
export type ProviderSongParams = Static<typeof ProviderSongParams>

const Country = Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166 country code (Apple: storefront)' })

export const SongDataQuery = Type.Object(
  { country: Type.Optional({ ...Country, default: 'us' }) },
  { additionalProperties: false }
)
export type SongDataQuery = Static<typeof SongDataQuery>

/** How `/providers` matched the song on another provider. */
export const ProviderMatchSchema = Type.Object(
  {
    provider: SongProviderKeySchema,
    providerId: Type.String(),
    by: StringEnum(['source', 'catalogue', 'isrc', 'name'] as const, {
      description:
        'source: the asked provider; catalogue: already known; isrc: same ISRC; name: same name, artist and duration within 5 s'
    })
  },
  { additionalProperties: false }
)

export const SongProvidersAnswerSchema = Type.Object(
  {
    song: SongSchema,
    matches: Type.Array(ProviderMatchSchema),
    unconfigured: Type.Array(SongProviderKeySchema, { description: 'providers this server has no settings for' }),
    failed: Type.Array(
      Type.Object({ provider: SongProviderKeySchema, message: Type.String() }, { additionalProperties: false }),
      { description: 'providers that could not be asked (502/503), with why' }
    )
  },
  { $id: 'SongProvidersAnswer', additionalProperties: false }
)
export type SongProvidersAnswer = Static<typeof SongProvidersAnswerSchema>

export const SongMediaParams = Type.Object(
  {
    country: Country,
    id: Type.String({ minLength: 1, maxLength: 64, pattern: NO_NUL, description: 'songId or songShortId' })
  },
  { additionalProperties: false }
)
export type SongMediaParams = Static<typeof SongMediaParams>

export const streamQualities = ['low', 'medium', 'high'] as const
export const SongStreamQuery = Type.Object(
  { quality: Type.Optional(StringEnum(streamQualities, { default: 'medium' })) },
  { additionalProperties: false }
)
export type SongStreamQuery = Static<typeof SongStreamQuery>

export const SongStreamsSchema = Type.Object(
  {
    songId: Uuid,
    quality: StringEnum(streamQualities),
    streamUrls: StreamUrlsSchema
  },
  { $id: 'SongStreams', additionalProperties: false }
)
export type SongStreams = Static<typeof SongStreamsSchema>

export const SongPreviewsSchema = Type.Object(
  {
    songId: Uuid,
    previews: Type.Record(Type.String(), Type.String(), { description: 'provider → preview audio URL' })
  },
  { $id: 'SongPreviews', additionalProperties: false }
)
export type SongPreviews = Static<typeof SongPreviewsSchema>

/** A catalogue song as services see it: with the music analysis the analysis webhook stored. */
export const ServiceSongSchema = Type.Object(
  { ...SongSchema.properties, analysis: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]) },
  { $id: 'ServiceSong', additionalProperties: false }
)
export type ServiceSong = Static<typeof ServiceSongSchema>
