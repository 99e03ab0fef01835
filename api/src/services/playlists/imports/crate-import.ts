import { randomUUID } from 'node:crypto'
import {
  withoutDuplicates,
  type CrateImport,
  type CrateImportListQuery,
  type CrateImportRow,
  type CrateImportStarted,
  type CrateImportStatus
} from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { defineJob, type JobQueue } from '../../../lib/jobs.ts'
import { cratesEntity, type CrateRow } from '../crates/entity.ts'
import { newCrateName } from '../crates/crates.ts'
import { crateView } from '../crates/view.ts'
import { NotConfigured } from '../../../providers/settings.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { shortId } from '../../../lib/short-id.ts'
import { musicProvider } from '../../songs/providers/registry.ts'
import { CatalogueWrites, catalogueSongs } from '../../songs/catalogue/catalogue.ts'
import { songDataOf } from '../../songs/catalogue/lookup.ts'

interface ImportSource {
  musicProvider: CrateImport['musicProvider']
  playlistId: string
  country: string
  error?: string
  skipped?: number
}

const CRATE_IMPORT_QUEUE = 'crate-import'
const queues = new WeakMap<Application, JobQueue<{ crateId: string }>>()

/** Sends a crate's change to its owner's connections, once committed, as the crates' own writes do. */
async function announce(app: Application, event: 'created' | 'patched', row: CrateRow) {
  const crate = await crateView(app.get('knex'), row)
  emitEntityEvent(app, cratesEntity, event, { ...row, thumbnails: crate.thumbnails })
}

/** Marks an import FAILED with its reason (only while it is still IN_PROGRESS). */
async function markFailed(app: Application, crateId: string, reason: string) {
  const knex = app.get('knex')
  const [row] = await knex<CrateRow>('crates')
    .where({ id: crateId, importStatus: 'IN_PROGRESS' })
    .update({
      importStatus: 'FAILED',
      // The jsonb merge is raw SQL, which the row type's object column does not admit.
      importSource: knex.raw(`coalesce("importSource", '{}'::jsonb) || ?::jsonb`, [
        JSON.stringify({ error: reason.slice(0, 500) })
      ]),
      updatedAt: new Date()
    } as never)
    .returning('*')
  if (row) await announce(app, 'patched', row)
}

const started = (row: CrateRow): CrateImportStarted => ({
  crateUuid: row.id,
  crateName: row.crateName,
  userUuid: row.userId,
  importStatus: row.importStatus ?? 'IN_PROGRESS',
  importSource: row.importSource as ImportSource | null
})

/**
 * The job: reads the playlist, puts its tracks in the catalogue and gives the crate its songs at ranks 0..n-1
 * (seed 002's song-equality rules drop duplicates), then COMPLETE. A provider's refusal is final (FAILED with the
 * reason); anything else is retried by the queue, and a worker that died mid-import leaves the job to another.
 */
async function runImport(app: Application, crateId: string): Promise<void> {
  const knex = app.get('knex')
  const crate = await knex<CrateRow>('crates').where({ id: crateId }).first()
  if (crate?.importStatus !== 'IN_PROGRESS') return
  const source = crate.importSource as ImportSource
  let tracks
  try {
    tracks = await musicProvider(app, source.musicProvider)!.playlistTracks!(source.playlistId, source.country)
  } catch (error) {
    return markFailed(app, crateId, (error as Error).message)
  }
  const writes = new CatalogueWrites()
  // Made before the crate's lock, each song on its own (catalogueSongs); a retried job finds them made.
  const songs = await catalogueSongs(app, withoutDuplicates(tracks).map(songDataOf), writes)
  await writes.emit(app)
  const done = await knex.transaction(async (trx) => {
    // The crate row's lock keeps a retried job from filling the crate twice.
    const locked = await trx<CrateRow>('crates').where({ id: crateId }).forUpdate().first()
    if (locked?.importStatus !== 'IN_PROGRESS') return undefined
    // Two tracks the provider lists apart can still be one catalogue song.
    const ids = [...new Set(songs.map((song) => song.id))]
    if (ids.length)
      await trx('crate_songs').insert(
        ids.map((songId, rank) => ({ id: randomUUID(), crateId, songId, rank, status: 'SUCCESS' }))
      )
    const [row] = await trx<CrateRow>('crates')
      .where({ id: crateId })
      .update({
        songCount: ids.length,
        importStatus: 'COMPLETE',
        importSource: JSON.stringify({ ...source, skipped: tracks.length - ids.length }),
        updatedAt: new Date()
        // jsonb columns take JSON text where the row type holds the parsed object.
      } as never)
      .returning('*')
    return row
  })
  if (done) await announce(app, 'patched', done)
}

/** Declares the crate-import job (run by the domain's setup, before the app starts its workers). */
export function configureCrateImports(app: Application): void {
  queues.set(
    app,
    defineJob<{ crateId: string }>(app, {
      name: CRATE_IMPORT_QUEUE,
      retryLimit: 2,
      retryDelaySeconds: 5,
      expireInSeconds: 600,
      run: (app, job) => runImport(app, job.data.crateId),
      failed: (app, job, error) => markFailed(app, job.data.crateId, (error as Error).message ?? String(error))
    })
  )
}

/**
 * `POST /crate/import`: the caller's new crate, IN_PROGRESS, answered at once; the import runs off the request path.
 * The import is a durable job (lib/jobs.ts): it survives a restart.
 */
export async function importCrate({
  app,
  caller,
  body
}: Call<unknown, unknown, CrateImport>): Promise<CrateImportStarted> {
  const provider = musicProvider(app, body.musicProvider)!
  const missing = provider.missingSettings()
  // Unconfigured: the 503 naming the settings now, not a FAILED crate later.
  if (missing.length) throw new NotConfigured(provider.name, missing, provider.key)
  const source: ImportSource = {
    musicProvider: body.musicProvider,
    playlistId: body.playlistId,
    country: (body.country ?? 'us').toLowerCase()
  }
  const queue = queues.get(app)!
  // PGlite has one connection: the queue starts before the transaction that sends to it.
  await queue.ready()
  const knex = app.get('knex')
  const crate = await knex.transaction(async (trx) => {
    const [row] = await trx<CrateRow>('crates')
      .insert({
        id: randomUUID(),
        shortId: shortId(),
        userId: caller!.id,
        crateName: body.crateName?.trim() || (await newCrateName(trx, caller!.id)),
        importStatus: 'IN_PROGRESS',
        importSource: JSON.stringify(source)
        // jsonb columns take JSON text where the row type holds the parsed object.
      } as never)
      .returning('*')
    // The job exists only if the crate does.
    await queue.send({ crateId: row.id }, trx)
    return row
  })
  await announce(app, 'created', crate)
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
