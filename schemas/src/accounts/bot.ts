import { Type, type Static } from '@sinclair/typebox'

/** `POST /users/sign-up-bot`: a signed-in user registers a bot they own. */
export const BotSignUpSchema = Type.Object(
  { nickname: Type.String({ minLength: 2, maxLength: 64, pattern: '^[A-Za-z0-9_.-]+$' }) },
  { additionalProperties: false }
)
export type BotSignUp = Static<typeof BotSignUpSchema>
