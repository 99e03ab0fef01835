import { Type } from '@sinclair/typebox'
import {
  AdminChangePasswordSchema,
  AdminListQuery,
  AdminPage,
  ChangePasswordSchema,
  CredentialMessageSchema,
  EmailResendSchema,
  EmailVerificationResultSchema,
  EmailVerifySchema,
  ForgotPasswordSchema,
  IdParams,
  OutboxMessageSchema,
  ResetPasswordSchema,
  SetPasswordSchema,
  UserEmailCreateSchema,
  UserEmailSchema
} from '@spinroom/schemas'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import type { Application } from '../../declarations.ts'
import {
  adminChangePassword,
  changePassword,
  forgotPassword,
  limitFailedLogins,
  resetPassword,
  setPassword
} from './passwords/passwords.ts'
import {
  addEmail,
  deleteEmail,
  emailOwner,
  listOwnEmails,
  resendVerification,
  verifyEmail,
  watchNewAccounts
} from './emails/emails.ts'
import { listOutbox } from './outbox/outbox.ts'

const OutboxList = Type.Union([AdminPage(OutboxMessageSchema), Type.Array(OutboxMessageSchema)])
const codes = 'Codes have six digits, expire and work once; the fifth wrong attempt burns a code.'

/** Passwords and e-mail addresses, with the mail outbox. */
export const credentialEndpoints: Endpoint[] = [
  endpoint({
    method: 'POST',
    path: '/users/change-password',
    access: 'user',
    summary: 'change own password',
    description:
      "401 'Email address is not verified' until the sign-up address is verified; 401 'Incorrect email or password' for a wrong old password.",
    body: ChangePasswordSchema,
    result: CredentialMessageSchema,
    handler: changePassword
  }),
  endpoint({
    method: 'POST',
    path: '/users/forgot-password',
    access: 'public',
    summary: 'mail a reset code and link (the same answer whether or not the account exists)',
    description: `The link is \${PUBLIC_URL}/reset-password?token=...; code and link expire after 30 minutes. ${codes}`,
    body: ForgotPasswordSchema,
    result: CredentialMessageSchema,
    handler: forgotPassword
  }),
  endpoint({
    method: 'POST',
    path: '/users/reset-password',
    access: 'public',
    summary: 'reset the password with { email, code } or { token }',
    description:
      "403 'Can not reset password' for a wrong, expired or used code or token; a reset retires every other code of the user.",
    body: ResetPasswordSchema,
    result: CredentialMessageSchema,
    handler: resetPassword
  }),
  endpoint({
    method: 'POST',
    path: '/users/set-password',
    access: 'user',
    summary: 'set a first password on an account without one (403 if one is set)',
    body: SetPasswordSchema,
    result: CredentialMessageSchema,
    handler: setPassword
  }),
  endpoint({
    method: 'POST',
    path: '/users/change-password-admin',
    access: 'admin',
    summary: "set a user's password",
    body: AdminChangePasswordSchema,
    result: CredentialMessageSchema,
    handler: adminChangePassword
  }),

  endpoint({
    method: 'GET',
    path: '/users/emails',
    access: 'user',
    summary: "caller's e-mail addresses (deleted ones left out)",
    result: Type.Array(UserEmailSchema),
    handler: listOwnEmails
  }),
  endpoint({
    method: 'POST',
    path: '/users/emails',
    access: 'user',
    summary: 'add an e-mail address (PENDING_VERIFICATION; a code is mailed)',
    description: `409 when the address is already in use. ${codes}`,
    body: UserEmailCreateSchema,
    result: UserEmailSchema,
    status: 201,
    handler: addEmail
  }),
  endpoint({
    method: 'DELETE',
    path: '/users/emails/{id}',
    access: 'self',
    summary: 'delete an e-mail address (DELETED)',
    params: IdParams,
    result: UserEmailSchema,
    owner: emailOwner,
    handler: deleteEmail
  }),
  endpoint({
    method: 'POST',
    path: '/users/emails/verify',
    access: 'user',
    summary: 'verify an address with its code ({ emailId or email, code })',
    description: `403 'Email verification failed, incorrect code'. ${codes}`,
    body: EmailVerifySchema,
    result: EmailVerificationResultSchema,
    handler: verifyEmail
  }),
  endpoint({
    method: 'POST',
    path: '/users/confirm-email',
    access: 'user',
    summary: 'deprecated: same as POST /users/emails/verify',
    body: EmailVerifySchema,
    result: EmailVerificationResultSchema,
    handler: verifyEmail
  }),
  endpoint({
    method: 'POST',
    path: '/users/emails/verification-email',
    access: 'user',
    summary: 'mail a new verification code ({ emailId or email })',
    description:
      "404 'Email not found'; 403 'This email is verified'; 403 'The minimum time has not yet elapsed since the last e-mail was sent' within EMAIL_RESEND_INTERVAL_SECONDS (default 60).",
    body: EmailResendSchema,
    result: UserEmailSchema,
    handler: resendVerification
  }),

  endpoint({
    method: 'GET',
    path: '/admin/outbox',
    access: 'admin',
    summary: 'messages sent (e-mail and SMS), newest first',
    description: 'The local mail driver keeps every message here instead of delivering it.',
    query: AdminListQuery,
    result: OutboxList,
    handler: listOutbox
  })
]

/** What the area adds beyond its endpoints: the sign-up address of new accounts, and limits on failed logins. */
export function configureCredentials(app: Application): void {
  watchNewAccounts(app)
  limitFailedLogins(app)
}
