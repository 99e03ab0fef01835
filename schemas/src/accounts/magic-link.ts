import { Type, type Static } from '@sinclair/typebox'

/** `GET /auth/magic-link`: a short-lived, single-use token to carry the session to another site or device. */
export const MagicLinkSchema = Type.Object({ token: Type.String(), expiresAt: Type.String({ format: 'date-time' }) })
export type MagicLink = Static<typeof MagicLinkSchema>

export const ValidateMagicLinkSchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false }
)
export type ValidateMagicLink = Static<typeof ValidateMagicLinkSchema>
