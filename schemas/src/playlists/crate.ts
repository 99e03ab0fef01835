import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Timestamps, Uuid } from '../common.ts'
import { CrateSongSchema, crateSongStatuses } from '../songs/crate-song.ts'
import { SongDataSchema, SongSchema } from '../songs/song.ts'

/** The crates every user has, made on first use (seed 002 §3: "queue, likes, starred, default"). */
export const specialCrates = ['queue', 'likes', 'default'] as const
export type SpecialCrate = (typeof specialCrates)[number]
/** Paths of the special crates (`/crate/special/{name}`): starred is likes (seed 002 §1, "a likes (starred) list"). */
export const specialCratePaths = { queue: 'queue', likes: 'likes', starred: 'likes', default: 'default' } as const
export type SpecialCratePath = keyof typeof specialCratePaths

/** Progress of a crate imported from a provider playlist; the client polls every 5 s while IN_PROGRESS. */
export const crateImportStatuses = ['IN_PROGRESS', 'FAILED', 'COMPLETE'] as const
export type CrateImportStatus = (typeof crateImportStatuses)[number]

/** Prefix of an unnamed crate's name, followed by the lowest unused positive number (seed 002 §5). */
export const NEW_CRATE_NAME_PREFIX = 'New Playlist #'

/** A playlist (seed 002 §3, "Crate"). */
export const CrateSchema = Type.Object(
  {
    crateUuid: Uuid,
    shortId: Type.String(),
    crateName: Type.String({ maxLength: 200 }),
    description: Nullable(Type.String({ maxLength: 2000 })),
    userUuid: Uuid,
    userNickname: Type.Optional(Nullable(Type.String({ description: "the owner's nickname (service lists)" }))),
    special: Nullable(StringEnum(specialCrates)),
    thumbnails: Type.Array(Type.String(), { description: 'artwork of the first songs' }),
    crateSongsNumber: Type.Integer({ minimum: 0 }),
    currentPosition: Type.Integer({ minimum: 0 }),
    importStatus: Nullable(StringEnum(crateImportStatuses)),
    ...Timestamps
  },
  { $id: 'Crate', additionalProperties: false }
)
export type Crate = Static<typeof CrateSchema>

/** A song in a crate: its place (0-based, dense) and the song. */
export const CrateEntrySchema = Type.Object(
  {
    ...CrateSongSchema.properties,
    crateSongUuid: Uuid,
    songId: Uuid,
    position: Type.Integer({ minimum: 0 }),
    status: StringEnum(crateSongStatuses),
    addedAt: Timestamp
  },
  { $id: 'CrateEntry', additionalProperties: false }
)
export type CrateEntry = Static<typeof CrateEntrySchema>

/** Text the database can store: PostgreSQL text refuses NUL characters. */
const Text = (options: { minLength?: number; maxLength: number }) =>
  Type.String({ ...options, pattern: '^[^\\u0000]*$' })

/** `{crateUuid}` (also named `{crateId}` by some of the seed's paths). */
export const CrateParams = Type.Object({ crateUuid: Uuid })
export const CrateIdParams = Type.Object({ crateId: Uuid })
export const CrateSongParams = Type.Object({ crateUuid: Uuid, crateSongUuid: Uuid })
export const SpecialCrateSongParams = Type.Object({ crateSongUuid: Uuid })
export const CrateShortIdParams = Type.Object({ crateShortId: Type.String({ pattern: '^[0-9A-Za-z]{1,16}$' }) })
export const UserCratesParams = Type.Object({ userUuid: Uuid })

/** `limit` (default 50, at most 1000) and `offset`. */
export const CratePaging = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  offset: Type.Optional(Type.Integer({ minimum: 0 }))
})
export type CratePagingType = Static<typeof CratePaging>
/** Every crate: a page, optionally only those whose name or owner's nickname contains `q` (case-insensitive). */
export const AllCratesQuery = Type.Object({
  ...CratePaging.properties,
  q: Type.Optional(Type.String({ maxLength: 100, description: "part of the crate's name or its owner's nickname" }))
})

/** A new crate; without a name it is 'New Playlist #' and the lowest number none of the user's crates uses. */
export const CrateCreateSchema = Type.Object(
  {
    crateName: Type.Optional(Text({ minLength: 1, maxLength: 200 })),
    description: Type.Optional(Nullable(Text({ maxLength: 2000 })))
  },
  { additionalProperties: false }
)
export type CrateCreate = Static<typeof CrateCreateSchema>

