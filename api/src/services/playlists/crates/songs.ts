import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  withoutDuplicates,
  type ComparableSong,
  type CrateAddResult,
  type CrateEntry,
  type CrateSongInput,
  type SongData
} from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { BadRequest, NotFound } from '../../../errors.ts'
import { CatalogueWrites, catalogueSongs, findOrCreateSong } from '../../songs/catalogue/catalogue.ts'
import type { SongRow } from '../../songs/catalogue/entity.ts'
import { announceCrate, changeCrate, type ChangedCrate, type Draft } from './writes.ts'
import { entries, positionColumn, positioned, toEntry, type EntryRow } from './view.ts'
import { playableSong, withPlayback } from '../../songs/catalogue/playback.ts'

const comparable = (row: SongRow): ComparableSong => ({
  songId: row.id,
  songShortId: row.shortId,
  isrc: row.isrc,
  musicProviders: row.musicProviders,
  duration: Number(row.duration),
  trackName: row.trackName,
  artistName: row.artistName
})

/** The first field (dotted path) of `value` whose name or text holds a NUL character, which PostgreSQL refuses. */
function nulField(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined
  if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      const field = path ? `${path}.${key}` : key
      const found = key.includes('\u0000') ? field : nulField(inner, field)
      if (found) return found
    }
  return undefined
}

function refuseNul(inputs: CrateSongInput[]) {
  const field = nulField(inputs, 'songs')
  if (field)
    throw new BadRequest(`Invalid body: '${field}' must not contain NUL characters`, {
      errors: [{ field, message: 'must not contain NUL characters' }]
    })
}

/**
 * The catalogue songs of an add, in the given order: songs by id must all exist (checked before any song is made);
 * song data goes through `catalogueSongs`, so no catalogue lock is held while the crate's row is.
 */
async function resolveSongs(app: Application, inputs: CrateSongInput[], writes: CatalogueWrites): Promise<SongRow[]> {
  const knex = app.get('knex')
  const ids = inputs.flatMap((input) => ('songId' in input ? [input.songId] : []))
  const known = new Map<string, SongRow>(
    ids.length ? (await knex<SongRow>('songs').whereIn('id', ids)).map((row) => [row.id, row]) : []
  )
  for (const [index, input] of inputs.entries())
    if ('songId' in input && !known.has(input.songId))
      throw new NotFound(`Song not found: ${input.songId}`, {
        errors: [{ field: `songs.${index}.songId`, message: 'no such song' }]
      })
  const made = await catalogueSongs(
    app,
    inputs.flatMap((input) => ('songId' in input ? [] : [input as SongData])),
    writes
  )
  return inputs.map((input) => ('songId' in input ? known.get(input.songId)! : made.shift()!))
}

/**
 * The crate's songs that may equal one of `songs` (same id, isrc, a shared provider id, or the same names): the only
 * ones the equality rules need to see, so a crate of thousands is not read whole.
 */
async function candidates(trx: Knex.Transaction, crateId: string, songs: SongRow[]): Promise<SongRow[]> {
  const isrcs = songs.flatMap((s) => (s.isrc ? [s.isrc] : []))
  const providers = songs.flatMap((s) =>
    Object.entries(s.musicProviders ?? {}).flatMap(([key, id]) => (id ? [JSON.stringify({ [key]: id })] : []))
  )
  // Catalogue songs first (their own indexes), then only those in the crate (crate_songs' songId index).
  return trx<SongRow>('songs as s')
    .where((q) => {
      q.whereIn(
        's.id',
        songs.map((s) => s.id)
      )
      if (isrcs.length) q.orWhereIn('s.isrc', isrcs)
      for (const provider of providers) q.orWhereRaw('s."musicProviders" @> ?::jsonb', [provider])
      for (const s of songs)
        q.orWhereRaw('lower(s."trackName") = lower(?) and lower(s."artistName") = lower(?)', [
          s.trackName,
          s.artistName
        ])
    })
    .whereExists((q) =>
      q.select(trx.raw('1')).from('crate_songs as cs').where('cs.crateId', crateId).whereRaw('cs."songId" = s.id')
    )
    .select('s.*')
}

