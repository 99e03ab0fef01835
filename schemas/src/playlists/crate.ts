import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Timestamps, Uuid } from '../common.ts'
import { CrateSongSchema, crateSongStatuses } from './crate-song.ts'

/** The two crates every user has, made on first use (seed 002 §3; starred and default are other names for likes). */
export const specialCrates = ['queue', 'likes'] as const
export type SpecialCrate = (typeof specialCrates)[number]

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
