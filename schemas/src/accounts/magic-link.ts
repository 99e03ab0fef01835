import { Type, type Static } from '@sinclair/typebox'

/** `GET /auth/magic-link`: a short-lived, single-use token to carry the session to another site or device. */
export const MagicLinkSchema = Type.Object({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) })
export type MagicLink = Static<typeof MagicLinkSchema>

export const ValidateMagicLinkSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false }
)
export type ValidateMagicLink = Static<typeof ValidateMagicLinkSchema>

/** `POST /auth/magic-link/email`: mail a sign-in link to the account of an address. */
export const MagicLinkEmailSchema = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 320 }) },
  { additionalProperties: false }
)
export type MagicLinkEmail = Static<typeof MagicLinkEmailSchema>

/** The same answer whether or not an account uses the address, so it tells nobody which addresses exist. */
export const MAGIC_LINK_SENT = 'If an account uses this address, a sign-in link has been sent to it'
export const MagicLinkSentSchema = Type.Object({ message: Type.String() })
