import { parsePhoneNumberWithError, type NumberType } from 'libphonenumber-js/max'
import { fraudConstants, type PhoneValidationStatus } from '@spinroom/schemas'
import { BadRequest } from '../../../errors.ts'

export interface PhoneClassification {
  /** E.164 when the number could be parsed, else the input trimmed. */
  phone: string
  status: PhoneValidationStatus
  type: NumberType | null
  country: string | null
}

/**
 * Classifies a number: VALID for mobiles, VOIP, INVALID for anything else that parses, VALIDATION_ERROR when it does
 * not.
 */
export function classifyPhone(raw: string): PhoneClassification {
  try {
    const number = parsePhoneNumberWithError(raw.trim())
    const type = number.isValid() ? (number.getType() ?? null) : null
    const status: PhoneValidationStatus =
      type === 'VOIP'
        ? 'VOIP'
        : type && (fraudConstants.acceptedTypes as readonly string[]).includes(type)
          ? 'VALID'
          : 'INVALID'
    return { phone: number.number, status, type, country: number.country ?? null }
  } catch {
    return { phone: raw.trim(), status: 'VALIDATION_ERROR', type: null, country: null }
  }
}

/** The E.164 form of a parseable number; 400 naming `phone` otherwise. */
export function e164(raw: string, where: 'body' | 'path' = 'body'): string {
  const { phone, status } = classifyPhone(raw)
  if (status === 'VALIDATION_ERROR')
    throw new BadRequest(`Invalid ${where}: 'phone' is not a phone number in international format`, {
      errors: [{ field: 'phone', message: 'is not a phone number' }]
    })
  return phone
}

/** A phone number from a path segment: REST hands it over still percent-encoded (`%2B44...`), socket.io as sent. */
export function pathPhone(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
