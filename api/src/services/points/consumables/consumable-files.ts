import { MAX_CONSUMABLE_FILE_BYTES, type ConsumableFile } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { readUpload, sniff, storeFile, type FileRow } from '../../../lib/stored-files.ts'
import { NotFound } from '../../../errors.ts'

export async function uploadConsumableFile(call: Call): Promise<ConsumableFile> {
  const bytes = await readUpload(call.files.file?.[0], 'file', MAX_CONSUMABLE_FILE_BYTES)
  const file = await storeFile(call.app.get('knex'), await sniff(bytes, 'file'), bytes)
  call.context.http = { ...call.context.http, status: 201 }
  return file
}

/** The bytes, cacheable for good since files never change. */
export async function readConsumableFile(call: Call<{ fileId: string }>): Promise<Buffer> {
  const file: FileRow | undefined = await call.app
    .get('knex')('consumable_files')
    .where('id', call.params.fileId)
    .first()
  if (!file) throw new NotFound('File not found')
  call.setHeader('Content-Type', file.contentType)
  call.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  // A JSON animation must never be taken for a page by a browser.
  call.setHeader('X-Content-Type-Options', 'nosniff')
  return Buffer.from(file.bytes)
}
