import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamps, Uuid } from '../common.ts'
import { paymentProviders } from './subscription.ts'

export const paymentStatuses = ['paid', 'refunded', 'partially_refunded', 'disputed'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/** A one-time payment and what it did to the buyer's token account. */
export const PaymentSchema = Type.Object(
  {
    id: Uuid,
    provider: StringEnum(paymentProviders),
    providerPaymentId: Type.String({ description: 'Stripe payment intent or App Store transaction id' }),
    userUuid: Uuid,
    userName: Type.Optional(Nullable(Type.String())),
    productId: Nullable(Uuid),
    tokenBundleId: Nullable(Uuid),
    amount: Type.Integer({ minimum: 0, description: 'in minor units' }),
    amountRefunded: Type.Integer({ minimum: 0 }),
    currency: Type.String(),
    status: StringEnum(paymentStatuses),
    tokens: Type.Integer({ minimum: 0, description: 'credited to the buyer' }),
    tokensReclaimed: Type.Integer({ minimum: 0, description: 'taken back after a refund or dispute' }),
    tokensShortfall: Type.Integer({
      minimum: 0,
      description: 'tokens a refund should have taken back but the buyer had already spent'
    }),
    accountId: Nullable(Uuid),
    ...Timestamps
  },
  { $id: 'Payment', additionalProperties: false }
)
export type Payment = Static<typeof PaymentSchema>

export const paymentListFields = [
  'id',
  'provider',
  'providerPaymentId',
  'userUuid',
  'productId',
  'status',
  'tokensShortfall',
  'createdAt'
] as const
