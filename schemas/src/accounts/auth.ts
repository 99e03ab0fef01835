import { Type, type Static } from '@sinclair/typebox'
import { TokenTypeSchema } from '../access.ts'
import { UserSchema } from './user.ts'

export const LoginSchema = Type.Object(
  { email: Type.String({ maxLength: 320 }), password: Type.String({ maxLength: 200 }) },
  { additionalProperties: false }
)
export type Login = Static<typeof LoginSchema>

/** A sign-in with an access token (strategy `jwt`): a socket's, at connect or by `create` on authentication. */
export const TokenLoginSchema = Type.Object({ strategy: Type.Literal('jwt'), accessToken: Type.String() })
export type TokenLogin = Static<typeof TokenLoginSchema>

export const GuestSchema = Type.Object({ uuid: Type.String(), nickname: Type.String() })
export type Guest = Static<typeof GuestSchema>

/** Answer of every call that issues a token. */
export const AuthResultSchema = Type.Object({
  accessToken: Type.String(),
  type: TokenTypeSchema,
  expiresAt: Type.String({ format: 'date-time' }),
  user: Type.Optional(UserSchema),
  guest: Type.Optional(GuestSchema)
})
export type AuthResult = Static<typeof AuthResultSchema>

/** `GET /auth/session`: who the bearer is. */
export const SessionSchema = Type.Object({
  type: TokenTypeSchema,
  isLoggedIn: Type.Boolean(),
  userUuid: Type.String(),
  expiresAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  user: Type.Optional(UserSchema),
  guest: Type.Optional(GuestSchema),
  apiKey: Type.Optional(Type.Object({ id: Type.String(), name: Type.String() }))
})
export type Session = Static<typeof SessionSchema>

export const PubKeySchema = Type.Object({
  alg: Type.String(),
  pem: Type.String(),
  jwk: Type.Record(Type.String(), Type.Unknown())
})
