import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Uuid } from '../common.ts'

export const tokenTransactionTypes = ['credit', 'hold', 'commit', 'voided'] as const
export type TokenTransactionType = (typeof tokenTransactionTypes)[number]

/**
 * One change of a token account; history is never edited: a hold is settled by a commit or voided row pointing at it.
 */
export const TokenTransactionSchema = Type.Object(
  {
    id: Uuid,
    accountId: Uuid,
    type: StringEnum(tokenTransactionTypes),
    amount: Type.Integer({ minimum: 1 }),
    holdId: Nullable(Uuid),
    idempotencyKey: Nullable(Type.String()),
    reason: Nullable(Type.String()),
    source: Type.String({ description: 'who wrote it: user:<id>, service:<key id> or system:<what>' }),
    expiresAt: Nullable(Timestamp),
    createdAt: Timestamp
  },
  { $id: 'TokenTransaction', additionalProperties: false }
)
export type TokenTransaction = Static<typeof TokenTransactionSchema>

export const tokenTransactionListFields = [
  'id',
  'accountId',
  'type',
  'amount',
  'holdId',
  'source',
  'createdAt'
] as const

export const TokenTransactionDataSchema = Type.Object(
  {
    accountId: Uuid,
    type: StringEnum(['credit', 'hold'] as const),
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
    reason: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    idempotencyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 200 }))
  },
  { additionalProperties: false }
)
export type TokenTransactionData = Static<typeof TokenTransactionDataSchema>

export const HoldSettlementSchema = Type.Object({ transactionId: Uuid }, { additionalProperties: false })
export type HoldSettlement = Static<typeof HoldSettlementSchema>
