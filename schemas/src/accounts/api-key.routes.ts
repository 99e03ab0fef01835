import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, IdParams } from '../common.ts'
import { ApiKeyCreateSchema, ApiKeyCreatedSchema, ApiKeySchema } from './api-key.ts'
import { routeGroup } from '../route.ts'

const ApiKeyList = Type.Union([AdminPage(ApiKeySchema), Type.Array(ApiKeySchema)])

export const apiKeyRoutes = routeGroup({
  listApiKeys: {
    method: 'GET',
    path: '/admin/api-keys',
    access: 'admin',
    summary: 'service API keys',
    query: AdminListQuery,
    result: ApiKeyList
  },
  createApiKey: {
    method: 'POST',
    path: '/admin/api-keys',
    access: 'admin',
    summary: 'create a service API key (its secret is shown once)',
    body: ApiKeyCreateSchema,
    result: ApiKeyCreatedSchema,
    status: 201
  },
  getApiKey: {
    method: 'GET',
    path: '/admin/api-keys/{id}',
    access: 'admin',
    summary: 'one service API key',
    params: IdParams,
    result: ApiKeySchema
  },
  revokeApiKey: {
    method: 'DELETE',
    path: '/admin/api-keys/{id}',
    access: 'admin',
    summary: 'revoke a service API key',
    params: IdParams,
    result: ApiKeySchema
  }
})
