import type { Guest, TokenType } from '@spinroom/schemas'
import type { UserRow } from './services/accounts/users/row.ts'

/** Who is calling: derived from the bearer token or API key by the `identify` hook. */
export interface Caller {
  type: TokenType
  /** User id, guest uuid or API key id. */
  id: string
  roles: readonly string[]
  user?: UserRow
  guest?: Guest
  apiKey?: { id: string; name: string }
  expiresAt: Date | null
}
