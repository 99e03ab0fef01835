import type { TokenPayload } from '@spinroom/schemas'
import { NotAuthenticated } from '../../../errors.ts'
import type { UserRow } from './entity.ts'

export const TOKEN_REVOKED = 'Access token revoked'

/** The users column change that ends every token (and magic link) of an account issued until now. */
export const revokeTokensNow = () => ({ tokensValidAfter: new Date() })

// Tokens signed before `iatMs` existed carry whole seconds: counting from the second's start is the safe side.
export const issuedAtMs = (payload: TokenPayload) => payload.iatMs ?? (payload.iat ?? 0) * 1000

/** Issued before the account's last password change, ban, deactivation or sign-out everywhere. */
export const issuedBeforeRevocation = (user: Pick<UserRow, 'tokensValidAfter'>, issuedAt: Date | number) =>
  !!user.tokensValidAfter && new Date(issuedAt).getTime() < new Date(user.tokensValidAfter).getTime()

export function assertTokenCurrent(user: UserRow, payload: TokenPayload): void {
  if (issuedBeforeRevocation(user, issuedAtMs(payload))) throw new NotAuthenticated(TOKEN_REVOKED)
}
