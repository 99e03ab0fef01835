import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { loadSharp } from '../../../lib/sharp.ts'
import { DEFAULT_IMAGE_SIZE, imageSizeNames, imageSizes, type UserImage, type UserImageUpload } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest, NotFound } from '../../../errors.ts'
import { bases } from '@spinroom/schemas'
import { findUserById, usersService } from '../users/entity.ts'

const ACCEPTED = ['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']
// Refuses decompression bombs before any pixel is decoded.
const MAX_INPUT_PIXELS = 40_000_000
const LARGEST = imageSizeNames.extraLarge

interface ImageRow {
  id: string
  userUuid: string
  kind: UserImage['kind']
  sourceFormat: string
  width: number
  height: number
  createdAt: Date
}

const urlOf = (id: string, size: number) => `${bases.accounts.base}/users/images/${id}?size=${size}`

const toImage = (row: ImageRow): UserImage => ({
  ...row,
  urls: Object.fromEntries(imageSizes.map((size) => [String(size), urlOf(row.id, size)])),
  createdAt: new Date(row.createdAt).toISOString()
})

async function sniff(input: Buffer): Promise<string> {
  const sharp = await loadSharp()
  const format = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined)
  if (!format)
    throw new BadRequest("Invalid body: 'image' is not an image", {
      errors: [{ field: 'image', message: 'is not an image' }]
    })
  if (!ACCEPTED.includes(format))
    throw new BadRequest(`Invalid body: 'image' is ${format}; send JPEG, PNG, WebP, GIF or AVIF`, {
      errors: [{ field: 'image', message: 'unsupported type' }]
    })
  return format
}

/** Profile pictures become squares; cover pictures keep their shape and are never enlarged. */
const resize = async (input: Buffer, kind: UserImage['kind'], size: number) =>
  (await loadSharp())(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(
      kind === 'profilePicture'
        ? { width: size, height: size, fit: 'cover' }
        : { width: size, withoutEnlargement: true }
    )
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })

/**
 * Stores a user's picture of a kind in every size, replacing the previous one; a cover picture becomes the profile's
 * coverPicture.
 */
export async function saveImage(
  app: Application,
  userUuid: string,
  kind: UserImage['kind'],
  input: Buffer
): Promise<UserImage> {
  const sourceFormat = await sniff(input)
  const copies = await Promise.all(imageSizes.map(async (size) => ({ size, ...(await resize(input, kind, size)) })))
  const largest = copies.find((c) => c.size === LARGEST)!.info
  const row: ImageRow = {
    id: randomUUID(),
    userUuid,
    kind,
    sourceFormat,
    width: largest.width,
    height: largest.height,
    createdAt: new Date()
  }
  await app.get('knex').transaction(async (trx) => {
    await trx('user_images').where({ userUuid, kind }).delete()
    await trx('user_images').insert(row)
    await trx('user_image_files').insert(
      copies.map((c) => ({ imageId: row.id, size: c.size, contentType: 'image/webp', bytes: c.data }))
    )
  })
  if (kind === 'coverPicture')
    await usersService(app).patch(userUuid, { coverPicture: urlOf(row.id, LARGEST), updatedAt: new Date() })
  return toImage(row)
}

/** Replaces the caller's picture of that kind. */
export async function uploadImage(call: Call<unknown, unknown, UserImageUpload>): Promise<UserImage> {
  const file = call.files.image?.[0]
  if (!file)
    throw new BadRequest("Invalid body: 'image' is required (a multipart file field)", {
      errors: [{ field: 'image', message: 'is required' }]
    })
  const image = await saveImage(call.app, call.caller!.id, call.body.kind, await readFile(file.filepath))
  call.context.http = { ...call.context.http, status: 201 }
  return image
}

/** One copy's bytes (image/webp), cacheable for good since a new upload gets a new id. */
export async function readImage(call: Call<{ id: string }, { size?: number }>): Promise<Buffer> {
  const file = await call.app
    .get('knex')('user_image_files')
    .where({ imageId: call.params.id, size: call.query.size ?? DEFAULT_IMAGE_SIZE })
    .first()
  if (!file) throw new NotFound('Image not found')
  call.setHeader('Content-Type', file.contentType)
  call.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  return Buffer.from(file.bytes)
}

/** Who owns an image, for the `self` check of its deletion. */
export const imageOwner = async (call: Call<{ id: string }>) =>
  (await call.app.get('knex')('user_images').where('id', call.params.id).first('userUuid'))?.userUuid as
    string | undefined

/** The owner (or an admin) removes a picture and all its copies. */
export async function deleteImage(call: Call<{ id: string }>): Promise<UserImage> {
  const knex = call.app.get('knex')
  const row: ImageRow | undefined = await knex('user_images').where('id', call.params.id).first()
  if (!row) throw new NotFound('Image not found')
  await knex('user_images').where('id', row.id).delete()
  const owner = row.kind === 'coverPicture' ? await findUserById(knex, row.userUuid) : undefined
  if (owner?.coverPicture === urlOf(row.id, LARGEST))
    await usersService(call.app).patch(row.userUuid, { coverPicture: null, updatedAt: new Date() })
  return toImage(row)
}

/** A user's pictures, for moderators reviewing an account. */
export async function userImages({ app, params }: Call<{ id: string }>): Promise<UserImage[]> {
  return (await app.get('knex')('user_images').where('userUuid', params.id).orderBy('kind')).map(toImage)
}
