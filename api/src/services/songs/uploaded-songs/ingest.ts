import { randomUUID } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { bases, MAX_SONG_BYTES } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { BadRequest } from '../../../errors.ts'
import { ensureMediaSpace, storageOf } from '../../../lib/storage/index.ts'
import { announceSong, type UploadedSongRow } from './entity.ts'
import { taggedArtwork } from './artwork.ts'
import { artworkKey, hasMetadata, queueTranscode, songFolder, transcodeQueue } from './lifecycle.ts'
import { probeAudio, readTags } from './media.ts'

const refuse = (message: string) =>
  new BadRequest(`Invalid body: 'song' ${message}`, { errors: [{ field: 'song', message }] })

/**
 * Takes a song file in: probe (real audio with a duration, or a 400 naming why), tags, the file and its artwork (the
 * PNG given, else the picture in its tags) to storage, one row — MISSING_METADATA, or VERIFICATION_POSTPONED with its
 * transcode queued. A refusal or a failure keeps nothing.
 */
export async function ingestSong(
  app: Application,
  userId: string,
  path: string,
  originalName: string,
  options: { id?: string; artwork?: Buffer | null } = {}
): Promise<string> {
  const size = (await stat(path)).size
  if (size === 0) throw refuse('is empty')
  if (size > MAX_SONG_BYTES) throw refuse(`is larger than ${MAX_SONG_BYTES / 1024 / 1024} MB`)
  const facts = await probeAudio(path)
  if (!facts) throw refuse('is not an audio file (no audio stream with a duration found)')
  const tags = await readTags(path)
  const artwork = options.artwork ?? (await taggedArtwork(path))
  const id = options.id ?? randomUUID()
  const fileKey = `${songFolder(id)}/original`
  const storage = storageOf(app)
  const now = new Date()
  await ensureMediaSpace(app, size + (artwork?.length ?? 0))
  try {
    await storage.put(fileKey, await readFile(path), facts.mimeType)
    if (artwork) await storage.put(artworkKey(id), artwork, 'image/png')
    // Before the transaction: PGlite's one connection cannot start the queue from inside it.
    await transcodeQueue(app).ready()
    const row = await app.get('knex').transaction(async (trx) => {
      await trx('uploaded_songs').insert({
        id,
        userId,
        status: 'MISSING_METADATA',
        originalName: originalName.replace(/\0/g, '').slice(0, 500) || 'song',
        ...facts,
        sizeBytes: size,
        ...tags,
        explicit: false,
        isPublic: true,
        artwork: artwork ? `${bases.songs.base}/songs/${id}/artwork` : null,
        fileKey,
        createdAt: now,
        updatedAt: now
      })
      if (hasMetadata(tags)) return queueTranscode(app, trx, id)
      return (await trx('uploaded_songs').where('id', id).first()) as UploadedSongRow
    })
    await announceSong(app, 'created', row)
    return id
  } catch (error) {
    await storage.removePrefix(songFolder(id)).catch(() => undefined)
    throw error
  }
}
