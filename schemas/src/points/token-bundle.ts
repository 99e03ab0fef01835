import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OffsetPaging, Timestamps, Uuid } from '../common.ts'

/** Tokens sold together under a store product id. */
export const TokenBundleSchema = Type.Object(
  {
    id: Uuid,
    productId: Type.String(),
    name: Type.String(),
    tokens: Type.Integer({ minimum: 1 }),
    price: Type.Integer({ minimum: 0, description: 'in cents of currency' }),
    currency: Type.String({ description: 'ISO 4217, lower case' }),
    thumbnailFileId: Nullable(Uuid),
    thumbnailUrl: Nullable(Type.String({ description: 'a 512 px WebP' })),
    ...Timestamps
  },
  { $id: 'TokenBundle', additionalProperties: false }
)
export type TokenBundle = Static<typeof TokenBundleSchema>

export const tokenBundleListFields = [
  'id',
  'productId',
  'name',
  'tokens',
  'price',
  'currency',
  'createdAt',
  'updatedAt'
] as const

const bundleFields = {
  productId: Type.String({ minLength: 1, maxLength: 200 }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  tokens: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  price: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  currency: Type.String({ pattern: '^[A-Za-z]{3}$', default: 'usd' })
}

export const TokenBundleDataSchema = Type.Object(bundleFields, { additionalProperties: false })
export type TokenBundleData = Static<typeof TokenBundleDataSchema>

export const TokenBundlePatchSchema = Type.Partial(
  Type.Object({ ...bundleFields, currency: Type.String({ pattern: '^[A-Za-z]{3}$' }) }),
  { additionalProperties: false, minProperties: 1 }
)
export type TokenBundlePatch = Static<typeof TokenBundlePatchSchema>

export const TokenBundleFilterSchema = Type.Object({
  id: Type.Optional(Uuid),
  productId: Type.Optional(Type.String({ maxLength: 200 }))
})
export type TokenBundleFilter = Static<typeof TokenBundleFilterSchema>

export const TokenBundleQuery = Type.Object({ ...TokenBundleFilterSchema.properties, ...OffsetPaging.properties })
export type TokenBundleQueryType = Static<typeof TokenBundleQuery>
