import { IdParams, OffsetPage } from '../common.ts'
import { CountSchema } from './consumable.ts'
import {
  TokenBundleDataSchema,
  TokenBundleFilterSchema,
  TokenBundlePatchSchema,
  TokenBundleQuery,
  TokenBundleSchema
} from './token-bundle.ts'
import { routeGroup } from '../route.ts'

/** Token bundles sold in the store. */
export const tokenBundleRoutes = routeGroup({
  createTokenBundle: {
    method: 'POST',
    path: '/api/v1/token-bundles',
    access: 'admin',
    summary: 'create bundle; 409 when productId is taken',
    body: TokenBundleDataSchema,
    result: TokenBundleSchema,
    status: 201
  },
  listTokenBundles: {
    method: 'GET',
    path: '/api/v1/token-bundles',
    access: 'any',
    summary: 'list bundles (id, productId, offset, limit)',
    query: TokenBundleQuery,
    result: OffsetPage(TokenBundleSchema)
  },
  countTokenBundles: {
    method: 'GET',
    path: '/api/v1/token-bundles/count',
    access: 'any',
    summary: 'count bundles (id, productId)',
    query: TokenBundleFilterSchema,
    result: CountSchema
  },
  getTokenBundle: {
    method: 'GET',
    path: '/api/v1/token-bundles/{id}',
    access: 'any',
    summary: 'one bundle',
    params: IdParams,
    result: TokenBundleSchema
  },
  updateTokenBundle: {
    method: 'PATCH',
    path: '/api/v1/token-bundles/{id}',
    access: 'admin',
    summary: 'update bundle',
    params: IdParams,
    body: TokenBundlePatchSchema,
    result: TokenBundleSchema
  },
  deleteTokenBundle: {
    method: 'POST',
    path: '/api/v1/token-bundles/{id}',
    access: 'admin',
    summary: 'delete bundle (deletion is a POST); answers the deleted bundle',
    params: IdParams,
    result: TokenBundleSchema
  },
  uploadTokenBundleThumbnail: {
    method: 'PATCH',
    path: '/api/v1/token-bundles/{id}/thumbnail',
    access: 'admin',
    summary: 'upload bundle thumbnail (multipart `thumbnail`), stored as a 512 px WebP',
    params: IdParams,
    result: TokenBundleSchema,
    consumes: 'multipart/form-data'
  }
})
