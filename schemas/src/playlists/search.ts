import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Uuid } from '../common.ts'
import { SongProvidersSchema, songProviderKeys } from '../songs/crate-song.ts'
import { SongSchema } from '../songs/song.ts'

/** Search page size (seed 002 §9). */
export const SEARCH_PAGE_SIZE = 20
/** How many catalogue results lead a v1 answer before the sources are interleaved (seed 002 §9). */
export const SEARCH_LEADING_CATALOGUE_RESULTS = 5

/** Where a search result comes from: our own catalogue, or one music provider. */
export const searchSources = ['catalogue', ...songProviderKeys] as const
export type SearchSourceKey = (typeof searchSources)[number]

export const SearchQuery = Type.Object({
  q: Type.Optional(
    Type.String({ maxLength: 200, default: '', description: 'words; the last one also matches as a prefix' })
  ),
  explicit: Type.Optional(Type.Boolean({ default: true, description: 'false leaves explicit songs out' })),
  country: Type.Optional(
    Type.String({ pattern: '^[A-Za-z]{2}$', default: 'US', description: 'storefront country of the providers' })
  ),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 0 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: SEARCH_PAGE_SIZE }))
})
export type SearchQuery = Static<typeof SearchQuery>

/** One song found: its data in catalogue terms, where it was found and its id there. */
export const SearchTrackSchema = Type.Object(
  {
    provider: StringEnum(searchSources, { description: 'where this result comes from' }),
    providerId: Type.String({ description: "the song's id there (the songId for the catalogue)" }),
    songId: Nullable(Uuid),
    songShortId: Nullable(Type.String()),
    isrc: Nullable(Type.String()),
    trackName: Type.String(),
    artistName: Type.String(),
    duration: Type.Number({ minimum: 0, description: 'seconds' }),
    explicit: Type.Boolean(),
    genre: Nullable(Type.String()),
    albumName: Nullable(Type.String()),
    releaseYear: Nullable(Type.Integer()),
    musicProviders: SongProvidersSchema,
    thumbnails: SongSchema.properties.thumbnails,
    links: SongSchema.properties.links,
    previews: SongSchema.properties.previews,
    streamUrls: SongSchema.properties.streamUrls,
    playbackToken: SongSchema.properties.playbackToken
  },
  { $id: 'SearchTrack' }
)
export type SearchTrack = Static<typeof SearchTrackSchema>

/** How one source answered: `failed` and `timeout` carry the reason; the search itself still succeeds. */
export const searchSourceStatuses = ['ok', 'failed', 'timeout'] as const
export const SearchSourceSchema = Type.Object({
  provider: StringEnum(searchSources),
  name: Type.String(),
  status: StringEnum(searchSourceStatuses),
  total: Nullable(Type.Integer({ description: 'matches in all (null when the source does not say)' })),
  count: Type.Integer({ description: 'results of this page' }),
  error: Nullable(Type.String())
})
export type SearchSource = Static<typeof SearchSourceSchema>

/** v1: one merged list, the first catalogue results, then every source interleaved; and how each source answered. */
export const SearchResultSchema = Type.Object({
  data: Type.Array(SearchTrackSchema),
  total: Type.Integer({ description: 'known matches over every source' }),
  limit: Type.Integer(),
  offset: Type.Integer(),
  sources: Type.Array(SearchSourceSchema)
})
export type SearchResult = Static<typeof SearchResultSchema>

/** v2: the results grouped by source (catalogue first), each with its own total and status. */
export const SearchGroupSchema = Type.Object({ ...SearchSourceSchema.properties, data: Type.Array(SearchTrackSchema) })
export const SearchGroupsSchema = Type.Object({
  groups: Type.Array(SearchGroupSchema),
  limit: Type.Integer(),
  offset: Type.Integer()
})
export type SearchGroups = Static<typeof SearchGroupsSchema>
