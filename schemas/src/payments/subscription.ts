import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Timestamps, Uuid } from '../common.ts'
import { SubscriptionLevelSchema, subscriptionLevels } from './product.ts'

export const paymentProviders = ['stripe', 'apple'] as const
export type PaymentProvider = (typeof paymentProviders)[number]

/** Stripe's subscription statuses (an App Store subscription maps onto them). */
export const subscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused'
] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]
/** The statuses that grant the plan's level: a failed renewal keeps it while the provider retries. */
export const grantingStatuses: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due']

/** A user's subscription to a plan, as the provider last told us. */
export const SubscriptionSchema = Type.Object(
  {
    id: Uuid,
    userUuid: Uuid,
    userName: Type.Optional(Nullable(Type.String({ description: 'the subscriber’s nickname (admin lists)' }))),
    provider: StringEnum(paymentProviders),
    providerSubscriptionId: Type.String(),
    productId: Nullable(Uuid),
    level: SubscriptionLevelSchema,
    status: StringEnum(subscriptionStatuses),
    region: Nullable(
      Type.String({ description: 'the buyer’s country (ISO 3166 alpha-2 or the App Store storefront)' })
    ),
    startedAt: Timestamp,
    currentPeriodEnd: Nullable(Timestamp),
    cancelAtPeriodEnd: Type.Boolean(),
    endedAt: Nullable(Timestamp),
    ...Timestamps
  },
  { $id: 'Subscription', additionalProperties: false }
)
export type Subscription = Static<typeof SubscriptionSchema>

export const subscriptionListFields = [
  'id',
  'userUuid',
  'provider',
  'productId',
  'level',
  'status',
  'region',
  'startedAt',
  'endedAt',
  'createdAt'
] as const

/** `GET /subscription` and `/subscription/user/{id}`: the user's level and the subscription that grants it. */
export const UserSubscriptionSchema = Type.Object(
  {
    userUuid: Uuid,
    level: Nullable(SubscriptionLevelSchema),
    subscription: Nullable(SubscriptionSchema)
  },
  { $id: 'UserSubscription', additionalProperties: false }
)
export type UserSubscription = Static<typeof UserSubscriptionSchema>

export const SubscriptionCountQuery = Type.Object(
  {
    startDate: Type.Optional(Type.String({ format: 'date-time', description: 'active at or after (default: always)' })),
    endDate: Type.Optional(Type.String({ format: 'date-time', description: 'active at or before (default: now)' })),
    region: Type.Optional(Type.String({ minLength: 2, maxLength: 3, pattern: '^[A-Za-z]{2,3}$' })),
    level: Type.Optional(StringEnum(subscriptionLevels))
  },
  { additionalProperties: false }
)
export type SubscriptionCountFilter = Static<typeof SubscriptionCountQuery>

export const SubscriptionCountSchema = Type.Object(
  { count: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false }
)

/** What a webhook answers: whether the event was new, and so acted on. */
export const WebhookResultSchema = Type.Object(
  {
    received: Type.Boolean(),
    replayed: Type.Boolean({ description: 'the event id was seen before: nothing changed' }),
    type: Type.String()
  },
  { additionalProperties: false }
)
export type WebhookResult = Static<typeof WebhookResultSchema>

/** App Store Server Notifications v2: one signed payload (a JWS whose x5c chain ends at Apple's root). */
export const AppleNotificationSchema = Type.Object({ signedPayload: Type.String({ minLength: 1 }) })

/** `GET /settings`: which payment providers this server is set up for (the player hides what cannot work). */
export const PaymentSettingsSchema = Type.Object(
  { stripe: Type.Boolean(), appStore: Type.Boolean() },
  { additionalProperties: false }
)
export type PaymentSettings = Static<typeof PaymentSettingsSchema>
