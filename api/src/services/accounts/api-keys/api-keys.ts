import { randomUUID } from 'node:crypto'
import type { ApiKeyCreate } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { entityService } from '../../../lib/entity.ts'
import { adminList } from '../../../lib/list.ts'
import { NotFound } from '../../../errors.ts'
import { newApiKeySecret } from '../../../auth/api-keys.ts'
import { apiKeysEntity, type ApiKeyRow } from './entity.ts'

const keys = (call: Call) => entityService<ApiKeyRow>(call.app, apiKeysEntity)

async function existing(call: Call, id: string): Promise<ApiKeyRow> {
  const key = await call.app.get('knex')('api_keys').where('id', id).first()
  if (!key) throw new NotFound('API key not found')
  return key
}

export const listApiKeys = (call: Call) => adminList(call, apiKeysEntity)

export const getApiKey = async (call: Call<{ id: string }>) =>
  apiKeysEntity.external(await existing(call as Call, call.params.id))

/** Creates a key; the answer is the only place its secret ever appears. */
export async function createApiKey(call: Call<unknown, unknown, ApiKeyCreate>) {
  const { secret, prefix, secretHash } = newApiKeySecret()
  // Each body field is the column of its name, so a new field needs no line here; these ones are worked out.
  const row = await keys(call as Call).create({
    ...call.body,
    id: randomUUID(),
    prefix,
    secretHash,
    createdBy: call.caller?.user?.id ?? null
  })
  return { ...apiKeysEntity.external(row), secret }
}

/** Revokes a key: it stops working at once and stays listed, with its revocation time. */
export async function revokeApiKey(call: Call<{ id: string }>) {
  const key = await existing(call as Call, call.params.id)
  if (key.revokedAt) return apiKeysEntity.external(key)
  const row = await keys(call as Call).patch(key.id, { revokedAt: new Date(), updatedAt: new Date() })
  return apiKeysEntity.external(row)
}
