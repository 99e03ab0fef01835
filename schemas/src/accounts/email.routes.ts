import { Type } from '@sinclair/typebox'
import { IdParams } from '../common.ts'
import {
  EMAIL_CODES_PER_ADDRESS_PER_HOUR,
  MAX_ACTIVE_EMAILS,
  EmailResendSchema,
  EmailVerificationResultSchema,
  EmailVerifySchema,
  UserEmailCreateSchema,
  UserEmailSchema
} from './email.ts'
import { routeGroup } from '../route.ts'

// Shared by the password and e-mail routes that mail codes.
export const codeRules = 'Codes have six digits, expire and work once; the fifth wrong attempt burns a code.'
// Shared by the e-mail routes that mail a verification code.
const perAddress = `429 beyond ${EMAIL_CODES_PER_ADDRESS_PER_HOUR} codes mailed to one address an hour, whoever asks (RATE_LIMIT_CODES_PER_EMAIL).`

export const emailRoutes = routeGroup({
  listOwnEmails: {
    method: 'GET',
    path: '/users/emails',
    access: 'user',
    summary: "caller's e-mail addresses (deleted ones left out)",
    result: Type.Array(UserEmailSchema)
  },
  addEmail: {
    method: 'POST',
    path: '/users/emails',
    access: 'user',
    rateLimit: 'codes',
    summary: 'add an e-mail address (PENDING_VERIFICATION; a code is mailed)',
    description: `409 when the address is already in use; 403 when the caller already holds ${MAX_ACTIVE_EMAILS} addresses (deleted ones aside); ${perAddress} ${codeRules}`,
    body: UserEmailCreateSchema,
    result: UserEmailSchema,
    status: 201
  },
  deleteEmail: {
    method: 'DELETE',
    path: '/users/emails/{id}',
    access: 'self',
    summary: 'delete an e-mail address (DELETED)',
    params: IdParams,
    result: UserEmailSchema
  },
  verifyEmail: {
    method: 'POST',
    path: '/users/emails/verify',
    access: 'user',
    rateLimit: 'codes',
    summary: 'verify an address with its code ({ emailId or email, code })',
    description: `403 'Email verification failed, incorrect code'. ${codeRules}`,
    body: EmailVerifySchema,
    result: EmailVerificationResultSchema,
    errors: { 403: 'Email verification failed, incorrect code' }
  },
  confirmEmail: {
    method: 'POST',
    path: '/users/confirm-email',
    access: 'user',
    rateLimit: 'codes',
    summary: 'deprecated: same as POST /users/emails/verify',
    body: EmailVerifySchema,
    result: EmailVerificationResultSchema,
    errors: { 403: 'Email verification failed, incorrect code' }
  },
  resendVerificationEmail: {
    method: 'POST',
    path: '/users/emails/verification-email',
    access: 'user',
    rateLimit: 'codes',
    summary: 'mail a new verification code ({ emailId or email })',
    description: `404 'Email not found'; 403 'This email is verified'; 403 'The minimum time has not yet elapsed since the last e-mail was sent' within EMAIL_RESEND_INTERVAL_SECONDS (default 60); ${perAddress}`,
    body: EmailResendSchema,
    result: UserEmailSchema,
    errors: { 403: 'This email is verified', 404: 'Email not found' }
  }
})
