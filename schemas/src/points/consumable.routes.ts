import { Type } from '@sinclair/typebox'
import { IdParams, OffsetPage } from '../common.ts'
import {
  ConsumableDataSchema,
  ConsumableFileSchema,
  ConsumableFilterSchema,
  ConsumablePatchSchema,
  ConsumableQuery,
  ConsumableSchema,
  CountSchema,
  FileIdParams
} from './consumable.ts'
import { routeGroup } from '../route.ts'

const FileBytes = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'PNG, JPEG, WebP, GIF or Lottie JSON'
})

/** Consumables bought with tokens, and their files. */
export const consumableRoutes = routeGroup({
  listConsumables: {
    method: 'GET',
    path: '/api/v1/consumables',
    access: 'any',
    summary: 'list consumables (id, createdBefore, displayType, orderBy, offset, limit)',
    query: ConsumableQuery,
    result: OffsetPage(ConsumableSchema)
  },
  createConsumable: {
    method: 'POST',
    path: '/api/v1/consumables',
    access: 'admin',
    summary: 'create consumable',
    body: ConsumableDataSchema,
    result: ConsumableSchema,
    status: 201
  },
  countConsumables: {
    method: 'GET',
    path: '/api/v1/consumables/count',
    access: 'any',
    summary: 'count consumables (id, createdBefore, displayType)',
    query: ConsumableFilterSchema,
    result: CountSchema
  },
  getConsumable: {
    method: 'GET',
    path: '/api/v1/consumables/{id}',
    access: 'any',
    summary: 'one consumable',
    params: IdParams,
    result: ConsumableSchema
  },
  updateConsumable: {
    method: 'PATCH',
    path: '/api/v1/consumables/{id}',
    access: 'admin',
    summary: 'update consumable',
    params: IdParams,
    body: ConsumablePatchSchema,
    result: ConsumableSchema
  },
  deleteConsumable: {
    method: 'DELETE',
    path: '/api/v1/consumables/{id}',
    access: 'admin',
    summary: 'delete consumable (409 once it has been bought: purchases name it)',
    params: IdParams,
    result: ConsumableSchema
  },
  uploadConsumableFile: {
    method: 'POST',
    path: '/api/v1/consumables/files',
    access: 'admin',
    summary:
      'upload a consumable file (multipart `file`: PNG, JPEG, WebP, GIF or Lottie JSON, at most 5 MB, type sniffed)',
    result: ConsumableFileSchema,
    status: 201,
    consumes: 'multipart/form-data'
  },
  getConsumableFile: {
    method: 'GET',
    path: '/api/v1/consumables/files/{fileId}',
    access: 'public',
    summary: 'download a consumable file',
    params: FileIdParams,
    result: FileBytes,
    produces: 'application/octet-stream'
  }
})
