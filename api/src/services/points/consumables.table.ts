import { Type } from '@sinclair/typebox'
import {
  ConsumableDataSchema,
  ConsumableFileSchema,
  ConsumableFilterSchema,
  ConsumablePatchSchema,
  ConsumableQuery,
  ConsumableSchema,
  CountSchema,
  FileIdParams,
  IdParams,
  OffsetPage
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { readConsumableFile, uploadConsumableFile } from './consumable-files.ts'
import {
  countConsumables,
  createConsumable,
  deleteConsumable,
  getConsumable,
  listConsumables,
  updateConsumable
} from './consumables.ts'

const FileBytes = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'PNG, JPEG, WebP, GIF or Lottie JSON'
})

/** Consumables bought with tokens, and their files. */
export const consumableEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: '/api/v1/consumables',
    access: 'any',
    summary: 'list consumables (id, createdBefore, displayType, orderBy, offset, limit)',
    query: ConsumableQuery,
    result: OffsetPage(ConsumableSchema),
    handler: listConsumables
  }),
  endpoint({
    method: 'POST',
    path: '/api/v1/consumables',
    access: 'admin',
    summary: 'create consumable',
    body: ConsumableDataSchema,
    result: ConsumableSchema,
    status: 201,
    handler: createConsumable
  }),
  endpoint({
    method: 'GET',
    path: '/api/v1/consumables/count',
    access: 'any',
    summary: 'count consumables (id, createdBefore, displayType)',
    query: ConsumableFilterSchema,
    result: CountSchema,
    handler: countConsumables
  }),
  endpoint({
    method: 'GET',
    path: '/api/v1/consumables/{id}',
    access: 'any',
    summary: 'one consumable',
    params: IdParams,
    result: ConsumableSchema,
    handler: getConsumable
  }),
  endpoint({
    method: 'PATCH',
    path: '/api/v1/consumables/{id}',
    access: 'admin',
    summary: 'update consumable',
    params: IdParams,
    body: ConsumablePatchSchema,
    result: ConsumableSchema,
    handler: updateConsumable
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/v1/consumables/{id}',
    access: 'admin',
    summary: 'delete consumable (409 once it has been bought: purchases name it)',
    params: IdParams,
    result: ConsumableSchema,
    handler: deleteConsumable
  }),
  endpoint({
    method: 'POST',
    path: '/api/v1/consumables/files',
    access: 'admin',
    summary:
      'upload a consumable file (multipart `file`: PNG, JPEG, WebP, GIF or Lottie JSON, at most 5 MB, type sniffed)',
    result: ConsumableFileSchema,
    status: 201,
    consumes: 'multipart/form-data',
    handler: uploadConsumableFile
  }),
  endpoint({
    method: 'GET',
    path: '/api/v1/consumables/files/{fileId}',
    access: 'public',
    summary: 'download a consumable file',
    params: FileIdParams,
    result: FileBytes,
    produces: 'application/octet-stream',
    handler: readConsumableFile
  })
]
