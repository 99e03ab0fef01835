import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Timestamps, Uuid } from '../common.ts'

export const emailTypes = ['personal', 'work', 'payment', 'spotify', 'discord'] as const
export type EmailType = (typeof emailTypes)[number]
export const emailStatuses = ['PENDING_VERIFICATION', 'VERIFIED', 'DELETED', 'CREATED_BY_ADMIN'] as const
export type EmailStatus = (typeof emailStatuses)[number]
export const emailVerificationStatuses = ['VERIFIED', 'ERROR'] as const

/** Addresses an account may hold at once, deleted ones aside: each is mailed a code and searched by moderators. */
export const MAX_ACTIVE_EMAILS = 10

/** Verification codes mailed to one address an hour, whoever asks (the `codesPerEmail` limit's default). */
export const EMAIL_CODES_PER_ADDRESS_PER_HOUR = 5

/** Six digits, as sent by e-mail. */
export const MailedCode = Type.String({ pattern: '^[0-9]{6}$', description: 'six-digit code' })

/** One of a user's e-mail addresses (its code is stored hashed and never leaves the server). */
export const UserEmailSchema = Type.Object(
  {
    id: Uuid,
    userUuid: Uuid,
    email: Type.String({ format: 'email' }),
    type: StringEnum(emailTypes),
    status: StringEnum(emailStatuses),
    lastSentAt: Nullable(Timestamp),
    verifiedAt: Nullable(Timestamp),
    ...Timestamps
  },
  { $id: 'UserEmail', additionalProperties: false }
)
export type UserEmail = Static<typeof UserEmailSchema>

export const userEmailListFields = ['id', 'userUuid', 'email', 'type', 'status', 'createdAt'] as const
export const userEmailSearchFields = ['email'] as const

/** Body of `POST /users/emails`. */
export const UserEmailCreateSchema = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 320 }), type: StringEnum(emailTypes) },
  { additionalProperties: false }
)
export type UserEmailCreate = Static<typeof UserEmailCreateSchema>

/** The address a call is about: by its id or by the address itself. */
const EmailRef = {
  emailId: Type.Optional(Uuid),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 320 }))
}

/** Body of `POST /users/emails/verify` and `POST /users/confirm-email`. */
export const EmailVerifySchema = Type.Object({ ...EmailRef, code: MailedCode }, { additionalProperties: false })
export type EmailVerify = Static<typeof EmailVerifySchema>

/** Body of `POST /users/emails/verification-email`. */
export const EmailResendSchema = Type.Object(EmailRef, { additionalProperties: false })
export type EmailResend = Static<typeof EmailResendSchema>

export const EmailVerificationResultSchema = Type.Object({
  status: StringEnum(emailVerificationStatuses),
  email: UserEmailSchema
})
