import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { isAdmin, type SongData } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { InsufficientStorage } from '../../../errors.ts'
import { defineJob, type JobQueue } from '../../../lib/jobs.ts'
import { ensureMediaSpace, storageOf } from '../../../lib/storage/index.ts'
import { findOrCreateSong } from '../catalogue/catalogue.ts'
import { announceSong, type UploadedSongRow } from './entity.ts'
import { KEY_URI_PLACEHOLDER, PLAYLIST_NAME, transcodeToHls } from './media.ts'

export const TRANSCODE_QUEUE = 'song-transcode'
export interface TranscodeJob {
  songId: string
}

export const songFolder = (id: string) => `songs/${id}`
/** Artwork this server keeps for a song: sent with its upload, found in its file's tags, or a demo song's. */
export const artworkKey = (id: string) => `${songFolder(id)}/artwork.png`
const renditionFolder = (id: string, attempt: string) => `${songFolder(id)}/hls/${attempt}`

const queues = new WeakMap<Application, JobQueue<TranscodeJob>>()
/** The transcode queue of an app (defined by the songs domain's setup). */
export const transcodeQueue = (app: Application) => queues.get(app)!

/** A song whose title and artist are known is transcoded: VERIFICATION_POSTPONED until a moderator decides. */
export const hasMetadata = (row: Pick<UploadedSongRow, 'trackName' | 'artistName'>) =>
  !!row.trackName && !!row.artistName

/**
 * Moves a song to VERIFICATION_POSTPONED and queues its transcode, both in `trx`: the job exists exactly when the
 * status says it waits for one.
 */
export async function queueTranscode(app: Application, trx: Knex.Transaction, id: string): Promise<UploadedSongRow> {
  const [row] = await trx<UploadedSongRow>('uploaded_songs')
    .where('id', id)
    .update({ status: 'VERIFICATION_POSTPONED', transcodeProgress: 0, error: null, updatedAt: new Date() })
    .returning('*')
  await transcodeQueue(app).send({ songId: id }, trx)
  return row as UploadedSongRow
}

/** The catalogue's song for an upload with its tags: playable from the upload service (`uploadService` = its id). */
export const catalogueData = (row: UploadedSongRow): SongData => ({
  trackName: row.trackName!,
  artistName: row.artistName!,
  duration: row.duration,
  explicit: row.explicit,
  genre: row.genre,
  albumName: row.albumName,
  releaseYear: row.releaseYear,
  isrc: row.isrc,
  musicProviders: { uploadService: row.id },
  ...(row.artwork ? { thumbnails: { uploadService: row.artwork } } : {})
})

/** Makes a transcoded song VERIFIED and a catalogue song. */
export async function verifySong(trx: Knex.Transaction, row: UploadedSongRow, by: string): Promise<UploadedSongRow> {
  const song = await findOrCreateSong(trx, catalogueData(row))
  const now = new Date()
  const [verified] = await trx<UploadedSongRow>('uploaded_songs')
    .where('id', row.id)
    .update({ status: 'VERIFIED', songId: song.id, verifiedBy: by, verifiedAt: now, error: null, updatedAt: now })
    .returning('*')
  return verified as UploadedSongRow
}

/** Records the new transcode progress (and tells the uploader and moderators) when it moved by 5 % or more. */
function progressReporter(app: Application, id: string) {
  let reported = 0
  let writing: Promise<void> = Promise.resolve()
  const report = (percent: number) => {
    if (percent < reported + 5) return
    reported = percent
    writing = writing.then(async () => {
      const [row] = await app
        .get('knex')<UploadedSongRow>('uploaded_songs')
        .where({ id, status: 'VERIFICATION_POSTPONED' })
        .where('transcodeProgress', '<', percent)
        .update({ transcodeProgress: percent, updatedAt: new Date() })
        .returning('*')
      if (row) await announceSong(app, 'patched', row as UploadedSongRow)
    })
    // A lost progress step is harmless (the next one or the end writes again); it must not be an unhandled rejection.
    writing = writing.catch((error: unknown) =>
      app.get('log').error({ err: error, songId: id }, 'transcode progress not written')
    )
  }
  return { report, done: () => writing }
}

