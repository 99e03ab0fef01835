import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OffsetPaging, Timestamps, Uuid } from '../common.ts'

const CurrencyCode = { pattern: '^[A-Za-z]{3}$' }

/**
 * The fields an admin writes, each declared once with the rules the API checks: the bundle carries them, a create
 * takes them (all required, the currency defaulting to usd) and a patch any. A plain new field is one line here.
 */
const bundleFields = {
  productId: Type.String({ minLength: 1, maxLength: 200 }),
  name: Type.String({ minLength: 1, maxLength: 100 }),
  tokens: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
  price: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
  currency: Type.String(CurrencyCode)
}
const writable = Type.Object(bundleFields)

/** Tokens sold together under a store product id. */
export const TokenBundleSchema = Type.Object(
  {
    id: Uuid,
    ...bundleFields,
    // Described as stored: the bounds and the currency's pattern are the writes' rules (it is stored lower case).
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

const unlisted = ['thumbnailFileId', 'thumbnailUrl']
/** Lists filter, sort and select on every field but the thumbnail. */
export const tokenBundleListFields = Object.keys(TokenBundleSchema.properties).filter(
  (field) => !unlisted.includes(field)
)

export const TokenBundleDataSchema = Type.Object(
  {
    ...Type.Partial(writable).properties,
    ...Type.Pick(writable, ['productId', 'name', 'tokens', 'price']).properties,
    currency: Type.String({ ...CurrencyCode, default: 'usd' })
  },
  { additionalProperties: false }
)
export type TokenBundleData = Static<typeof TokenBundleDataSchema>

export const TokenBundlePatchSchema = Type.Partial(writable, { additionalProperties: false, minProperties: 1 })
export type TokenBundlePatch = Static<typeof TokenBundlePatchSchema>

export const TokenBundleFilterSchema = Type.Object({
  id: Type.Optional(Uuid),
  productId: Type.Optional(Type.String({ maxLength: 200 }))
})
export type TokenBundleFilter = Static<typeof TokenBundleFilterSchema>

export const TokenBundleQuery = Type.Object({ ...TokenBundleFilterSchema.properties, ...OffsetPaging.properties })
export type TokenBundleQueryType = Static<typeof TokenBundleQuery>
