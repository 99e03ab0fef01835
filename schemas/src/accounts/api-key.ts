import { Type, type Static } from '@sinclair/typebox'
import { Nullable, Timestamps, Uuid } from '../common.ts'

/** A service API key as listed: its secret is shown once, at creation, and stored only as a hash. */
export const ApiKeySchema = Type.Object(
  {
    id: Uuid,
    name: Type.String({ minLength: 1, maxLength: 100 }),
    prefix: Type.String({ description: 'first characters of the secret, to recognise it' }),
    createdBy: Nullable(Uuid),
    lastUsedAt: Nullable(Type.String({ format: 'date-time' })),
    revokedAt: Nullable(Type.String({ format: 'date-time' })),
    ...Timestamps
  },
  { $id: 'ApiKey', additionalProperties: false }
)
export type ApiKey = Static<typeof ApiKeySchema>

export const ApiKeyCreateSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false }
)
export type ApiKeyCreate = Static<typeof ApiKeyCreateSchema>

/** Answer of creating a key: the only time `secret` is shown. */
export const ApiKeyCreatedSchema = Type.Intersect([ApiKeySchema, Type.Object({ secret: Type.String() })])
export type ApiKeyCreated = Static<typeof ApiKeyCreatedSchema>

export const apiKeyListFields = ['id', 'name', 'prefix', 'createdBy', 'lastUsedAt', 'revokedAt', 'createdAt'] as const
export const apiKeySearchFields = ['name', 'prefix'] as const
