import { loadSharp } from '../../../lib/sharp.ts'
import { MAX_CONSUMABLE_FILE_BYTES } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { BadRequest, NotFound } from '../../../errors.ts'
import { readUpload, sniff, storeFile } from '../../../lib/stored-files.ts'
import { bundles, toTokenBundle, tokenBundlesEntity, type TokenBundleRow } from './entity.ts'

const THUMBNAIL_SIZE = 512

/** A 512 px WebP replacing the previous thumbnail, swapped in one transaction with the file rows. */
export async function uploadThumbnail(call: Call<{ id: string }>) {
  const knex = call.app.get('knex')
  const bundle = await bundles.find(knex, call.params.id)
  const input = await readUpload(call.files.thumbnail?.[0], 'thumbnail', MAX_CONSUMABLE_FILE_BYTES)
  if (!(await sniff(input, 'thumbnail')).startsWith('image/')) {
    throw new BadRequest("Invalid body: 'thumbnail' is not an image", {
      errors: [{ field: 'thumbnail', message: 'is not an image' }]
    })
  }
  const webp = await (
    await loadSharp()
  )(input, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
  const updated = await knex.transaction(async (trx) => {
    const file = await storeFile(trx, 'image/webp', webp)
    const [row] = await trx('token_bundles')
      .where('id', bundle.id)
      .update({ thumbnailFileId: file.id, updatedAt: new Date() })
      .returning('*')
    if (bundle.thumbnailFileId) await trx('consumable_files').where('id', bundle.thumbnailFileId).delete()
    return row as TokenBundleRow | undefined
  })
  if (!updated) throw new NotFound('Token bundle not found')
  emitEntityEvent(call.app, tokenBundlesEntity, 'patched', updated)
  return toTokenBundle(updated)
}
