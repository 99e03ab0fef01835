import type { AuthenticationResult } from '@feathersjs/authentication'
import type { Caller } from '../declarations.ts'

/** Where the accounts domain serves Feathers authentication, which every transport's credential goes through. */
export const AUTH_PATH = 'api/user-service/authentication'

/** Whom a token or API key names: the user, the guest or the key. */
export const subjectOf = (result: AuthenticationResult): string =>
  result.user?.id ?? result.guest?.uuid ?? result.apiKey?.id

/** The caller an authentication result describes. */
export function toCaller(result: AuthenticationResult): Caller {
  const exp = result.authentication?.payload?.exp as number | undefined
  return {
    type: result.type,
    id: subjectOf(result),
    roles: result.user?.roles ?? [],
    user: result.user,
    guest: result.guest,
    apiKey: result.apiKey ? { id: result.apiKey.id, name: result.apiKey.name } : undefined,
    expiresAt: exp ? new Date(exp * 1000) : null
  }
}
