import type { User } from '@spinroom/schemas'

/** A users row: the external user plus its password hash, with database dates. */
export type UserRow = Omit<User, 'createdAt' | 'updatedAt' | 'bannedUntil'> & {
  password: string | null
  createdAt: Date
  updatedAt: Date
  bannedUntil: Date | null
  /** Tokens issued before it are refused (see revocation.ts). */
  tokensValidAfter?: Date | null
  /** The addresses in user_emails not deleted, written by the database alone, for the search (`userSearchFields`). */
  emailAddresses?: string
  /** The level of the user's paid plan, if any: the payments domain keeps it (see subscriber.ts). */
  subscriptionLevel?: string | null
}
