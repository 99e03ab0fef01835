import { Type } from '@sinclair/typebox'
import {
  AdminListQuery,
  AdminPage,
  CheckPhoneCodeSchema,
  DeletedCountSchema,
  FraudConstantsSchema,
  IdParams,
  IdentityVerificationRequestSchema,
  IdentityVerifiedSchema,
  OffsetPage,
  PhoneCodeSentSchema,
  PhoneParams,
  PhoneSignInResultSchema,
  PhoneValidationSchema,
  PhoneWhitelistCreateSchema,
  PhoneWhitelistSchema,
  SendPhoneCodeSchema,
  UserIdentityCreateSchema,
  UserIdentityQuery,
  UserIdentitySchema
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import {
  addToWhitelist,
  getWhitelistEntry,
  listWhitelist,
  removeWhitelistEntry,
  removeWhitelistedPhone,
  sendLoginCode,
  verifyLoginCode
} from './phones/mobile-auth.ts'
import {
  createIdentity,
  deleteIdentity,
  identitiesOwner,
  identityOwner,
  listIdentities,
  requestVerification,
  verifyIdentity
} from './phones/identities.ts'
import { clearValidations, getFraudConstants, listValidations, validatePhone } from './phones/phone-validation.ts'
import { INVALID_PHONE, fraudConstants as f } from './phones/phone-rules.ts'

const ValidationList = Type.Union([AdminPage(PhoneValidationSchema), Type.Array(PhoneValidationSchema)])
const WhitelistList = Type.Union([AdminPage(PhoneWhitelistSchema), Type.Array(PhoneWhitelistSchema)])
const rules = `Only VALID numbers (MOBILE, FIXED_LINE_OR_MOBILE) or whitelisted ones get a code; others: 400 '${INVALID_PHONE}'. At most ${f.codesPerNumberPerHour} codes a number an hour (429). Codes have six digits, last ${f.codeTtlMinutes} minutes, work once; wrong attempt ${f.maxAttemptsPerCode} burns a code.`

/** Phone numbers: validation, sign-in by code, the whitelist, identity verification and stored identities. */
export const phoneEndpoints: Endpoint[] = [
  endpoint({
    method: 'GET',
    path: '/phone-validation/validate/{phone}',
    access: 'any',
    summary: 'classify a number: VALID (mobile), VOIP, INVALID, VALIDATION_ERROR (unparseable); recorded',
    params: PhoneParams,
    result: PhoneValidationSchema,
    handler: validatePhone
  }),
  endpoint({
    method: 'GET',
    path: '/phone-validation/recents',
    access: 'admin',
    summary: 'recent validations, newest first',
    query: AdminListQuery,
    result: ValidationList,
    handler: listValidations
  }),
  endpoint({
    method: 'DELETE',
    path: '/phone-validation/recents',
    access: 'admin',
    summary: 'clear the recorded validations',
    result: DeletedCountSchema,
    handler: clearValidations
  }),
  endpoint({
    method: 'GET',
    path: '/phone-validation/fraudConstants',
    access: 'admin',
    summary: 'the anti-fraud thresholds the code endpoints enforce',
    result: FraudConstantsSchema,
    handler: getFraudConstants
  }),

  endpoint({
    method: 'POST',
    path: '/mobile-auth/send-code',
    access: 'public',
    summary: 'send a sign-in code by SMS or WhatsApp',
    description: rules,
    body: SendPhoneCodeSchema,
    result: PhoneCodeSentSchema,
    handler: sendLoginCode
  }),
  endpoint({
    method: 'POST',
    path: '/mobile-auth/verify-code',
    access: 'public',
    summary: 'sign in with the code; the first time creates an account without e-mail or password',
    description: "401 'Incorrect code'.",
    body: CheckPhoneCodeSchema,
    result: PhoneSignInResultSchema,
    handler: verifyLoginCode
  }),
  endpoint({
    method: 'POST',
    path: '/mobile-auth/whitelist',
    access: 'admin',
    summary: 'whitelist a number (409 if it is)',
    body: PhoneWhitelistCreateSchema,
    result: PhoneWhitelistSchema,
    status: 201,
    handler: addToWhitelist
  }),
  endpoint({
    method: 'DELETE',
    path: '/mobile-auth/whitelist/{phone}',
    access: 'admin',
    summary: 'remove a number from the whitelist',
    params: PhoneParams,
    result: PhoneWhitelistSchema,
    handler: removeWhitelistedPhone
  }),

  endpoint({
    method: 'GET',
    path: '/admin/phoneNumbers',
    access: 'admin',
    summary: 'whitelisted numbers (admin list-query language or simple-rest)',
    query: AdminListQuery,
    result: WhitelistList,
    handler: listWhitelist
  }),
  endpoint({
    method: 'POST',
    path: '/admin/phoneNumbers',
    access: 'admin',
    summary: 'whitelist a number (409 if it is)',
    body: PhoneWhitelistCreateSchema,
    result: PhoneWhitelistSchema,
    status: 201,
    handler: addToWhitelist
  }),
  endpoint({
    method: 'GET',
    path: '/admin/phoneNumbers/{id}',
    access: 'admin',
    summary: 'one whitelisted number',
    params: IdParams,
    result: PhoneWhitelistSchema,
    handler: getWhitelistEntry
  }),
  endpoint({
    method: 'DELETE',
    path: '/admin/phoneNumbers/{id}',
    access: 'admin',
    summary: 'remove a whitelisted number',
    params: IdParams,
    result: PhoneWhitelistSchema,
    handler: removeWhitelistEntry
  }),

  endpoint({
    method: 'POST',
    path: '/api/v1/identity-verifications/request',
    access: 'any',
    summary: 'send a code proving the caller holds a number',
    description: `${rules} At most ${f.codesPerCallerPerHour} codes a caller an hour.`,
    body: IdentityVerificationRequestSchema,
    result: PhoneCodeSentSchema,
    handler: requestVerification
  }),
  endpoint({
    method: 'POST',
    path: '/api/v1/identity-verifications/verify',
    access: 'any',
    summary: 'check the code; the verificationId stores the identity',
    description: "403 'Phone verification failed, incorrect code'.",
    body: CheckPhoneCodeSchema,
    result: IdentityVerifiedSchema,
    handler: verifyIdentity
  }),
  endpoint({
    method: 'POST',
    path: '/api/v1/user-identities',
    access: 'user',
    summary: 'store a number the caller verified (channel sms)',
    description: `Within ${f.identityVerificationTtlMinutes} minutes of the verification, once; 409 when the number belongs to an account.`,
    body: UserIdentityCreateSchema,
    result: UserIdentitySchema,
    status: 201,
    handler: createIdentity
  }),
  endpoint({
    method: 'GET',
    path: '/api/v1/user-identities',
    access: 'self',
    summary: "a user's identities (own unless admin)",
    query: UserIdentityQuery,
    result: OffsetPage(UserIdentitySchema),
    owner: identitiesOwner,
    handler: listIdentities
  }),
  endpoint({
    method: 'DELETE',
    path: '/api/v1/user-identities/{id}',
    access: 'self',
    summary: 'delete an identity',
    params: IdParams,
    result: UserIdentitySchema,
    owner: identityOwner,
    handler: deleteIdentity
  })
]
