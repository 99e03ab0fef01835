import { TokenBundleSchema, tokenBundleListFields, type TokenBundle } from '@spinroom/schemas'
import { defineEntity } from '../../lib/entity.ts'
import { fileUrlOf } from './consumable-files.ts'

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