/**
 * Adds songs not already in the crate (seed 002 §5's equality), in their order, after the last song or (append: false)
 * before the first; positions stay dense. Answers what was added and what was skipped.
 */
export async function addSongs(
  app: Application,
  crateId: string,
  inputs: CrateSongInput[],
  append = true
): Promise<CrateAddResult> {
  const knex = app.get('knex')
  refuseNul(inputs)
  const writes = new CatalogueWrites()
  // One new song is made in the crate's own transaction, after its lock: one commit, and nothing made for a crate gone.
  const [first] = inputs
  const one = inputs.length === 1 && !('songId' in first) ? (first as SongData) : undefined
  if (!one && !(await knex('crates').where('id', crateId).first('id'))) throw new NotFound('Crate not found')
  const resolved = one ? [] : await resolveSongs(app, inputs, writes)
  const { result, crate } = await changeCrate(app, crateId, async (trx, draft) => {
    const songs = one ? [await findOrCreateSong(trx, one, writes)] : resolved
    const existing = (await candidates(trx, crateId, songs)).map(comparable)
    const kept = withoutDuplicates(songs.map(comparable), existing)
    const keptIds = new Set(kept.map((k) => k.songId))
    const skipped = songs.filter((s, i) => !keptIds.has(s.id) || songs.findIndex((o) => o.id === s.id) !== i)
    const added = await insertEntries(
      trx,
      draft,
      crateId,
      kept.map((k) => songs.find((s) => s.id === k.songId)!),
      append
    )
    return {
      added: added.map((entry) => withPlayback(app, entry)),
      skipped: skipped.map((row) => playableSong(app, row))
    }
  })
  // The catalogue rows made or grown are announced like any catalogue write.
  await writes.emit(app)
  return { crate, ...result }
}

async function insertEntries(
  trx: Knex.Transaction,
  draft: Draft,
  crateId: string,
  songs: SongRow[],
  append: boolean
): Promise<CrateEntry[]> {
  if (!songs.length) return []
  const start = append ? draft.songCount : 0
  if (!append && draft.songCount) draft.currentPosition += songs.length
  // The insert reads the edge rank itself: after the last song or before the first (from 0 in an empty crate).
  const edge = append
    ? trx.raw('(select max(rank) + 1 from crate_songs where "crateId" = ?)', [crateId])
    : trx.raw('(select min(rank) - ? from crate_songs where "crateId" = ?)', [songs.length, crateId])
  const rows: { id: string; addedAt: Date; rank: number }[] = await trx('crate_songs')
    .insert(
      songs.map((song, i) => ({
        id: randomUUID(),
        crateId,
        songId: song.id,
        rank: trx.raw('coalesce(?, 0) + ?', [edge, i])
      }))
    )
    .returning(['id', 'addedAt', 'rank'])
  draft.songCount += songs.length
  return songs.map((song, i) =>
    toEntry({
      crateSongUuid: rows[i].id,
      songId: song.id,
      songShortId: song.shortId,
      rank: rows[i].rank,
      position: start + i,
      status: 'SUCCESS',
      addedAt: rows[i].addedAt,
      trackName: song.trackName,
      artistName: song.artistName,
      genre: song.genre,
      duration: song.duration,
      isrc: song.isrc,
      explicit: song.explicit,
      musicProviders: song.musicProviders,
      thumbnails: song.thumbnails
    })
  )
}

/** An entry with its position, as a query to read it by (`entry` once it is a `with` of another statement). */
const entryAt = (trx: Knex.Transaction, crateId: string, crateSongUuid: string) =>
  entries(trx, crateId).select(positionColumn(trx)).where('cs.id', crateSongUuid)

// Positions are int4 in the database; any position past the last is the last.
const LAST_POSITION = 2 ** 31 - 1

