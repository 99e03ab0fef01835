import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamps, Uuid } from '../common.ts'
import { Nickname } from './nickname.ts'

export const voucherStatuses = ['PENDING', 'REDEEMED', 'REVOKED'] as const

/** A single-use invitation code: PENDING until redeemed (REDEEMED) or revoked (REVOKED). */
export const VoucherSchema = Type.Object(
  {
    id: Uuid,
    code: Type.String(),
    status: StringEnum(voucherStatuses),
    note: Nullable(Type.String({ maxLength: 200 })),
    createdBy: Nullable(Uuid),
    redeemedBy: Nullable(Uuid),
    redeemedAt: Nullable(Type.String({ format: 'date-time' })),
    revokedAt: Nullable(Type.String({ format: 'date-time' })),
    ...Timestamps
  },
  { $id: 'Voucher', additionalProperties: false }
)
export type Voucher = Static<typeof VoucherSchema>

export const voucherListFields = [
  'id',
  'code',
  'status',
  'note',
  'createdBy',
  'redeemedBy',
  'redeemedAt',
  'revokedAt',
  'createdAt'
] as const

/** `POST /vouchers`: a batch of new codes. */
export const VoucherBatchSchema = Type.Object(
  {
    count: Type.Integer({ minimum: 1, maximum: 500, default: 1 }),
    note: Type.Optional(Type.String({ maxLength: 200 }))
  },
  { additionalProperties: false }
)
export type VoucherBatch = Static<typeof VoucherBatchSchema>

export const VoucherRedeemSchema = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 32 }) },
  { additionalProperties: false }
)
export type VoucherRedeem = Static<typeof VoucherRedeemSchema>

/** `POST /users/voucher-sign-up`. */
export const VoucherSignUpSchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 320 }),
    password: Type.String({ minLength: 8, maxLength: 200 }),
    voucherCode: Type.String({ minLength: 1, maxLength: 32 }),
    nickname: Type.Optional(Nickname)
  },
  { additionalProperties: false }
)
export type VoucherSignUp = Static<typeof VoucherSignUpSchema>
