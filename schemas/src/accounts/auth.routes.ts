import { AuthResultSchema, LoginSchema, PubKeySchema, SessionSchema } from './auth.ts'
import { ModerationTargetSchema } from './moderation-action.ts'
import { CredentialMessageSchema } from './password.ts'
import { routeGroup } from '../route.ts'

const signedOut =
  'A password change, a ban and a deactivation do the same. Open sockets receive `signedOut { reason, until: null }` and are closed, on every API process.'

export const authRoutes = routeGroup({
  login: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    summary: 'e-mail and password login',
    body: LoginSchema,
    result: AuthResultSchema,
    missing: 'Incorrect email or password',
    errors: { 401: 'Incorrect email or password' }
  },
  session: {
    method: 'GET',
    path: '/auth/session',
    access: 'any',
    summary: "the caller's session",
    result: SessionSchema
  },
  pubKey: {
    method: 'GET',
    path: '/auth/pub-key',
    access: 'public',
    summary: 'public key that verifies access tokens (PEM and JWK)',
    result: PubKeySchema
  },
  guest: {
    method: 'GET',
    path: '/auth/guest',
    access: 'public',
    summary: 'guest token',
    result: AuthResultSchema
  },
  signOutEverywhere: {
    method: 'POST',
    path: '/auth/sign-out-everywhere',
    access: 'user',
    summary:
      "end every session of the caller (our addition): tokens issued until now are refused, sockets get 'signedOut'",
    description: signedOut,
    result: CredentialMessageSchema
  },
  signOutUserEverywhere: {
    method: 'POST',
    path: '/users/sign-out-everywhere-admin',
    access: 'admin',
    summary: "end every session of a user (our addition): tokens issued until now are refused, sockets get 'signedOut'",
    description: `${signedOut} The sockets' notice carries the reason given.`,
    body: ModerationTargetSchema,
    result: CredentialMessageSchema
  }
})
