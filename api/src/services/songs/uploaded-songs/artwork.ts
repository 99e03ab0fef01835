import { readFile } from 'node:fs/promises'
import { ARTWORK_SIZE, MAX_ARTWORK_BYTES } from '@spinroom/schemas'
import { BadRequest } from '../../../errors.ts'
import type { UploadedFile } from '../../../lib/endpoint.ts'
import { loadSharp } from '../../../lib/sharp.ts'

const FIELD = 'artwork'
const ACCEPTED = ['jpeg', 'png', 'webp', 'gif', 'heif']
// Refuses decompression bombs before any pixel is decoded.
const MAX_INPUT_PIXELS = 40_000_000

const refuse = (message: string) =>
  new BadRequest(`Invalid body: '${FIELD}' ${message}`, { errors: [{ field: FIELD, message }] })

/** What sharp makes of an image's bytes: its format, or undefined when they are no image it can read. */
async function formatOf(bytes: Buffer): Promise<string | undefined> {
  const sharp = await loadSharp()
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined)
}

/** The square PNG the server keeps and serves (GET /songs/{id}/artwork). */
async function squarePng(bytes: Buffer): Promise<Buffer> {
  return (await loadSharp())(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: ARTWORK_SIZE, height: ARTWORK_SIZE, fit: 'cover' })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/**
 * The artwork sent with an upload as the PNG to keep, or null when none was sent; a file that is too large, not an
 * image, or an image of another kind is a 400 naming `artwork`.
 */
export async function sentArtwork(file: UploadedFile | undefined): Promise<Buffer | null> {
  if (!file) return null
  if (file.size > MAX_ARTWORK_BYTES) throw refuse(`is larger than ${MAX_ARTWORK_BYTES / 1024 / 1024} MB`)
  const bytes = await readFile(file.filepath)
  const format = await formatOf(bytes)
  if (!format) throw refuse('is not an image')
  // sharp names AVIF files heif.
  if (!ACCEPTED.includes(format)) throw refuse(`is ${format}; send JPEG, PNG, WebP, GIF or AVIF`)
  return squarePng(bytes).catch(() => {
    throw refuse('is not an image (it could not be decoded)')
  })
}

/** The picture in a song file's tags as the PNG to keep; null when there is none or it is no readable image. */
export async function taggedArtwork(path: string): Promise<Buffer | null> {
  const { parseFile } = await import('music-metadata')
  const { common } = await parseFile(path, { duration: false }).catch(() => ({ common: { picture: undefined } }))
  const picture = common.picture?.[0]
  if (!picture || picture.data.length > MAX_ARTWORK_BYTES) return null
  const bytes = Buffer.from(picture.data)
  if (!ACCEPTED.includes((await formatOf(bytes)) ?? '')) return null
  return squarePng(bytes).catch(() => null)
}
