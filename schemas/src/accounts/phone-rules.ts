import type { FraudConstants } from './phone.ts'

/**
 * The anti-fraud thresholds: the code endpoints enforce exactly these, and `GET /phone-validation/fraudConstants` shows
 * them.
 */
export const fraudConstants = {
  codesPerNumberPerHour: 5,
  codesPerCallerPerHour: 10,
  maxAttemptsPerCode: 5,
  codeTtlMinutes: 10,
  identityVerificationTtlMinutes: 15,
  blockedStatuses: ['VOIP', 'INVALID', 'VALIDATION_ERROR'],
  acceptedTypes: ['MOBILE', 'FIXED_LINE_OR_MOBILE']
} as const satisfies FraudConstants

export const INVALID_PHONE = 'Phone number is invalid. Only real, non-VoIP mobile numbers are allowed.'
