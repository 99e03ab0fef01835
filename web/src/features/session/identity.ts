import { isHexColor, type AuthResult, type Guest, type TokenType, type User } from '@spinroom/schemas'
import { decodeToken } from '../../api/token-claims.ts'

/** Who the player is, whatever kind of token they hold. */
export interface Identity {
  type: TokenType
  /** "Logged in" in the seeds' sense: the token's type claim is `user`. */
  isLoggedIn: boolean
  nickname: string
  /** User id, or guest uuid. */
  id: string
  email: string | null
  roles: string[]
  badges: string[]
  color: string | null
  expiresAt: Date | null
  user?: User
  guest?: Guest
}

/** Builds the identity from an authentication answer, falling back on the token's own claims. */
export function toIdentity(result: AuthResult): Identity {
  const claims = decodeToken(result.accessToken)
  const type = result.type ?? claims.type ?? (result.user ? 'user' : 'guest')
  const { user, guest } = result
  const expiresAt = result.expiresAt ? new Date(result.expiresAt) : claims.exp ? new Date(claims.exp * 1000) : null
  return {
    type,
    isLoggedIn: type === 'user',
    nickname: user?.nickname ?? guest?.nickname ?? claims.nickname ?? '',
    id: user?.id ?? guest?.uuid ?? claims.sub ?? '',
    email: user?.email ?? null,
    roles: user?.roles ?? claims.roles ?? [],
    badges: user?.badges ?? [],
    color: isHexColor(user?.color) ? user.color : null,
    expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : null,
    user,
    guest
  }
}

/** The identity after the user's own account changed (a profile edit): same token, new account fields. */
export function withUser(identity: Identity, user: User): Identity {
  return {
    ...identity,
    nickname: user.nickname,
    email: user.email,
    roles: user.roles,
    badges: user.badges,
    color: isHexColor(user.color) ? user.color : null,
    user
  }
}
