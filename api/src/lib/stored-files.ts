import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Knex } from 'knex'
import { routes, routeUrl, type ConsumableFile } from '@spinroom/schemas'
import { BadRequest } from '../errors.ts'
import type { UploadedFile } from './endpoint.ts'
import { loadSharp } from './sharp.ts'

// Refuses decompression bombs before any pixel is decoded.
const MAX_INPUT_PIXELS = 40_000_000
const IMAGE_TYPES: Record<string, ConsumableFile['contentType']> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif'
}

/** An uploaded image or Lottie animation, kept in the database: consumables, token bundles, avatars and room media. */
export interface FileRow {
  id: string
  contentType: ConsumableFile['contentType']
  size: number
  bytes: Buffer
}

/** Where the points domain serves a stored file. */
export const fileUrl = (fileId: string) => routeUrl(routes.points.getConsumableFile, { fileId })
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

/** 400 naming the field when a referenced file does not exist. */
export async function assertFilesExist(knex: Knex, refs: Record<string, string | null | undefined>): Promise<void> {
  for (const [field, id] of Object.entries(refs)) {
    if (id && !(await knex('consumable_files').where('id', id).first('id')))
      throw refuse(field, 'names no uploaded file')
  }
}
