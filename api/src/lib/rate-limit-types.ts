import type { RateLimitName } from '@spinroom/schemas'
import type { Caller } from '../caller.ts'

/** Who makes a call and with what input: what a limit keys its count on. */
export interface Spender {
  caller: Caller | null | undefined
  /** The network address of the call (REST and socket.io). */
  address: string | undefined
  input: unknown
}

/** The named limits of one API: in Redis when `REDIS_URL` is set (one count for every process), in memory otherwise. */
export interface RateLimits {
  /** Spends one call of a limit; 429 with `data.retryAfter` (seconds) when it is used up. */
  spend(name: RateLimitName, spender: Spender): Promise<void>
  /** Gives back a call spent on something that then did not happen (a code that could not be delivered). */
  refund(name: RateLimitName, spender: Spender): Promise<void>
  close(): Promise<void>
}
