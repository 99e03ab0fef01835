import { CrateSchema, type CrateImportStatus, type Crate, type SpecialCrate } from '@spinroom/schemas'
import { userChannel } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'

/** A row of `crates`, with its own column names (id, userId, songCount). */
export interface CrateRow {
  id: string
  shortId: string
  userId: string
  crateName: string
  description: string | null
  special: SpecialCrate | null
  currentPosition: number
  songCount: number
  importStatus: CrateImportStatus | null
  importSource: unknown
  createdAt: Date
  updatedAt: Date
}

/** A row of `crate_songs`. */
export interface CrateSongRow {
  id: string
  crateId: string
  songId: string
  position: number
  status: string
  addedAt: Date
}

/** Crates are written with knex inside transactions that lock the crate row; each write emits once committed. */
export const cratesEntity = defineEntity({
  table: 'crates',
  path: 'api/playlist-service/crate-records',
  resource: 'crates',
  schema: CrateSchema,
  columns: { crateUuid: 'id', userUuid: 'userId', crateSongsNumber: 'songCount' },
  listFields: ['id', 'shortId', 'userId', 'crateName', 'special', 'songCount', 'createdAt', 'updatedAt'],
  searchFields: ['crateName'],
  defaultSort: { createdAt: -1 },
  // A crate's changes go to its owner's connections (their other tabs and devices).
  publish: (crate: Crate, app) => [app.channel(userChannel(crate.userUuid))]
})
