import type { Knex } from 'knex'
import type { LoginLockSettings } from '../../../lib/login-lock-settings.ts'
import { hashSecret } from '../../../lib/hash.ts'

/** Longer than any account's e-mail address: such a login names no account. */
const MAX_EMAIL_LENGTH = 320
/** Longer than any network address: what a forged X-Forwarded-For holds, kept as its hash. */
const MAX_ADDRESS_LENGTH = 64

/** The `login_failures` rows one password login counts under. */
export interface LoginSubjects {
  /** The account, from any address: the slow, account-wide count. */
  account?: string
  /** The account from this address: the count that locks a guesser out of it. */
  accountAddress?: string
  /** The address, on any account. */
  address?: string
}

interface FailureRow {
  subject: string
  firstAt: Date | string
  lockedUntil: Date | string | null
  signedInAt: Date | string | null
}

const accountSubject = (email: string) => `email:${email}`
/** In JSON, so that no e-mail address or forwarded address can make one pair's subject another's. */
const pairPrefix = (email: string) => `email+ip:${JSON.stringify([email]).slice(0, -1)},`

export function loginSubjects(email: string, ip: string | undefined): LoginSubjects {
  const account = email.trim().toLowerCase()
  const address = ip && (ip.length <= MAX_ADDRESS_LENGTH ? ip : `sha256:${hashSecret(ip)}`)
  const named = account.length <= MAX_EMAIL_LENGTH
  return {
    account: named ? accountSubject(account) : undefined,
    accountAddress: named && address ? `${pairPrefix(account)}${JSON.stringify(address)}]` : undefined,
    address: address ? `ip:${address}` : undefined
  }
}

const present = (subjects: LoginSubjects) => Object.values(subjects).filter((s): s is string => !!s)
const time = (value: Date | string | null) => (value ? new Date(value).getTime() : 0)

/**
 * Until when a login is refused (`lockedUntil`, 0 when it is not): by the account's count from its address, by the
 * address's count, or by the account's own count unless the account signed in from that address lately (`known`).
 * `guessed`: failures on the account are counting, so a known address need not share its per-account rate limit.
 */
export async function loginStanding(knex: Knex, subjects: LoginSubjects, settings: LoginLockSettings) {
  const rows: FailureRow[] = await knex('login_failures').whereIn('subject', present(subjects))
  const row = (subject: string | undefined) => rows.find((r) => r.subject === subject)
  const now = Date.now()
  const known = time(row(subjects.accountAddress)?.signedInAt ?? null) > now - settings.knownAddressDays * 86_400_000
  const account = row(subjects.account)
  const guessed = !!account && time(account.firstAt) > now - settings.windowMinutes * 60_000
  const locks = [row(subjects.accountAddress), row(subjects.address), known ? undefined : account]
  const lockedUntil = Math.max(0, ...locks.map((r) => time(r?.lockedUntil ?? null)).filter((t) => t > now))
  return { known, guessed, lockedUntil }
}

/** Counts a failure against one subject; the one that reaches `max` within the window locks it. */
async function countFailure(knex: Knex, subject: string, max: number, settings: LoginLockSettings) {
  const now = new Date()
  const windowStart = new Date(now.getTime() - settings.windowMinutes * 60_000)
  const lockedUntil = new Date(now.getTime() + settings.lockMinutes * 60_000)
  // One upsert, so concurrent failures all count.
  await knex.raw(
    `insert into login_failures (subject, failures, "firstAt") values (?, 1, ?)
     on conflict (subject) do update set
       failures = case when login_failures."firstAt" <= ? then 1 else login_failures.failures + 1 end,
       "firstAt" = case when login_failures."firstAt" <= ? then excluded."firstAt" else login_failures."firstAt" end,
       "lockedUntil" = case when login_failures."firstAt" > ? and login_failures.failures + 1 >= ? then ?::timestamptz
                            else login_failures."lockedUntil" end`,
    [subject, now, windowStart, windowStart, windowStart, max, lockedUntil]
  )
}

/** A wrong password: it counts for the account from this address, for the address, and for the account. */
export async function recordLoginFailure(knex: Knex, subjects: LoginSubjects, settings: LoginLockSettings) {
  const counts: [string | undefined, number][] = [
    [subjects.accountAddress, settings.perAccountAddress],
    [subjects.address, settings.perAddress],
    [subjects.account, settings.perAccount]
  ]
  for (const [subject, max] of counts) if (subject) await countFailure(knex, subject, max, settings)
}

/**
 * A right password: its address becomes known to the account, and its count there starts again. The address's and
 * the account's counts stay, or one success would reset a spray.
 */
export async function recordSignIn(knex: Knex, subjects: LoginSubjects) {
  if (!subjects.accountAddress) return
  const now = new Date()
  await knex('login_failures')
    .insert({ subject: subjects.accountAddress, failures: 0, firstAt: now, lockedUntil: null, signedInAt: now })
    .onConflict('subject')
    .merge()
}

/** A new password lifts the account's locks and forgets the addresses it signed in from. */
export const clearLoginFailures = (knex: Knex, email: string) =>
  knex('login_failures')
    .where('subject', accountSubject(email))
    .orWhereRaw('starts_with(subject, ?)', [pairPrefix(email)])
    .delete()
