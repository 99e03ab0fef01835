import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max'
import type { ContactInput } from '@spinroom/schemas'

const unique = (values: string[]) => [...new Set(values.filter(Boolean))]

/** A phone number in E.164 when it parses (numbers without `+` in `country`), else as given, trimmed. */
export function normalisePhone(raw: string, country?: string): string {
  const number = parsePhoneNumberFromString(raw.trim(), country as CountryCode | undefined)
  return number?.isPossible() ? number.number : raw.trim()
}

/** What a contact book stores of a contact: e-mails lower-cased, phone numbers in E.164 where they parse. */
export const normaliseContact = (contact: ContactInput, country?: string) => ({
  name: contact.name?.trim() || null,
  emails: unique((contact.emails ?? []).map((email) => email.trim().toLowerCase())),
  phoneNumbers: unique((contact.phoneNumbers ?? []).map((phone) => normalisePhone(phone, country)))
})