export const CratePatchSchema = Type.Object(
  {
    crateName: Type.Optional(Text({ minLength: 1, maxLength: 200 })),
    description: Type.Optional(Nullable(Text({ maxLength: 2000 })))
  },
  { additionalProperties: false, minProperties: 1 }
)
export type CratePatch = Static<typeof CratePatchSchema>

/** `PUT /crate/{crateId}/copy`: `{crateId}` is the new crate's uuid (chosen by the client), `srcCrateId` the source. */
export const CrateCopySchema = Type.Object(
  {
    srcCrateId: Uuid,
    crateName: Type.Optional(Text({ minLength: 1, maxLength: 200 }))
  },
  { additionalProperties: false }
)
export type CrateCopy = Static<typeof CrateCopySchema>

export const SongRefSchema = Type.Object({ songId: Uuid }, { additionalProperties: false })

/**
 * A song to add: a catalogue song by `songId`, or a song's data (a search result, a provider's answer). An if/then/else
 * rather than a union, so a bad song's 400 names its own field and validation never strips one branch's fields.
 */
export const CrateSongInputSchema = Type.Unsafe<Static<typeof SongRefSchema> | Static<typeof SongDataSchema>>({
  type: 'object',
  description: '{ songId } of a catalogue song, or the song data',
  if: { type: 'object', required: ['songId'] },
  then: SongRefSchema,
  else: SongDataSchema
})
export type CrateSongInput = Static<typeof CrateSongInputSchema>

export const MAX_SONGS_PER_ADD = 500

export const CrateAddSongsSchema = Type.Object(
  {
    songs: Type.Array(CrateSongInputSchema, { minItems: 1, maxItems: MAX_SONGS_PER_ADD }),
    append: Type.Optional(
      Type.Boolean({ default: true, description: 'true: after the last song; false: before the first' })
    )
  },
  { additionalProperties: false }
)
export type CrateAddSongs = Static<typeof CrateAddSongsSchema>

/** `POST /api/v1/playlists/{crateUuid}/tracks`: catalogue songs by id. */
export const PlaylistTracksSchema = Type.Object(
  {
    songId: Type.Union([Uuid, Type.Array(Uuid, { minItems: 1, maxItems: MAX_SONGS_PER_ADD })]),
    append: Type.Optional(Type.Boolean({ default: true }))
  },
  { additionalProperties: false }
)
export type PlaylistTracks = Static<typeof PlaylistTracksSchema>

/** What an add did: the entries made, in order, and the given songs left out as already in the crate (or repeated). */
export const CrateAddResultSchema = Type.Object({
  crate: CrateSchema,
  added: Type.Array(CrateEntrySchema),
  skipped: Type.Array(SongSchema)
})
export type CrateAddResult = Static<typeof CrateAddResultSchema>

export const CrateMoveSchema = Type.Object(
  {
    newPosition: Type.Integer({
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description: '0-based; past the end means last'
    })
  },
  { additionalProperties: false }
)
export type CrateMove = Static<typeof CrateMoveSchema>

export const CrateCurrentPositionSchema = Type.Object(
  {
    currentPosition: Type.Integer({
      minimum: 0,
      maximum: Number.MAX_SAFE_INTEGER,
      description: '0-based; past the end means last'
    })
  },
  { additionalProperties: false }
)
export type CrateCurrentPosition = Static<typeof CrateCurrentPositionSchema>

/** A page of a crate's songs, by position; `count` (seed 002's name) and `total` are every song of the crate. */
export const CrateSongsPageSchema = Type.Object({
  data: Type.Array(CrateEntrySchema),
  count: Type.Integer({ description: "every song of the crate, not only this page's (the same as total)" }),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer()
})
export type CrateSongsPage = Static<typeof CrateSongsPageSchema>

/** A crate read (seed 002 §3 Crate, "songs: a page with a count"): the crate and a page of its songs. */
export const CrateReadSchema = Type.Object(
  { ...CrateSchema.properties, songs: CrateSongsPageSchema },
  { $id: 'CrateRead', additionalProperties: false }
)
export type CrateRead = Static<typeof CrateReadSchema>

export const CratePageSchema = Type.Object({
  data: Type.Array(CrateSchema),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer()
})
