import { AuthResultSchema, LoginSchema, PubKeySchema, SessionSchema } from './auth.ts'
import { routeGroup } from '../route.ts'

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
  }
})
