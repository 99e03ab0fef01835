import {
  CountSchema,
  IdParams,
  OffsetPage,
  TokenBundleDataSchema,
  TokenBundleFilterSchema,
  TokenBundlePatchSchema,
  TokenBundleQuery,
  TokenBundleSchema
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import {
  countBundles,
  createBundle,
  deleteBundle,
  getBundle,
  listBundles,
  updateBundle,
  uploadThumbnail
} from './bundles.ts'

/** Token bundles sold in the store. */
export const bundleEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: '/api/v1/token-bundles',
    access: 'admin',
    summary: 'create bundle; 409 when productId is taken',
    body: TokenBundleDataSchema,
    result: TokenBundleSchema,
    status: 201,
    handler: createBundle
  }),
  endpoint({
    method: 'GET',
    path: '/api/v1/token-bundles',
    access: 'any',
    summary: 'list bundles (id, productId, offset, limit)',
    query: TokenBundleQuery,
    result: OffsetPage(TokenBundleSchema),
    handler: listBundles
  }),
  endpoint({
    method: 'GET',
    path: '/api/v1/token-bundles/count',
    access: 'any',
    summary: 'count bundles (id, productId)',
    query: TokenBundleFilterSchema,
    result: CountSchema,
    handler: countBundles
  }),
  endpoint({
    method: 'GET',
    path: '/api/v1/token-bundles/{id}',
    access: 'any',
    summary: 'one bundle',
    params: IdParams,
    result: TokenBundleSchema,
    handler: getBundle
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/v1/token-bundles/{id}',
    access: 'admin',
    summary: 'update bundle',
    params: IdParams,
    body: TokenBundlePatchSchema,
    result: TokenBundleSchema,
    handler: updateBundle
  }),
  endpoint({
    method: 'POST',
    path: '/api/v1/token-bundles/{id}',
    access: 'admin',
    summary: 'delete bundle (deletion is a POST); answers the deleted bundle',
    params: IdParams,
    result: TokenBundleSchema,
    handler: deleteBundle
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/v1/token-bundles/{id}/thumbnail',
    access: 'admin',
    summary: 'upload bundle thumbnail (multipart `thumbnail`), stored as a 512 px WebP',
    params: IdParams,
    result: TokenBundleSchema,
    consumes: 'multipart/form-data',
    handler: uploadThumbnail
  })
]
