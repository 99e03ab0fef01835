import { Type, type Static, type TNull, type TProperties, type TUnion } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Uuid } from '../common.ts'
import { AuthResultSchema } from './auth.ts'

export const phoneValidationStatuses = ['VALID', 'INVALID', 'VOIP', 'VALIDATION_ERROR'] as const
export type PhoneValidationStatus = (typeof phoneValidationStatuses)[number]
export const codeChannels = ['sms', 'whatsapp'] as const
export type CodeChannel = (typeof codeChannels)[number]
export const identityChannels = ['sms'] as const

/** A phone number as typed: international format (`+` and country code); spaces and dashes are tolerated. */
export const PhoneInput = Type.String({
  minLength: 1,
  maxLength: 32,
  description: 'phone number in international format, e.g. +447400123456'
})
/** Six digits, as sent by SMS or WhatsApp. */
export const PhoneCode = Type.String({ pattern: '^[0-9]{6}$', description: 'six-digit code' })

export const PhoneParams = Type.Object({ phone: PhoneInput })

/** One classification of a number, kept for the fraud review. */
export const PhoneValidationSchema = Type.Object(
  {
    id: Uuid,
    phone: Type.String({ description: 'E.164 when the number could be parsed, else as given' }),
    status: StringEnum(phoneValidationStatuses),
    type: Nullable(Type.String({ description: "libphonenumber's number type (MOBILE, FIXED_LINE, VOIP, ...)" })),
    country: Nullable(Type.String()),
    callerUuid: Nullable(Type.String()),
    createdAt: Timestamp
  },
  { $id: 'PhoneValidation', additionalProperties: false }
)
export type PhoneValidation = Static<typeof PhoneValidationSchema>
export const phoneValidationListFields = [
  'id',
  'phone',
  'status',
  'type',
  'country',
  'callerUuid',
  'createdAt'
] as const
export const phoneValidationSearchFields = ['phone'] as const

export const DeletedCountSchema = Type.Object({ deleted: Type.Integer() })

/** The anti-fraud thresholds the code endpoints enforce. */
export const FraudConstantsSchema = Type.Object({
  codesPerNumberPerHour: Type.Integer(),
  codesPerCallerPerHour: Type.Integer(),
  maxAttemptsPerCode: Type.Integer(),
  codeTtlMinutes: Type.Integer(),
  identityVerificationTtlMinutes: Type.Integer(),
  blockedStatuses: Type.Array(StringEnum(phoneValidationStatuses)),
  acceptedTypes: Type.Array(Type.String())
})
export type FraudConstants = Static<typeof FraudConstantsSchema>

/**
 * The fields an administrator writes on a whitelisted number besides the number itself (typed, then stored in E.164),
 * each declared once: a create may give them (never null) and the entry carries them (null when left out). A plain new
 * field is one line here.
 */
const phoneWhitelistFields = {
  note: Type.String({ maxLength: 200 })
}

/** Each field of an object, also null. */
const orNull = <T extends TProperties>(fields: T) =>
  Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, Nullable(field)])) as {
    [K in keyof T]: TUnion<[T[K], TNull]>
  }

/** A number allowed to receive codes whatever its classification (test lines, known VoIP users). */
export const PhoneWhitelistSchema = Type.Object(
  {
    id: Uuid,
    phone: Type.String(),
    ...orNull(phoneWhitelistFields),
    createdBy: Nullable(Uuid),
    createdAt: Timestamp
  },
  { $id: 'PhoneWhitelistEntry', additionalProperties: false }
)
export type PhoneWhitelistEntry = Static<typeof PhoneWhitelistSchema>
/** Lists may filter, sort and select on every field of an entry. */
export const phoneWhitelistListFields = Object.keys(PhoneWhitelistSchema.properties)
export const phoneWhitelistSearchFields = ['phone', 'note'] as const

export const PhoneWhitelistCreateSchema = Type.Object(
  { phone: PhoneInput, ...Type.Partial(Type.Object(phoneWhitelistFields)).properties },
  { additionalProperties: false }
)
export type PhoneWhitelistCreate = Static<typeof PhoneWhitelistCreateSchema>

/** `POST /mobile-auth/send-code` and `POST /api/v1/identity-verifications/request`. */
export const SendPhoneCodeSchema = Type.Object(
  { phone: PhoneInput, channel: Type.Optional(StringEnum(codeChannels, { default: 'sms' })) },
  { additionalProperties: false }
)
export type SendPhoneCode = Static<typeof SendPhoneCodeSchema>
export const IdentityVerificationRequestSchema = Type.Object(
  { phone: PhoneInput, channel: StringEnum(codeChannels) },
  { additionalProperties: false }
)

export const PhoneCodeSentSchema = Type.Object({
  phone: Type.String(),
  channel: StringEnum(codeChannels),
  expiresAt: Timestamp
})
export type PhoneCodeSent = Static<typeof PhoneCodeSentSchema>

/** `POST /mobile-auth/verify-code` and `POST /api/v1/identity-verifications/verify`. */
export const CheckPhoneCodeSchema = Type.Object({ phone: PhoneInput, code: PhoneCode }, { additionalProperties: false })
export type CheckPhoneCode = Static<typeof CheckPhoneCodeSchema>

export const PhoneSignInResultSchema = Type.Intersect([
  AuthResultSchema,
  Type.Object({ created: Type.Boolean({ description: 'the account was made by this sign-in' }) })
])

export const IdentityVerifiedSchema = Type.Object({
  phone: Type.String(),
  verified: Type.Literal(true),
  verificationId: Uuid
})
export type IdentityVerified = Static<typeof IdentityVerifiedSchema>

/** A phone number a user proved to hold. */
export const UserIdentitySchema = Type.Object(
  {
    id: Uuid,
    userUuid: Uuid,
    channel: StringEnum(identityChannels),
    phone: Type.String(),
    verifiedAt: Timestamp,
    createdAt: Timestamp
  },
  { $id: 'UserIdentity', additionalProperties: false }
)
export type UserIdentity = Static<typeof UserIdentitySchema>
export const userIdentityListFields = ['id', 'userUuid', 'channel', 'phone', 'verifiedAt', 'createdAt'] as const
export const userIdentitySearchFields = ['phone'] as const

export const UserIdentityCreateSchema = Type.Object(
  { phone: PhoneInput, verificationId: Uuid },
  { additionalProperties: false }
)
export type UserIdentityCreate = Static<typeof UserIdentityCreateSchema>

export const UserIdentityQuery = Type.Object({
  id: Type.Optional(Uuid),
  userUuid: Type.Optional(Uuid),
  channel: Type.Optional(StringEnum(identityChannels)),
  limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 }))
})
export type UserIdentityFilter = Static<typeof UserIdentityQuery>
