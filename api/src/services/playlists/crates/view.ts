import type { Knex } from 'knex'
import type { Crate, CrateEntry, CrateSongStatus, SongProviders } from '@spinroom/schemas'
import { cratesEntity, type CrateRow } from './entity.ts'

/**
 * SQL answering the thumbnails of the first songs of the crate whose id is `crateId` (an SQL expression), as a json
 * array in rank order (the database function `crate_first_thumbnails`, which a crate move answers with too).
 */
export const firstThumbnails = (crateId: string) => `crate_first_thumbnails(${crateId})`

/** The artwork a crate shows: the first picture of each of its first songs, without repeats. */
export function artworkOf(thumbnails: (Record<string, string> | null)[]): string[] {
  const list: string[] = []
  for (const first of thumbnails.map((t) => Object.values(t ?? {})[0]))
    if (first && !list.includes(first)) list.push(first)
  return list
}

/** The crates as clients see them, with the artwork of their first songs (one query for the lot). */
export async function crateViews(knex: Knex, rows: (CrateRow & { userNickname?: string | null })[]): Promise<Crate[]> {
  if (!rows.length) return []
  const { rows: art } = (await knex.raw(
    `select c.id as "crateId", ${firstThumbnails('c.id')} as thumbnails
       from unnest(?::uuid[]) as c(id)`,
    [rows.map((r) => r.id)]
  )) as { rows: { crateId: string; thumbnails: Record<string, string>[] }[] }
  const byCrate = new Map(art.map(({ crateId, thumbnails }) => [crateId, artworkOf(thumbnails)]))
  return rows.map((row) => cratesEntity.external({ ...row, thumbnails: byCrate.get(row.id) ?? [] }))
}

export const crateView = async (knex: Knex, row: CrateRow): Promise<Crate> => (await crateViews(knex, [row]))[0]

/** A crate entry joined with its catalogue song; `position` (dense, 0-based) is counted from the ranks. */
export interface EntryRow {
  crateSongUuid: string
  songId: string
  rank: number
  position: number
  status: CrateSongStatus
  addedAt: Date
  songShortId: string
  trackName: string
  artistName: string
  genre: string | null
  duration: number
  isrc: string | null
  explicit: boolean
  musicProviders: SongProviders
  thumbnails: Record<string, string>
}

/** Entries of a crate with their songs, in rank order once sorted; narrow it with where/limit. */
export const entries = (knex: Knex, crateId: string) =>
  knex('crate_songs as cs')
    .join('songs as s', 's.id', 'cs.songId')
    .where('cs.crateId', crateId)
    .select(
      'cs.id as crateSongUuid',
      'cs.songId',
      'cs.rank',
      'cs.status',
      'cs.addedAt',
      's.shortId as songShortId',
      's.trackName',
      's.artistName',
      's.genre',
      's.duration',
      's.isrc',
      's.explicit',
      's.musicProviders',
      's.thumbnails'
    )

/** The dense 0-based position of the entry `cs` (how many of its crate come before it), as a select column. */
export const positionColumn = (knex: Knex) => knex.raw('crate_rank_position(cs."crateId", cs.rank) as position')

/** Rows read in rank order from `offset` on, with their dense positions. */
export const positioned = (rows: Omit<EntryRow, 'position'>[], offset: number): EntryRow[] =>
  rows.map((row, i) => ({ ...row, position: offset + i }))

export const toEntry = (row: EntryRow): CrateEntry => ({
  crateSongUuid: row.crateSongUuid,
  songId: row.songId,
  songShortId: row.songShortId,
  position: row.position,
  status: row.status,
  addedAt: new Date(row.addedAt).toISOString(),
  trackName: row.trackName,
  artistName: row.artistName,
  genre: row.genre,
  duration: Number(row.duration),
  isrc: row.isrc,
  musicProviders: row.musicProviders as Record<string, string>,
  thumbnails: row.thumbnails
})
