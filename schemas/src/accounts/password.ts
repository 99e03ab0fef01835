import { Type, type Static } from '@sinclair/typebox'
import { Uuid } from '../common.ts'
import { MailedCode } from './email.ts'

/** A new password: the same bounds as at sign-up. */
const NewPassword = Type.String({ minLength: 8, maxLength: 200 })

export const ChangePasswordSchema = Type.Object(
  { oldPassword: Type.String({ minLength: 1, maxLength: 200 }), newPassword: NewPassword },
  { additionalProperties: false }
)
export type ChangePassword = Static<typeof ChangePasswordSchema>

export const ForgotPasswordSchema = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 320 }) },
  { additionalProperties: false }
)
export type ForgotPassword = Static<typeof ForgotPasswordSchema>

/** Either `email` and `code` (from the e-mail) or `token` (from the link), with the new password. */
export const ResetPasswordSchema = Type.Object(
  {
    email: Type.Optional(Type.String({ format: 'email', maxLength: 320 })),
    code: Type.Optional(MailedCode),
    token: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    newPassword: NewPassword
  },
  { additionalProperties: false }
)
export type ResetPassword = Static<typeof ResetPasswordSchema>

export const SetPasswordSchema = Type.Object({ newPassword: NewPassword }, { additionalProperties: false })
export type SetPassword = Static<typeof SetPasswordSchema>

export const AdminChangePasswordSchema = Type.Object(
  { userUuid: Uuid, newPassword: NewPassword },
  { additionalProperties: false }
)
export type AdminChangePassword = Static<typeof AdminChangePasswordSchema>

/** Answer of the password calls: what happened, in words. */
export const CredentialMessageSchema = Type.Object({ message: Type.String() })
