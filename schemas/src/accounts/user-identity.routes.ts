import { IdParams, OffsetPage } from '../common.ts'
import { fraudConstants } from './phone-rules.ts'
import {
  CheckPhoneCodeSchema,
  IdentityVerificationRequestSchema,
  IdentityVerifiedSchema,
  PhoneCodeSentSchema,
  UserIdentityCreateSchema,
  UserIdentityQuery,
  UserIdentitySchema
} from './phone.ts'
import { routeGroup } from '../route.ts'
import { phoneCodeRules } from './phone.routes.ts'

const f = fraudConstants

export const userIdentityRoutes = routeGroup({
  requestIdentityVerification: {
    method: 'POST',
    path: '/api/v1/identity-verifications/request',
    access: 'any',
    rateLimit: 'codes',
    summary: 'send a code proving the caller holds a number',
    description: `${phoneCodeRules} At most ${f.codesPerCallerPerHour} codes a caller an hour.`,
    body: IdentityVerificationRequestSchema,
    result: PhoneCodeSentSchema
  },
  verifyIdentity: {
    method: 'POST',
    path: '/api/v1/identity-verifications/verify',
    access: 'any',
    rateLimit: 'codes',
    summary: 'check the code; the verificationId stores the identity',
    description: "403 'Phone verification failed, incorrect code'.",
    body: CheckPhoneCodeSchema,
    result: IdentityVerifiedSchema
  },
  createUserIdentity: {
    method: 'POST',
    path: '/api/v1/user-identities',
    access: 'user',
    summary: 'store a number the caller verified (channel sms)',
    description: `Within ${f.identityVerificationTtlMinutes} minutes of the verification, once; 409 when the number belongs to an account.`,
    body: UserIdentityCreateSchema,
    result: UserIdentitySchema,
    status: 201
  },
  listUserIdentities: {
    method: 'GET',
    path: '/api/v1/user-identities',
    access: 'self',
    summary: "a user's identities (own unless admin)",
    query: UserIdentityQuery,
    result: OffsetPage(UserIdentitySchema)
  },
  deleteUserIdentity: {
    method: 'DELETE',
    path: '/api/v1/user-identities/{id}',
    access: 'self',
    summary: 'delete an identity',
    params: IdParams,
    result: UserIdentitySchema
  }
})
