import type { TokenBundleData, TokenBundlePatch, tokenBundleRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { bundles } from './entity.ts'
import { uploadThumbnail } from './thumbnail.ts'

export const tokenBundleHandlers: Handlers<typeof tokenBundleRoutes> = {
  // A productId already in use is a 409 (the unique index; see database-errors).
  createTokenBundle: bundles.create<TokenBundleData>(({ body }) => ({
    ...body,
    currency: body.currency.toLowerCase(),
    thumbnailFileId: null
  })),
  // Cheapest first (the entity's default order).
  listTokenBundles: bundles.list(),
  countTokenBundles: bundles.count,
  getTokenBundle: bundles.get,
  updateTokenBundle: bundles.patch<TokenBundlePatch>(({ body }) => ({
    ...body,
    ...(body.currency ? { currency: body.currency.toLowerCase() } : {})
  })),
  // Deletion is a POST in the seed; the thumbnail goes with the bundle.
  deleteTokenBundle: bundles.remove({
    async after({ app }, row) {
      if (row.thumbnailFileId) await app.get('knex')('consumable_files').where('id', row.thumbnailFileId).delete()
    }
  }),
  uploadTokenBundleThumbnail: uploadThumbnail
}
