import { Type, type Static } from '@sinclair/typebox'
import { Nullable, Timestamps, Uuid } from '../common.ts'

/**
 * The fields an administrator writes on a key, each declared once: a create takes them all and the key carries them.
 * A plain new field is one line here.
 */
const apiKeyFields = {
  name: Type.String({ minLength: 1, maxLength: 100 })
}

/** A service API key as listed: its secret is shown once, at creation, and stored only as a hash. */
export const ApiKeySchema = Type.Object(
  {
    id: Uuid,
    ...apiKeyFields,
    prefix: Type.String({ description: 'first characters of the secret, to recognise it' }),
    createdBy: Nullable(Uuid),
    lastUsedAt: Nullable(Type.String({ format: 'date-time' })),
    revokedAt: Nullable(Type.String({ format: 'date-time' })),
    ...Timestamps
  },
  { $id: 'ApiKey', additionalProperties: false }
)
export type ApiKey = Static<typeof ApiKeySchema>

export const ApiKeyCreateSchema = Type.Object(apiKeyFields, { additionalProperties: false })
export type ApiKeyCreate = Static<typeof ApiKeyCreateSchema>

/** Answer of creating a key: the only time `secret` is shown. */
export const ApiKeyCreatedSchema = Type.Intersect([ApiKeySchema, Type.Object({ secret: Type.String() })])
export type ApiKeyCreated = Static<typeof ApiKeyCreatedSchema>

/** Lists may filter, sort and select on every field of a key but its last change. */
export const apiKeyListFields = Object.keys(ApiKeySchema.properties).filter((field) => field !== 'updatedAt')
export const apiKeySearchFields = ['name', 'prefix'] as const
