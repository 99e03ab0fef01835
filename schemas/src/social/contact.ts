import { Type, type Static } from '@sinclair/typebox'
import { Nullable, StringEnum, Timestamp, Uuid } from '../common.ts'

/** The most contacts a contact book holds: an upload of more is a 400, adding one to a full book too. */
export const MAX_BOOK_CONTACTS = 2000
/** The most e-mail addresses and phone numbers one contact holds. */
export const MAX_CONTACT_ENTRIES = 10

const Country = Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166 country of numbers without a +prefix' })

export const ContactInputSchema = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    emails: Type.Optional(Type.Array(Type.String({ maxLength: 320 }), { maxItems: MAX_CONTACT_ENTRIES })),
    phoneNumbers: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: MAX_CONTACT_ENTRIES }))
  },
  { additionalProperties: false }
)
export type ContactInput = Static<typeof ContactInputSchema>

export const ContactBookUploadSchema = Type.Object(
  {
    contacts: Type.Array(ContactInputSchema, { maxItems: MAX_BOOK_CONTACTS }),
    defaultCountry: Type.Optional(Country)
  },
  { additionalProperties: false }
)
export type ContactBookUpload = Static<typeof ContactBookUploadSchema>

export const ContactSingleSchema = Type.Object(
  { ...ContactInputSchema.properties, defaultCountry: Type.Optional(Country) },
  { additionalProperties: false }
)
export type ContactSingle = Static<typeof ContactSingleSchema>

/** One contact of a book: e-mails lower-cased, phone numbers in E.164 where they parse (as given otherwise). */
export const BookContactSchema = Type.Object(
  {
    id: Uuid,
    name: Nullable(Type.String()),
    emails: Type.Array(Type.String()),
    phoneNumbers: Type.Array(Type.String()),
    createdAt: Timestamp
  },
  { $id: 'BookContact', additionalProperties: false }
)
export type BookContact = Static<typeof BookContactSchema>

export const ContactBookSchema = Type.Object({
  userUuid: Uuid,
  total: Type.Integer(),
  contacts: Type.Array(BookContactSchema)
})
export type ContactBook = Static<typeof ContactBookSchema>

/** A contact who is a user: matched by e-mail, or by a phone number the user verified. */
export const MatchingContactSchema = Type.Object({
  userUuid: Uuid,
  nickname: Type.String(),
  avatarId: Nullable(Type.String()),
  contactName: Nullable(Type.String()),
  matchedBy: StringEnum(['email', 'phone'] as const),
  isFriend: Type.Boolean(),
  invitationPending: Type.Boolean()
})
export type MatchingContact = Static<typeof MatchingContactSchema>
