import type { Knex } from 'knex'
import { ApiKeySchema, apiKeyListFields, apiKeySearchFields, type ApiKey } from '@spinroom/schemas'
import { ADMINS } from '../../../channels.ts'
import { defineEntity } from '../../../lib/entity.ts'
import { hashSecret } from '../../../lib/hash.ts'

/** An api_keys row: the external key plus its secret's hash, with database dates. */
export type ApiKeyRow = Omit<ApiKey, 'createdAt' | 'updatedAt' | 'lastUsedAt' | 'revokedAt'> & {
  secretHash: string
  createdAt: Date
  updatedAt: Date
  lastUsedAt: Date | null
  revokedAt: Date | null
}

export const apiKeysEntity = defineEntity({
  table: 'api_keys',
  path: 'api/user-service/api-keys',
  resource: 'api-keys',
  schema: ApiKeySchema,
  listFields: apiKeyListFields,
  searchFields: apiKeySearchFields,
  defaultSort: { createdAt: -1 },
  publish: (_key, app) => [app.channel(ADMINS)]
})

// Recording every use would write on every call; once a minute is enough to show a key is alive.
const LAST_USED_RESOLUTION_MS = 60_000

/** An unrevoked key, by its secret or by its id; notes when it was last used. */
export async function findActiveApiKey(knex: Knex, secret?: string, id?: string): Promise<ApiKeyRow | undefined> {
  const query = knex('api_keys').whereNull('revokedAt')
  const key: ApiKeyRow | undefined = await (
    secret ? query.where('secretHash', hashSecret(secret)) : query.where('id', id)
  ).first()
  if (key && (!key.lastUsedAt || Date.now() - new Date(key.lastUsedAt).getTime() > LAST_USED_RESOLUTION_MS)) {
    await knex('api_keys').where('id', key.id).update({ lastUsedAt: knex.fn.now() })
  }
  return key
}
