import {
  AdminChangePasswordSchema,
  ChangePasswordSchema,
  CredentialMessageSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  SetPasswordSchema
} from './password.ts'
import { routeGroup } from '../route.ts'
import { codeRules } from './email.routes.ts'

export const passwordRoutes = routeGroup({
  changePassword: {
    method: 'POST',
    path: '/users/change-password',
    access: 'user',
    summary: 'change own password',
    description:
      "401 'Email address is not verified' until the sign-up address is verified; 401 'Incorrect email or password' for a wrong old password.",
    body: ChangePasswordSchema,
    result: CredentialMessageSchema,
    errors: { 400: 'New password must be different from your previous password', 401: 'Email address is not verified' }
  },
  forgotPassword: {
    method: 'POST',
    path: '/users/forgot-password',
    access: 'public',
    rateLimit: 'codes',
    summary: 'mail a reset code and link (the same answer whether or not the account exists)',
    description: `The link is \${PUBLIC_URL}/reset-password?token=...; code and link expire after 30 minutes. ${codeRules}`,
    body: ForgotPasswordSchema,
    result: CredentialMessageSchema
  },
  resetPassword: {
    method: 'POST',
    path: '/users/reset-password',
    access: 'public',
    rateLimit: 'codes',
    summary: 'reset the password with { email, code } or { token }',
    description:
      "403 'Can not reset password' for a wrong, expired or used code or token; a reset retires every other code of the user.",
    body: ResetPasswordSchema,
    result: CredentialMessageSchema,
    errors: { 403: 'Can not reset password' }
  },
  setPassword: {
    method: 'POST',
    path: '/users/set-password',
    access: 'user',
    summary: 'set a first password on an account without one (403 if one is set)',
    body: SetPasswordSchema,
    result: CredentialMessageSchema
  },
  adminChangePassword: {
    method: 'POST',
    path: '/users/change-password-admin',
    access: 'admin',
    summary: "set a user's password",
    body: AdminChangePasswordSchema,
    result: CredentialMessageSchema
  }
})
