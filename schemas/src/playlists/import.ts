import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OffsetPage, StringEnum, Timestamp, Uuid } from '../common.ts'
import { crateImportStatuses } from './crate.ts'
import { SongSchema } from '../songs/song.ts'

/** Every music provider the seed names (seed 002 §3, "Music providers"); only some can be imported from. */
export const seedMusicProviders = [
  'apple',
  'audius',
  'napster',
  'soundCloudPublic',
  'spotify',
  'uploadService',
  'youtube',
  'pandora',
  'deezer',
  'tidal',
  'amazonMusic',
  'yandex',
  'spinrilla',
  'sevenDigital'
] as const

/** Import provider preference (seed 002 §5, "Import"): the first of these a song is on is where it is imported from. */
export const importProviders = ['sevenDigital', 'soundCloudPublic', 'spotify', 'apple', 'uploadService'] as const
export type ImportProvider = (typeof importProviders)[number]

/** Seed 002 §5's two import messages, verbatim. */
export const IMPORT_NO_PROVIDER = 'Sorry, this song does not have any supported music providers to import from.'
export const IMPORT_NOT_IN_CATALOG = "Sorry, this song is not in our catalog and can't be imported."

export const TrackImportSchema = Type.Object(
  {
    musicProvider: StringEnum(seedMusicProviders),
    providerId: Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000]*$' })
  },
  { additionalProperties: false }
)
export type TrackImport = Static<typeof TrackImportSchema>

export const TrackImportResultSchema = Type.Object(
  {
    song: SongSchema,
    importedFrom: StringEnum(importProviders, {
      description: 'the first provider of the import preference the song is on'
    })
  },
  { $id: 'TrackImportResult', additionalProperties: false }
)
export type TrackImportResult = Static<typeof TrackImportResultSchema>

/** Providers whose playlists can become crates. */
export const playlistImportProviders = ['spotify', 'apple'] as const

export const CrateImportSchema = Type.Object(
  {
    musicProvider: StringEnum(playlistImportProviders),
    playlistId: Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._:-]+$' }),
    crateName: Type.Optional(
      Type.String({ minLength: 1, maxLength: 200, pattern: '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$' })
    ),
    country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', default: 'us' }))
  },
  { additionalProperties: false }
)
export type CrateImport = Static<typeof CrateImportSchema>

/** Where an imported crate came from, and why its import failed. */
export const ImportSourceSchema = Type.Object(
  {
    musicProvider: StringEnum(playlistImportProviders),
    playlistId: Type.String(),
    country: Type.String(),
    error: Type.Optional(Type.String()),
    skipped: Type.Optional(Type.Integer({ minimum: 0, description: 'tracks left out as duplicates' }))
  },
  { additionalProperties: false }
)

export const CrateImportStartedSchema = Type.Object(
  {
    crateUuid: Uuid,
    crateName: Type.String(),
    userUuid: Uuid,
    importStatus: StringEnum(crateImportStatuses),
    importSource: Nullable(ImportSourceSchema)
  },
  { $id: 'CrateImportStarted', additionalProperties: false }
)
export type CrateImportStarted = Static<typeof CrateImportStartedSchema>

/** A crate imported from a provider playlist, as the console lists them: with its owner's nickname. */
export const CrateImportRowSchema = Type.Object(
  {
    id: Uuid,
    crateName: Type.String(),
    userUuid: Uuid,
    ownerNickname: Type.String(),
    importStatus: StringEnum(crateImportStatuses),
    importSource: Nullable(ImportSourceSchema),
    crateSongsNumber: Type.Integer({ minimum: 0 }),
    createdAt: Timestamp,
    updatedAt: Timestamp
  },
  { $id: 'CrateImportRow', additionalProperties: false }
)
export type CrateImportRow = Static<typeof CrateImportRowSchema>

export const CrateImportListQuery = Type.Object(
  {
    importStatus: Type.Optional(StringEnum(crateImportStatuses)),
    orderBy: Type.Optional(StringEnum(['updatedAt', '-updatedAt', 'createdAt', '-createdAt'] as const)),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, default: 25 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 }))
  },
  { additionalProperties: false }
)
export type CrateImportListQuery = Static<typeof CrateImportListQuery>

export const CrateImportPage = OffsetPage(CrateImportRowSchema)
