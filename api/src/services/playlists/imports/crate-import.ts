import { randomUUID } from 'node:crypto'
import {
  NEW_CRATE_NAME_PREFIX,
  withoutDuplicates,
  type CrateImport,
  type CrateImportListQuery,
  type CrateImportRow,
  type CrateImportStarted,
  type CrateImportStatus
} from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { Unavailable } from '../../../errors.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { shortId } from '../../../lib/short-id.ts'
import { musicProvider } from '../providers/registry.ts'
import { findOrCreateSong } from '../songs/catalogue.ts'
import { songDataOf } from '../song-data/lookup.ts'

interface ImportSource {
  musicProvider: CrateImport['musicProvider']
  playlistId: string
  country: string
  error?: string
  skipped?: number
}

interface CrateRow {
  id: string
  userId: string
  crateName: string
  importStatus: CrateImportStatus | null
  importSource: ImportSource | null
}

/** Imports still running, by app: the tests (and a shutdown) can wait for them. */
const running = new WeakMap<Application, Set<Promise<void>>>()
export const runningImports = (app: Application) => [...(running.get(app) ?? [])]

/** 'New Playlist #' and the lowest positive number none of the user's crates is named with (seed 002 §5). */
async function newCrateName(app: Application, userId: string): Promise<string> {
  const names: { crateName: string }[] = await app
    .get('knex')('crates')
    .where({ userId })
    .andWhere('crateName', 'like', `${NEW_CRATE_NAME_PREFIX}%`)
    .select('crateName')
  const used = new Set(names.map((row) => row.crateName))
  let n = 1
  while (used.has(`${NEW_CRATE_NAME_PREFIX}${n}`)) n++
  return `${NEW_CRATE_NAME_PREFIX}${n}`
}

const started = (row: CrateRow): CrateImportStarted => ({
  crateUuid: row.id,
  crateName: row.crateName,
  userUuid: row.userId,
  importStatus: row.importStatus ?? 'IN_PROGRESS',
  importSource: row.importSource
})

/**
 * Reads the playlist, puts its tracks in the catalogue and gives the crate its songs at positions 0..n-1 (seed 002's
 * song-equality rules drop duplicates), then COMPLETE; any failure leaves the crate empty and FAILED with the reason.
 */
async function runImport(app: Application, crate: CrateRow, source: ImportSource): Promise<void> {
  const knex = app.get('knex')
  try {
    const provider = musicProvider(app, source.musicProvider)!
    const tracks = await provider.playlistTracks!(source.playlistId, source.country)
    const unique = withoutDuplicates(tracks)
    await knex.transaction(async (trx) => {
      const songs = []
      for (const track of unique) songs.push(await findOrCreateSong(trx, songDataOf(track)))
      // Two tracks the provider lists apart can still be one catalogue song.
      const ids = [...new Set(songs.map((song) => song.id))]
      if (ids.length)
        await trx('crate_songs').insert(
          ids.map((songId, position) => ({ id: randomUUID(), crateId: crate.id, songId, position, status: 'SUCCESS' }))
        )
      await trx('crates')
        .where({ id: crate.id })
        .update({
          songCount: ids.length,
          importStatus: 'COMPLETE',
          importSource: JSON.stringify({ ...source, skipped: tracks.length - ids.length }),
          updatedAt: new Date()
        })
    })
  } catch (error) {
    await knex('crates')
      .where({ id: crate.id })
      .update({
        importStatus: 'FAILED',
        importSource: JSON.stringify({ ...source, error: (error as Error).message.slice(0, 500) }),
        updatedAt: new Date()
      })
      .catch((failure: unknown) =>
        app.get('errorReporter').report(failure, { requestId: `crate-import-${crate.id}`, where: 'crate import' })
      )
  }
}

/**
 * `POST /crate/import`: the caller's new crate, IN_PROGRESS, answered at once; the import runs off the request path.
 * It runs in this process until the job queue (lib/jobs.ts) lands on main: a restart mid-import leaves it IN_PROGRESS.
 */
export async function importCrate({
  app,
  caller,
  body
}: Call<unknown, unknown, CrateImport>): Promise<CrateImportStarted> {
  const provider = musicProvider(app, body.musicProvider)!
  const missing = provider.missingSettings()
  // Unconfigured: the 503 naming the settings now, not a FAILED crate later.
  if (missing.length)
    throw new Unavailable(`${provider.name} is not configured: set ${missing.join(' and ')}`, { missing })
  const source: ImportSource = {
    musicProvider: body.musicProvider,
    playlistId: body.playlistId,
    country: (body.country ?? 'us').toLowerCase()
  }
  const [crate] = await app
    .get('knex')<CrateRow>('crates')
    .insert({
      id: randomUUID(),
      shortId: shortId(),
      userId: caller!.id,
      crateName: body.crateName?.trim() ?? (await newCrateName(app, caller!.id)),
      importStatus: 'IN_PROGRESS',
      importSource: JSON.stringify(source)
      // jsonb columns take JSON text where the row type holds the parsed object.
    } as never)
    .returning('*')
  const work = runImport(app, crate, source)
  const set = running.get(app) ?? new Set<Promise<void>>()
  running.set(app, set)
  set.add(work)
  void work.finally(() => set.delete(work))
  return started(crate)
}

interface ListedRow {
  id: string
  crateName: string
  userId: string
  nickname: string
  importStatus: CrateImportStatus
  importSource: ImportSource | null
  songCount: number
  createdAt: Date
  updatedAt: Date
}

/** `GET /crate/imports`: imported crates with their owners' nicknames, for the console. */
export async function listCrateImports({ app, query }: Call<unknown, CrateImportListQuery>): Promise<{
  data: CrateImportRow[]
  total: number
  limit: number
  offset: number
}> {
  const knex = app.get('knex')
  const limit = query.limit ?? 25
  const offset = query.offset ?? 0
  const order = query.orderBy ?? '-updatedAt'
  const base = knex('crates')
    .join('users', 'users.id', 'crates.userId')
    .whereNotNull('crates.importStatus')
    .modify((q) => (query.importStatus ? q.where('crates.importStatus', query.importStatus) : q))
  const [{ total }] = await base.clone().count<{ total: string | number }[]>('* as total')
  const rows: ListedRow[] = await base
    .clone()
    .orderBy([
      { column: `crates.${order.replace(/^-/, '')}`, order: order.startsWith('-') ? 'desc' : 'asc' },
      { column: 'crates.id', order: 'asc' }
    ])
    .limit(limit)
    .offset(offset)
    .select(
      'crates.id',
      'crates.crateName',
      'crates.userId',
      'users.nickname',
      'crates.importStatus',
      'crates.importSource',
      'crates.songCount',
      'crates.createdAt',
      'crates.updatedAt'
    )
  const data = rows.map((row) => ({
    id: row.id,
    crateName: row.crateName,
    userUuid: row.userId,
    ownerNickname: row.nickname,
    importStatus: row.importStatus,
    importSource: row.importSource,
    crateSongsNumber: row.songCount,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString()
  }))
  return { data, total: Number(total), limit, offset }
}
