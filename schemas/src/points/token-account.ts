import { Type, type Static } from '@sinclair/typebox'
import { StringEnum, Timestamps, Uuid } from '../common.ts'

export const tokenAccountStatuses = ['active', 'disabled'] as const
export type TokenAccountStatus = (typeof tokenAccountStatuses)[number]

/** A user's tokens: balance = credits − commits − open holds, never below zero. */
export const TokenAccountSchema = Type.Object(
  {
    id: Uuid,
    userUuid: Uuid,
    status: StringEnum(tokenAccountStatuses),
    balance: Type.Integer({ minimum: 0, description: 'tokens available to spend (open holds excluded)' }),
    version: Type.Integer({ description: 'grows by one with every change of the balance' }),
    ...Timestamps
  },
  { $id: 'TokenAccount', additionalProperties: false }
)
export type TokenAccount = Static<typeof TokenAccountSchema>

export const tokenAccountListFields = ['id', 'userUuid', 'status', 'balance', 'createdAt', 'updatedAt'] as const

/** `GET /api/v1/token-accounts/self`. */
export const OwnTokenAccountSchema = Type.Object(
  {
    id: Uuid,
    balance: Type.Integer({ minimum: 0 }),
    status: StringEnum(tokenAccountStatuses),
    updatedAt: Type.String({ format: 'date-time' })
  },
  { additionalProperties: false }
)
export type OwnTokenAccount = Static<typeof OwnTokenAccountSchema>

export const TokenAccountPatchSchema = Type.Object(
  { status: StringEnum(tokenAccountStatuses) },
  { additionalProperties: false }
)
export type TokenAccountPatch = Static<typeof TokenAccountPatchSchema>

/** `POST /admin/token-accounts`: whose account to open. */
export const TokenAccountOpenSchema = Type.Object({ userUuid: Uuid }, { additionalProperties: false })
export type TokenAccountOpen = Static<typeof TokenAccountOpenSchema>

export const AccountIdParams = Type.Object({ accountId: Uuid })

/** Query of the caller's token history. */
export const OwnTransactionsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 }))
})
export type OwnTransactionsFilter = Static<typeof OwnTransactionsQuery>
