import type { Knex } from 'knex'
import type { Crate, CrateEntry, CrateSongStatus, SongProviders } from '@spinroom/schemas'
import { cratesEntity, type CrateRow } from './entity.ts'

/** How many songs' artwork a crate shows. */
const THUMBNAILS = 4

/** The crates as clients see them, with the artwork of their first songs (one query for the lot). */
export async function crateViews(knex: Knex, rows: (CrateRow & { userNickname?: string | null })[]): Promise<Crate[]> {
  if (!rows.length) return []
  // The first songs of each crate through its rank index, however long the crate.
  const { rows: art } = (await knex.raw(
    `select c.id as "crateId", first.thumbnails
       from unnest(?::uuid[]) with ordinality as c(id, n)
       cross join lateral (
         select s.thumbnails from crate_songs cs join songs s on s.id = cs."songId"
          where cs."crateId" = c.id order by cs.rank limit ${THUMBNAILS}) first
      order by c.n`,
    [rows.map((r) => r.id)]
  )) as { rows: { crateId: string; thumbnails: Record<string, string> }[] }
  const byCrate = new Map<string, string[]>()
  for (const { crateId, thumbnails } of art) {
    const first = Object.values(thumbnails ?? {})[0]
    const list = byCrate.get(crateId) ?? []
    if (first && !list.includes(first)) list.push(first)
    byCrate.set(crateId, list)
  }
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
      's.musicProviders',
      's.thumbnails'
    )

/** The dense 0-based position of the entry ranked `rank`: how many come before it. */
export async function positionOf(knex: Knex, crateId: string, rank: number): Promise<number> {
  const [{ before }] = await knex('crate_songs')
    .where('crateId', crateId)
    .where('rank', '<', rank)
    .count<{ before: number | string }[]>('* as before')
  return Number(before)
}

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
