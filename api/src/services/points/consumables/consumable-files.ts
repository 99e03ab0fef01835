import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Knex } from 'knex'
import { loadSharp } from '../../../lib/sharp.ts'
import { MAX_CONSUMABLE_FILE_BYTES, type ConsumableFile } from '@spinroom/schemas'
import type { Call, UploadedFile } from '../../../lib/endpoint.ts'
import { BadRequest, NotFound } from '../../../errors.ts'
import { bases } from '@spinroom/schemas'

// Refuses decompression bombs before any pixel is decoded.
const MAX_INPUT_PIXELS = 40_000_000
const IMAGE_TYPES: Record<string, ConsumableFile['contentType']> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif'
}

interface FileRow {
  id: string
  contentType: ConsumableFile['contentType']
  size: number
  bytes: Buffer
}

export const fileUrl = (id: string) => `${bases.points.base}/api/v1/consumables/files/${id}`
export const fileUrlOf = (id: string | null | undefined) => (id ? fileUrl(id) : null)

const refuse = (field: string, message: string) =>
  new BadRequest(`Invalid body: '${field}' ${message}`, { errors: [{ field, message }] })

/** The multipart file of a field, read into memory once its size is known to be acceptable. */
export async function readUpload(file: UploadedFile | undefined, field: string, maxBytes: number): Promise<Buffer> {
  if (!file) throw refuse(field, 'is required (a multipart file field)')
  if (file.size > maxBytes) throw refuse(field, `is larger than ${maxBytes / 1024 / 1024} MB`)
  return readFile(file.filepath)
}

/** A Lottie animation is JSON with a frame rate, in and out points, a size and layers. */
function isLottie(input: Buffer): boolean {
  const text = input.toString('utf8').trimStart()
  if (!text.startsWith('{')) return false
  try {
    const doc = JSON.parse(text) as Record<string, unknown>
    return ['fr', 'ip', 'op', 'w', 'h'].every((k) => typeof doc[k] === 'number') && Array.isArray(doc.layers)
  } catch {
    return false
  }
}

/** The media type of a file from its content, never from its name or declared type. */
export async function sniff(input: Buffer, field: string): Promise<ConsumableFile['contentType']> {
  const sharp = await loadSharp()
  const format = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined)
  if (format && IMAGE_TYPES[format]) return IMAGE_TYPES[format]
  if (format) throw refuse(field, `is ${format}; send PNG, JPEG, WebP, GIF or a Lottie animation (JSON)`)
  if (isLottie(input)) return 'application/json'
  throw refuse(field, 'is not an image or a Lottie animation')
}

const toFile = (row: Omit<FileRow, 'bytes'>): ConsumableFile => ({
  id: row.id,
  contentType: row.contentType,
  size: row.size,
  url: fileUrl(row.id)
})

/** Stores bytes of a known type as a new file. */
export async function storeFile(
  knex: Knex,
  contentType: ConsumableFile['contentType'],
  bytes: Buffer
): Promise<ConsumableFile> {
  const row = { id: randomUUID(), contentType, size: bytes.length, bytes }
  await knex('consumable_files').insert(row)
  return toFile(row)
}

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

/** 400 naming the field when a referenced file does not exist. */
export async function assertFilesExist(knex: Knex, refs: Record<string, string | null | undefined>): Promise<void> {
  for (const [field, id] of Object.entries(refs)) {
    if (id && !(await knex('consumable_files').where('id', id).first('id')))
      throw refuse(field, 'names no uploaded file')
  }
}
