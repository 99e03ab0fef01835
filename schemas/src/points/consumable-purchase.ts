import { Type, type Static } from '@sinclair/typebox'
import { Nullable, Timestamp, Uuid } from '../common.ts'
import { ConsumableSchema } from './consumable.ts'
import { TokenAccountSchema } from './token-account.ts'

/** A consumable bought in a room: the hold and the commit that paid for it (none for a free one). */
export const ConsumablePurchaseSchema = Type.Object(
  {
    id: Uuid,
    accountId: Uuid,
    consumableId: Uuid,
    roomUuid: Uuid,
    userUuid: Uuid,
    tokenCost: Type.Integer({ minimum: 0 }),
    holdId: Nullable(Uuid),
    commitId: Nullable(Uuid),
    createdAt: Timestamp
  },
  { $id: 'ConsumablePurchase', additionalProperties: false }
)
export type ConsumablePurchase = Static<typeof ConsumablePurchaseSchema>

export const ConsumablePurchaseDataSchema = Type.Object(
  {
    roomUuid: Uuid,
    consumableId: Uuid,
    accountId: Uuid,
    tokenCost: Type.Integer({
      minimum: 0,
      maximum: 1_000_000_000,
      description: 'the price shown; 0 buys a free consumable without touching the balance'
    }),
    balanceUnmodifiedSince: Type.Optional(
      Type.String({
        format: 'date-time',
        description: 'refuse (409) when the account changed after this (its updatedAt as shown)'
      })
    ),
    lastTokenBalance: Type.Optional(
      Type.Integer({ minimum: 0, description: 'refuse (409) unless the balance is still this' })
    )
  },
  { additionalProperties: false }
)
export type ConsumablePurchaseData = Static<typeof ConsumablePurchaseDataSchema>

export const ConsumablePurchaseResultSchema = Type.Object({
  purchase: ConsumablePurchaseSchema,
  account: TokenAccountSchema
})
export type ConsumablePurchaseResult = Static<typeof ConsumablePurchaseResultSchema>

/** The `consumablePurchased` event sent to the room's channel. */
export const ConsumablePurchasedEventSchema = Type.Object({
  roomUuid: Uuid,
  userUuid: Uuid,
  nickname: Type.String(),
  consumable: ConsumableSchema,
  purchaseId: Uuid,
  sentAt: Timestamp
})
export type ConsumablePurchasedEvent = Static<typeof ConsumablePurchasedEventSchema>
