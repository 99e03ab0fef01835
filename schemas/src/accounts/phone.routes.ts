import { Type } from '@sinclair/typebox'
import { AdminListQuery, AdminPage, IdParams } from '../common.ts'
import { INVALID_PHONE, fraudConstants } from './phone-rules.ts'
import {
  CheckPhoneCodeSchema,
  DeletedCountSchema,
  FraudConstantsSchema,
  PhoneCodeSentSchema,
  PhoneParams,
  PhoneSignInResultSchema,
  PhoneValidationSchema,
  PhoneWhitelistCreateSchema,
  PhoneWhitelistSchema,
  SendPhoneCodeSchema
} from './phone.ts'
import { routeGroup } from '../route.ts'

const ValidationList = Type.Union([AdminPage(PhoneValidationSchema), Type.Array(PhoneValidationSchema)])
const WhitelistList = Type.Union([AdminPage(PhoneWhitelistSchema), Type.Array(PhoneWhitelistSchema)])
const f = fraudConstants
// Shared by the phone and identity routes that send codes.
export const phoneCodeRules = `Only VALID numbers (MOBILE, FIXED_LINE_OR_MOBILE) or whitelisted ones get a code; others: 400 '${INVALID_PHONE}'. At most ${f.codesPerNumberPerHour} codes a number an hour (429). Codes have six digits, last ${f.codeTtlMinutes} minutes, work once; wrong attempt ${f.maxAttemptsPerCode} burns a code.`

export const phoneRoutes = routeGroup({
  validatePhone: {
    method: 'GET',
    path: '/phone-validation/validate/{phone}',
    access: 'any',
    summary: 'classify a number: VALID (mobile), VOIP, INVALID, VALIDATION_ERROR (unparseable); recorded',
    params: PhoneParams,
    result: PhoneValidationSchema
  },
  listPhoneValidations: {
    method: 'GET',
    path: '/phone-validation/recents',
    access: 'admin',
    summary: 'recent validations, newest first',
    query: AdminListQuery,
    result: ValidationList
  },
  clearPhoneValidations: {
    method: 'DELETE',
    path: '/phone-validation/recents',
    access: 'admin',
    summary: 'clear the recorded validations',
    result: DeletedCountSchema
  },
  getFraudConstants: {
    method: 'GET',
    path: '/phone-validation/fraudConstants',
    access: 'admin',
    summary: 'the anti-fraud thresholds the code endpoints enforce',
    result: FraudConstantsSchema
  },
  sendLoginCode: {
    method: 'POST',
    path: '/mobile-auth/send-code',
    access: 'public',
    rateLimit: 'codes',
    summary: 'send a sign-in code by SMS or WhatsApp',
    description: phoneCodeRules,
    body: SendPhoneCodeSchema,
    result: PhoneCodeSentSchema
  },
  verifyLoginCode: {
    method: 'POST',
    path: '/mobile-auth/verify-code',
    access: 'public',
    rateLimit: 'codes',
    summary: 'sign in with the code; the first time creates an account without e-mail or password',
    description: "401 'Incorrect code'.",
    body: CheckPhoneCodeSchema,
    result: PhoneSignInResultSchema
  },
  whitelistPhone: {
    method: 'POST',
    path: '/mobile-auth/whitelist',
    access: 'admin',
    summary: 'whitelist a number (409 if it is)',
    body: PhoneWhitelistCreateSchema,
    result: PhoneWhitelistSchema,
    status: 201
  },
  unwhitelistPhone: {
    method: 'DELETE',
    path: '/mobile-auth/whitelist/{phone}',
    access: 'admin',
    summary: 'remove a number from the whitelist',
    params: PhoneParams,
    result: PhoneWhitelistSchema
  },
  listPhoneNumbers: {
    method: 'GET',
    path: '/admin/phoneNumbers',
    access: 'admin',
    summary: 'whitelisted numbers (admin list-query language or simple-rest)',
    query: AdminListQuery,
    result: WhitelistList
  },
  createPhoneNumber: {
    method: 'POST',
    path: '/admin/phoneNumbers',
    access: 'admin',
    summary: 'whitelist a number (409 if it is)',
    body: PhoneWhitelistCreateSchema,
    result: PhoneWhitelistSchema,
    status: 201
  },
  getPhoneNumber: {
    method: 'GET',
    path: '/admin/phoneNumbers/{id}',
    access: 'admin',
    summary: 'one whitelisted number',
    params: IdParams,
    result: PhoneWhitelistSchema
  },
  deletePhoneNumber: {
    method: 'DELETE',
    path: '/admin/phoneNumbers/{id}',
    access: 'admin',
    summary: 'remove a whitelisted number',
    params: IdParams,
    result: PhoneWhitelistSchema
  }
})
