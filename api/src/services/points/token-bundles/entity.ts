import { TokenBundleSchema, tokenBundleListFields, type TokenBundle, type TokenBundleFilter } from '@spinroom/schemas'
import { crud } from '../../../lib/crud.ts'
import { defineEntity } from '../../../lib/entity.ts'
import type { FeathersQuery } from '../../../lib/list-query.ts'
import { fileUrlOf } from '../../../lib/stored-files.ts'

export type TokenBundleRow = Omit<TokenBundle, 'thumbnailUrl' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date
  updatedAt: Date
}

export const tokenBundlesEntity = defineEntity({
  table: 'token_bundles',
  path: 'api/merch-service/token-bundle-records',
  resource: 'token-bundles',
  schema: TokenBundleSchema,
  listFields: tokenBundleListFields,
  searchFields: ['productId', 'name'],
  defaultSort: { price: 1 }
})

/** The external shape, with the thumbnail's download URL. */
export const toTokenBundle = (row: TokenBundleRow): TokenBundle =>
  tokenBundlesEntity.external({ ...row, thumbnailUrl: fileUrlOf(row.thumbnailFileId) })

function conditions(filter: TokenBundleFilter): FeathersQuery {
  const where: FeathersQuery = {}
  if (filter.id) where.id = filter.id
  if (filter.productId) where.productId = filter.productId
  return where
}

export const bundles = crud<TokenBundleRow, TokenBundle, TokenBundleFilter>({
  entity: tokenBundlesEntity,
  notFound: 'Token bundle not found',
  external: toTokenBundle,
  filter: conditions
})
