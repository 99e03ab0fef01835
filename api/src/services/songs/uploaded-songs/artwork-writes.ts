import { createHash } from 'node:crypto'
import { bases } from '@spinroom/schemas'
import type { Knex } from 'knex'
import type { Application } from '../../../declarations.ts'
import { NotFound } from '../../../errors.ts'
import { ensureMediaSpace, storageOf } from '../../../lib/storage/index.ts'
import { CatalogueWrites } from '../catalogue/catalogue.ts'
import { announceSong, findSong, type UploadedSongRow } from './entity.ts'
import { artworkKey } from './lifecycle.ts'

/** The song's `artwork` for a replaced PNG: the same path, versioned by its bytes so that caches fetch it again. */
const artworkUrl = (id: string, png: Buffer) =>
  `${bases.songs.base}/songs/${id}/artwork?v=${createHash('sha256').update(png).digest('base64url').slice(0, 12)}`

/**
 * The upload's own catalogue song (the one it plays as) takes its artwork as its upload thumbnail, or loses it; so
 * does an album whose picture was the upload's artwork (an album made by the song takes the song's thumbnails), and
 * the song's album that has no picture takes a new one.
 */
async function rethumbSong(
  trx: Knex.Transaction,
  row: UploadedSongRow,
  before: string | null,
  writes: CatalogueWrites
) {
  const thumbnails = () =>
    row.artwork
      ? trx.raw(`thumbnails || jsonb_build_object('uploadService', ?::text)`, [row.artwork])
      : trx.raw(`thumbnails - 'uploadService'`)
  if (row.songId) {
    const [song] = await trx('songs')
      .where('id', row.songId)
      .whereRaw(`"musicProviders"->>'uploadService' = ?`, [row.id])
      .update({ thumbnails: thumbnails(), updatedAt: new Date() })
      .returning('*')
    if (song) writes.note('songs', song.id, 'patched', song)
  }
  // Its album left without a picture when the artwork was removed takes the new one, as when the song made it.
  const bare = row.artwork && row.songId
  if (!before && !bare) return
  const albums: { id: string }[] = await trx('albums')
    .where((q) => {
      if (before) q.orWhereRaw(`thumbnails->>'uploadService' = ?`, [before])
      if (bare)
        q.orWhere((album) =>
          album.whereIn('id', trx('songs').where('id', row.songId).select('albumId')).whereRaw(`thumbnails = '{}'`)
        )
    })
    .update({ thumbnails: thumbnails(), updatedAt: new Date() })
    .returning('id')
  for (const album of albums) writes.note('albums', album.id, 'patched')
}

/**
 * Puts a song's artwork (a PNG from `sentArtwork`), or removes it (null): storage first when it grows, the row and its
 * catalogue song's thumbnail in one transaction, storage last when it shrinks; events after commit.
 */
export async function setArtwork(app: Application, id: string, png: Buffer | null): Promise<UploadedSongRow> {
  const storage = storageOf(app)
  if (png) {
    await ensureMediaSpace(app, png.length)
    await storage.put(artworkKey(id), png, 'image/png')
  }
  const writes = new CatalogueWrites()
  const row = await app
    .get('knex')
    .transaction(async (trx) => {
      const found: Pick<UploadedSongRow, 'artwork'> | undefined = await trx('uploaded_songs')
        .where('id', id)
        .forUpdate()
        .first('artwork')
      if (!found) throw new NotFound('Song not found')
      const [updated] = await trx<UploadedSongRow>('uploaded_songs')
        .where('id', id)
        .update({ artwork: png ? artworkUrl(id, png) : null, updatedAt: new Date() })
        .returning('*')
      await rethumbSong(trx, updated as UploadedSongRow, found.artwork, writes)
      return updated as UploadedSongRow
    })
    .catch(async (error: unknown) => {
      // The song went meanwhile (deleted): the bytes just put must not outlive it.
      if (png && error instanceof NotFound) await storage.removePrefix(artworkKey(id)).catch(() => undefined)
      throw error
    })
  if (!png) await storage.removePrefix(artworkKey(id))
  await writes.emit(app)
  await announceSong(app, 'patched', row)
  return findSong(app.get('knex'), id)
}
