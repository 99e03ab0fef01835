import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import sharp from 'sharp'
import {
  MAX_CONSUMABLE_FILE_BYTES,
  type TokenBundleData,
  type TokenBundleFilter,
  type TokenBundlePatch,
  type TokenBundleQueryType
} from '@spinroom/schemas'
import type { Call } from '../../lib/endpoint.ts'
import { entityService, pagination } from '../../lib/entity.ts'
import { offsetList } from '../../lib/list.ts'
import type { FeathersQuery } from '../../lib/list-query.ts'
import { BadRequest, NotFound } from '../../errors.ts'
import { readUpload, sniff, storeFile } from './consumable-files.ts'
import { toTokenBundle, tokenBundlesEntity, type TokenBundleRow } from './token-bundle.entity.ts'

const THUMBNAIL_SIZE = 512
const service = (call: Call) => entityService<TokenBundleRow>(call.app, tokenBundlesEntity)

function conditions(filter: TokenBundleFilter): FeathersQuery {
  const where: FeathersQuery = {}
  if (filter.id) where.id = filter.id
  if (filter.productId) where.productId = filter.productId
  return where
}

/** `GET /api/v1/token-bundles`: cheapest first. */
export async function listBundles(call: Call<unknown, TokenBundleQueryType>) {
  const page = await offsetList(call, tokenBundlesEntity, conditions(call.query))
  return { ...page, data: (page.data as TokenBundleRow[]).map(toTokenBundle) }
}

export async function countBundles(call: Call<unknown, TokenBundleFilter>) {
  const page = (await service(call).find({
    query: { ...conditions(call.query), $limit: 0 },
    paginate: pagination
  } as never)) as unknown as { total: number }
  return { count: page.total }
}

async function findBundle(knex: Knex, id: string): Promise<TokenBundleRow> {
  const row: TokenBundleRow | undefined = await knex('token_bundles').where('id', id).first()
  if (!row) throw new NotFound('Token bundle not found')
  return row
}

export const getBundle = async (call: Call<{ id: string }>) =>
  toTokenBundle(await findBundle(call.app.get('knex'), call.params.id))

/** `POST /api/v1/token-bundles`: a productId already in use is a 409. */
export async function createBundle(call: Call<unknown, unknown, TokenBundleData>) {
  const now = new Date()
  const row = await service(call).create({
    ...call.body,
    currency: call.body.currency.toLowerCase(),
    thumbnailFileId: null,
    id: randomUUID(),
    createdAt: now,
    updatedAt: now
  })
  return toTokenBundle(row)
}

export async function updateBundle(call: Call<{ id: string }, unknown, TokenBundlePatch>) {
  await findBundle(call.app.get('knex'), call.params.id)
  const patch = {
    ...call.body,
    ...(call.body.currency ? { currency: call.body.currency.toLowerCase() } : {}),
    updatedAt: new Date()
  }
  return toTokenBundle(await service(call).patch(call.params.id, patch))
}

/**
 * `POST /api/v1/token-bundles/{id}` (the seed's form of deletion): answers the deleted bundle and drops its thumbnail.
 */
export async function deleteBundle(call: Call<{ id: string }>) {
  const knex = call.app.get('knex')
  const row = await findBundle(knex, call.params.id)
  const removed = await service(call).remove(row.id)
  if (row.thumbnailFileId) await knex('consumable_files').where('id', row.thumbnailFileId).delete()
  return toTokenBundle(removed)
}

/** `PATCH /api/v1/token-bundles/{id}/thumbnail` (multipart `thumbnail`): a 512 px WebP replacing the previous one. */
export async function uploadThumbnail(call: Call<{ id: string }>) {
  const knex = call.app.get('knex')
  const bundle = await findBundle(knex, call.params.id)
  const input = await readUpload(call.files.thumbnail?.[0], 'thumbnail', MAX_CONSUMABLE_FILE_BYTES)
  if (!(await sniff(input, 'thumbnail')).startsWith('image/')) {
    throw new BadRequest("Invalid body: 'thumbnail' is not an image", {
      errors: [{ field: 'thumbnail', message: 'is not an image' }]
    })
  }
  const webp = await sharp(input, { limitInputPixels: 40_000_000 })
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
  return toTokenBundle(updated)
}
