import { Type, type Static, type TNull, type TProperties, type TUnion } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamps, Uuid } from '../common.ts'
import { Nickname } from './nickname.ts'

export const voucherStatuses = ['PENDING', 'REDEEMED', 'REVOKED'] as const

/**
 * The fields an administrator writes on a batch's codes, each declared once: a batch may give them (never null) and
 * each of its vouchers carries them (null when left out). A plain new field is one line here.
 */
const voucherFields = {
  note: Type.String({ maxLength: 200 })
}

/** Each field of an object, also null. */
const orNull = <T extends TProperties>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, Nullable(field)])) as {
    [K in keyof T]: TUnion<[T[K], TNull]>
  }

/** A single-use invitation code: PENDING until redeemed (REDEEMED) or revoked (REVOKED). */
export const VoucherSchema = Type.Object(
  {
    id: Uuid,
    code: Type.String(),
    status: StringEnum(voucherStatuses),
    ...orNull(voucherFields),
    createdBy: Nullable(Uuid),
    redeemedBy: Nullable(Uuid),
    redeemedAt: Nullable(Type.String({ format: 'date-time' })),
    revokedAt: Nullable(Type.String({ format: 'date-time' })),
    ...Timestamps
  },
  { $id: 'Voucher', additionalProperties: false }
)
export type Voucher = Static<typeof VoucherSchema>

/** Lists may filter, sort and select on every field of a voucher but its last change. */
export const voucherListFields = Object.keys(VoucherSchema.properties).filter((field) => field !== 'updatedAt')

/** `POST /vouchers`: a batch of new codes. */
export const VoucherBatchSchema = Type.Object(
  {
    count: Type.Integer({ minimum: 1, maximum: 500, default: 1 }),
    ...Type.Partial(Type.Object(voucherFields)).properties
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