/**
 * Moves an entry to `newPosition` (past the end: last) and writes its crate, by the database function `crate_move`
 * (the crate's row lock, the entry's new rank, the current song kept current, in one round trip). Answers the entry
 * where it now is and the crate row to announce once committed.
 */
export async function moveEntry(
  knex: Knex,
  crateId: string,
  crateSongUuid: string,
  newPosition: number
): Promise<{ entry: CrateEntry; row: ChangedCrate }> {
  const { rows } = (await knex.raw('select entry, crate from crate_move(?, ?, ?)', [
    crateId,
    crateSongUuid,
    Math.min(newPosition, LAST_POSITION)
  ])) as { rows: { entry: EntryRow | null; crate: ChangedCrate | null }[] }
  if (!rows.length) throw new NotFound('Crate not found')
  const [{ entry, crate }] = rows
  if (!entry || !crate) throw new NotFound('Crate song not found')
  // json carries the crate's timestamps as text.
  const row = { ...crate, createdAt: new Date(crate.createdAt), updatedAt: new Date(crate.updatedAt) }
  return { entry: toEntry(entry), row }
}

export async function moveSong(app: Application, crateId: string, crateSongUuid: string, newPosition: number) {
  const { entry, row } = await moveEntry(app.get('knex'), crateId, crateSongUuid, newPosition)
  announceCrate(app, row)
  return entry
}

/** Removes one entry (the songs after it are one place further up, their ranks untouched). Answers it. */
export async function removeSong(app: Application, crateId: string, crateSongUuid: string) {
  const { result } = await changeCrate(app, crateId, async (trx, draft) => {
    // Read and deleted by one statement.
    const entry: EntryRow | undefined = await trx
      .with('entry', entryAt(trx, crateId, crateSongUuid))
      .with('gone', trx.raw('delete from crate_songs where id in (select "crateSongUuid" from entry)'))
      .from('entry')
      .first()
    if (!entry) throw new NotFound('Crate song not found')
    draft.songCount -= 1
    if (entry.position < draft.currentPosition) draft.currentPosition -= 1
    return toEntry(entry)
  })
  return result
}

/** Every song in a random order, the current position back to the first. */
export async function shuffleSongs(app: Application, crateId: string) {
  const { crate } = await changeCrate(app, crateId, async (trx, draft) => {
    await trx.raw(
      `update crate_songs cs set rank = r.place
         from (select id, row_number() over (order by random()) - 1 as place
                 from crate_songs where "crateId" = ?) r
        where cs.id = r.id`,
      [crateId]
    )
    draft.currentPosition = 0
  })
  return crate
}

export async function clearSongs(app: Application, crateId: string) {
  const { crate } = await changeCrate(app, crateId, async (trx, draft) => {
    await trx('crate_songs').where('crateId', crateId).delete()
    draft.songCount = 0
    draft.currentPosition = 0
  })
  return crate
}

export async function setCurrentPosition(app: Application, crateId: string, position: number) {
  const { crate } = await changeCrate(app, crateId, async (_trx, draft) => {
    draft.currentPosition = position
  })
  return crate
}

/**
 * A page of the crate's songs by position, with their total. A page further on is read from the start of the block of
 * ranks holding its first song (`crate_rank_start`), not by counting every song before it.
 */
export async function songPage(knex: Knex, crateId: string, songCount: number, limit: number, offset: number) {
  const page = entries(knex, crateId).orderBy('cs.rank').limit(limit)
  let rows: Omit<EntryRow, 'position'>[] = []
  if (offset === 0) rows = await page
  else {
    const start: { fromRank: number; skip: number } | undefined = await knex
      .first({ fromRank: 'from_rank', skip: 'skip' })
      .from(knex.raw('crate_rank_start(?, ?)', [crateId, Math.min(offset, LAST_POSITION)]))
    if (start) rows = await page.where('cs.rank', '>=', start.fromRank).offset(start.skip)
  }
  return { data: positioned(rows, offset).map(toEntry), count: songCount, total: songCount, limit, offset }
}
