import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Knex } from 'knex'
import { fraudConstants } from '@spinroom/schemas'
import { hashSecret } from '../../lib/hash.ts'

/** Wrong attempts a code survives: the fifth burns it, so six digits cannot be guessed. */
export const MAX_CODE_ATTEMPTS = fraudConstants.maxAttemptsPerCode
export const EMAIL_CODE_TTL_MINUTES = 15
export const RESET_TTL_MINUTES = 30

/** A six-digit code, uniformly drawn. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** A link token: 256 random bits, so it needs no attempt limit. */
export const newLinkToken = () => randomBytes(32).toString('base64url')

export const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000)

/** Compares a candidate with a stored hash in constant time. */
export function secretMatches(hash: string | null | undefined, candidate: string): boolean {
  if (!hash) return false
  const stored = Buffer.from(hash, 'hex')
  const given = Buffer.from(hashSecret(candidate), 'hex')
  return stored.length === given.length && timingSafeEqual(stored, given)
}

/** A row holding a hashed code: `codeHash`, `codeExpiresAt`, `codeAttempts`. */
export interface CodeRow {
  id: string
  codeHash: string | null
  codeExpiresAt: Date | string | null
}

/**
 * Spends a code: true once for the right, unexpired code (which is burnt by that use), false otherwise.
 * A wrong code counts as an attempt; the last allowed attempt burns the code.
 */
export async function spendCode(knex: Knex, table: string, row: CodeRow, code: string): Promise<boolean> {
  if (!row.codeHash || !row.codeExpiresAt || new Date(row.codeExpiresAt).getTime() <= Date.now()) return false
  const current = knex(table).where({ id: row.id, codeHash: row.codeHash })
  if (!secretMatches(row.codeHash, code)) {
    await current.update({
      codeAttempts: knex.raw('?? + 1', ['codeAttempts']),
      codeHash: knex.raw('case when ?? + 1 >= ? then null else ?? end', ['codeAttempts', MAX_CODE_ATTEMPTS, 'codeHash'])
    })
    return false
  }
  // Conditional on the hash still being there: of two concurrent uses, one wins.
  return (await current.update({ codeHash: null })) === 1
}
