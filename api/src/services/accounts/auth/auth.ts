import type { Session } from '@spinroom/schemas'
import { authenticateFor } from '../../../auth/authentication.ts'
import type { Call } from '../../../lib/endpoint.ts'
import { usersEntity } from '../users/entity.ts'

/** E-mail and password for an access token. */
export const login = async (call: Call<unknown, unknown, { email: string; password: string }>) =>
  authenticateFor(call.app, call.context.params, { strategy: 'local', ...call.body })

/** A guest token. */
export const guest = (call: Call) => authenticateFor(call.app, call.context.params, { strategy: 'guest' })

/** Who the bearer is. */
export const session = async ({ caller }: Call): Promise<Session> => ({
  type: caller!.type,
  isLoggedIn: caller!.type === 'user',
  userUuid: caller!.id,
  expiresAt: caller!.expiresAt?.toISOString() ?? null,
  ...(caller!.user ? { user: usersEntity.external(caller!.user) } : {}),
  ...(caller!.guest ? { guest: caller!.guest } : {}),
  ...(caller!.apiKey ? { apiKey: caller!.apiKey } : {})
})

/** The key that verifies access tokens, as PEM and JWK. */
export const pubKey = async ({ app }: Call) => {
  const { alg, publicPem, jwk } = app.get('keys')
  return { alg, pem: publicPem, jwk }
}
