import { Type, type Static } from '@sinclair/typebox'
import { Nullable, OffsetPaging, StringEnum, Timestamps, Uuid } from '../common.ts'

/** How a product is paid: once (the seed's `one_time`), or again every interval (a subscription plan). */
export const paymentTypes = ['one_time', 'recurring'] as const
export type PaymentType = (typeof paymentTypes)[number]
export const billingIntervals = ['month', 'year'] as const
export type BillingInterval = (typeof billingIntervals)[number]

/** What a subscription grants: the badges of the same names mark subscribers (and open the subscriber avatars). */
export const subscriptionLevels = ['PLATINUM', 'DOUBLE_PLATINUM'] as const
export type SubscriptionLevel = (typeof subscriptionLevels)[number]
export const SubscriptionLevelSchema = StringEnum(subscriptionLevels)

/**
 * The fields an administrator writes, each declared once: a product carries them all, a create takes them (a name, a
 * price, and defaults for the payment type and currency) and a patch any of them. A plain new field is one line here.
 */
const productFields = {
  name: Type.String({ minLength: 1, maxLength: 100 }),
  description: Nullable(Type.String({ maxLength: 1000 })),
  paymentType: StringEnum(paymentTypes),
  price: Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'in minor units of the currency (cents)' }),
  currency: Type.String({ pattern: '^[A-Za-z]{3}$' }),
  interval: Nullable(StringEnum(billingIntervals, { description: 'recurring only' })),
  subscriptionLevel: Nullable(StringEnum(subscriptionLevels, { description: 'recurring only: the level it grants' })),
  tokenBundleId: Nullable(Type.String({ format: 'uuid', description: 'one_time: the token bundle it credits' })),
  appleProductId: Nullable(
    Type.String({ minLength: 1, maxLength: 200, description: 'the same product in the App Store' })
  ),
  active: Type.Boolean({ description: 'inactive products are listed to admins only and cannot be bought' })
}

/** Something sold for money: a token bundle (one_time) or a subscription plan (recurring). */
export const ProductSchema = Type.Object(
  {
    id: Uuid,
    ...productFields,
    // Stored in lower case; said here only, since a body's 400 for a pattern reads the pattern's description.
    currency: { ...productFields.currency, description: 'ISO 4217, lower case' },
    ...Timestamps
  },
  { $id: 'Product', additionalProperties: false }
)
export type Product = Static<typeof ProductSchema>

export const productListFields = ['id', 'name', 'paymentType', 'price', 'currency', 'active', 'createdAt'] as const

export const ProductDataSchema = Type.Object(
  {
    ...Type.Partial(Type.Object(productFields)).properties,
    name: productFields.name,
    paymentType: { ...productFields.paymentType, default: 'one_time' },
    price: productFields.price,
    currency: { ...productFields.currency, default: 'usd' },
    active: Type.Optional({ ...productFields.active, default: true })
  },
  { additionalProperties: false }
)
export type ProductData = Static<typeof ProductDataSchema>

// No defaults: a patch changes what it names, and a rename leaves an inactive product inactive.
export const ProductPatchSchema = Type.Partial(Type.Object(productFields), {
  additionalProperties: false,
  minProperties: 1
})
export type ProductPatch = Static<typeof ProductPatchSchema>

export const ProductQuery = Type.Object({ id: Type.Optional(Uuid), ...OffsetPaging.properties })
export type ProductQueryType = Static<typeof ProductQuery>

/** `POST /api/v1/products/{id}/checkout`: the product is the path's; a body productId must name the same. */
export const CheckoutDataSchema = Type.Object({ productId: Type.Optional(Uuid) }, { additionalProperties: false })
export type CheckoutData = Static<typeof CheckoutDataSchema>

/** A hosted checkout or billing-portal page to send the buyer to. */
export const CheckoutSessionSchema = Type.Object(
  { id: Type.String(), url: Type.String({ format: 'uri' }) },
  { $id: 'CheckoutSession', additionalProperties: false }
)
export type CheckoutSession = Static<typeof CheckoutSessionSchema>

/** The 503 of a call that needs Stripe on a server without its key. */
export const STRIPE_NOT_CONFIGURED = 'Stripe is not configured: set STRIPE_SECRET_KEY'

/** Where the provider's pages send the buyer back to, below the player's origin. */
export const checkoutReturnPath = (outcome: 'success' | 'cancel' | 'portal') => `/me?checkout=${outcome}`

/** A price in the currency's minor units (cents), formatted with its symbol: 499 usd → $4.99, 500 jpy → ¥500. */
export function formatPrice(price: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() })
  return format.format(price / 10 ** (format.resolvedOptions().maximumFractionDigits ?? 2))
}