/**
 * One transcode attempt: the original to AES-128 HLS in a folder of this attempt, uploaded, then switched to in one
 * transaction. A crash anywhere before that switch leaves the song as it was (the job is retried); the switch only
 * happens while the song still waits for it.
 */
async function transcode(app: Application, songId: string, attempt: string, signal: AbortSignal): Promise<void> {
  const knex = app.get('knex')
  const song: UploadedSongRow | undefined = await knex('uploaded_songs').where('id', songId).first()
  if (!song || song.status !== 'VERIFICATION_POSTPONED') return
  // Its segments take about as much room as the original.
  await ensureMediaSpace(app, song.sizeBytes)
  const storage = storageOf(app)
  const work = await mkdtemp(join(tmpdir(), 'spinroom-transcode-'))
  const prefix = renditionFolder(songId, attempt)
  try {
    const input = join(work, 'original')
    await storage.download(song.fileKey, input)
    const out = join(work, 'hls')
    await mkdir(out)
    const key = randomBytes(16)
    await writeFile(join(work, 'key'), key)
    await writeFile(
      join(work, 'keyinfo'),
      `${KEY_URI_PLACEHOLDER}\n${join(work, 'key')}\n${randomBytes(16).toString('hex')}\n`
    )
    const progress = progressReporter(app, songId)
    await transcodeToHls({
      input,
      outDir: out,
      keyInfoFile: join(work, 'keyinfo'),
      duration: song.duration,
      signal,
      onProgress: progress.report
    })
    await progress.done()
    signal.throwIfAborted()
    const files = (await readdir(out)).filter((f) => f.endsWith('.ts')).sort()
    for (const file of files) await storage.put(`${prefix}/${file}`, await readFile(join(out, file)), 'video/mp2t')
    // The playlist last: a rendition with a playlist is complete.
    await storage.put(
      `${prefix}/${PLAYLIST_NAME}`,
      await readFile(join(out, PLAYLIST_NAME)),
      'application/vnd.apple.mpegurl'
    )
    signal.throwIfAborted()
    const switched = await switchRendition(app, songId, prefix, key)
    if (!switched) await storage.removePrefix(prefix)
  } catch (error) {
    await storage.removePrefix(prefix).catch(() => undefined)
    throw error
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/**
 * Points a waiting song at a complete rendition (its key with it) and drops the previous one; an administrator's upload
 * is verified at once. False when the song no longer waits (deleted, rejected meanwhile).
 */
export async function switchRendition(app: Application, songId: string, prefix: string, key: Buffer): Promise<boolean> {
  const knex = app.get('knex')
  const result = await knex.transaction(async (trx) => {
    const song: UploadedSongRow | undefined = await trx('uploaded_songs').where('id', songId).forUpdate().first()
    if (!song || song.status !== 'VERIFICATION_POSTPONED') return undefined
    const [ready] = await trx<UploadedSongRow>('uploaded_songs')
      .where('id', songId)
      .update({ hlsPrefix: prefix, hlsKey: key, transcodeProgress: 100, error: null, updatedAt: new Date() })
      .returning('*')
    const uploader = await trx('users').where('id', song.userId).first('roles')
    const row = isAdmin(uploader?.roles) ? await verifySong(trx, ready as UploadedSongRow, song.userId) : ready
    return { row: row as UploadedSongRow, previous: song.hlsPrefix }
  })
  if (!result) return false
  if (result.previous && result.previous !== prefix) await storageOf(app).removePrefix(result.previous)
  await announceSong(app, 'patched', result.row)
  return true
}

/** A transcode that waits for the media disk: the song says why (until a later attempt clears it), and is retried. */
async function postponeTranscode(app: Application, songId: string, reason: string): Promise<void> {
  app.get('log').warn({ songId }, `transcode postponed: ${reason}`)
  const [row] = await app
    .get('knex')<UploadedSongRow>('uploaded_songs')
    .where({ id: songId, status: 'VERIFICATION_POSTPONED' })
    .update({ error: reason, updatedAt: new Date() })
    .returning('*')
  if (row) await announceSong(app, 'patched', row as UploadedSongRow)
  // TRANSCODE_DISK_RETRY_SECONDS: how long a transcode that found the media disk full waits before it looks again.
  const afterSeconds = Number(app.get('config').providers.TRANSCODE_DISK_RETRY_SECONDS) || 60
  await transcodeQueue(app).send({ songId }, undefined, { afterSeconds })
}

/** A transcode that failed for good: VERIFICATION_ERROR with the reason, for a moderator to retry. */
export async function failTranscode(app: Application, songId: string, reason: string): Promise<boolean> {
  const [row] = await app
    .get('knex')<UploadedSongRow>('uploaded_songs')
    .where({ id: songId, status: 'VERIFICATION_POSTPONED' })
    .update({ status: 'VERIFICATION_ERROR', error: reason.slice(0, 2000), updatedAt: new Date() })
    .returning('*')
  if (row) await announceSong(app, 'patched', row as UploadedSongRow)
  return !!row
}

/** Seconds a transcode may run before it is taken for stuck (TRANSCODE_TIMEOUT_SECONDS, 15 minutes). */
const timeoutOf = (app: Application) => Number(app.get('config').providers.TRANSCODE_TIMEOUT_SECONDS) || 900

/** Uploads waiting for a moderator (transcoding, then awaiting review), read before each scrape. */
function probeWaitingUploads(app: Application): void {
  const metrics = app.get('metrics')
  metrics.addProbe(async () => {
    const [row] = await app
      .get('knex')('uploaded_songs')
      .where('status', 'VERIFICATION_POSTPONED')
      .count<{ count: string | number }[]>('* as count')
    metrics.uploadsAwaitingModeration.set(Number(row?.count ?? 0))
  })
}

/** The media disk's free space beside the reserve, read before each scrape (a bucket has none to report). */
function probeMediaDisk(app: Application): void {
  const metrics = app.get('metrics')
  metrics.mediaReserveBytes.set(app.get('config').mediaMinFreeMb * 1024 * 1024)
  metrics.addProbe(async () => {
    const free = await storageOf(app).freeBytes()
    if (free !== null) metrics.mediaFreeBytes.set(free)
  })
}

export function configureTranscodes(app: Application): void {
  probeWaitingUploads(app)
  probeMediaDisk(app)
  queues.set(
    app,
    defineJob<TranscodeJob>(app, {
      name: TRANSCODE_QUEUE,
      retryLimit: 3,
      retryDelaySeconds: 1,
      expireInSeconds: timeoutOf(app),
      // A transcode whose API process died is retried within a supervision (JOBS_SUPERVISE_SECONDS) of 20 s' silence.
      heartbeatSeconds: 20,
      async run(app, job) {
        const timer = app.get('metrics').transcodeDuration.startTimer()
        try {
          await transcode(app, job.data.songId, `${job.id}-${job.retryCount}`, job.signal)
          timer({ outcome: 'done' })
        } catch (error) {
          if (error instanceof InsufficientStorage) {
            // A full disk is the operator's to clear: the song waits for it rather than failing for good.
            timer({ outcome: 'waiting' })
            return postponeTranscode(app, job.data.songId, error.message)
          }
          timer({ outcome: job.signal.aborted ? 'stopped' : 'failed' })
          throw error
        }
      },
      async failed(app, job, error) {
        await failTranscode(app, job.data.songId, error instanceof Error ? error.message : String(error))
      }
    })
  )
}
