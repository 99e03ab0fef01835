import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { rateLimitNames, type RateLimitName } from '@spinroom/schemas'
import type { Config } from '../configuration.ts'
import type { Application } from '../declarations.ts'
import { TooManyRequests } from '../errors.ts'
import type { Metrics } from './metrics.ts'
import type { Logger } from './log.ts'
import { closeRedis, watchRedis } from '../redis.ts'
import type { RateLimits, Spender } from './rate-limit-types.ts'

const field = (input: unknown, name: string) => {
  const value = (input as Record<string, unknown> | null | undefined)?.[name]
  return typeof value === 'string' && value ? value : undefined
}
const caller = ({ caller, address }: Spender) => (caller ? `${caller.type}:${caller.id}` : `address:${address}`)
const inRoom = (spender: Spender) => `${caller(spender)}:room:${field(spender.input, 'roomUuid')}`
const address = ({ address }: Spender) => `address:${address}`
const email = ({ input }: Spender) => `email:${field(input, 'email')?.trim().toLowerCase()}`
const phone = ({ input }: Spender) => `phone:${field(input, 'phone')}`

/**
 * What each limit counts: per caller (or address when anonymous) and room, per caller, per network address, per e-mail
 * address, per phone number.
 */
const keys: Record<RateLimitName, (spender: Spender) => string> = {
  chat: inRoom,
  directMessage: caller,
  vote: inRoom,
  animation: inRoom,
  reaction: inRoom,
  freeConsumable: inRoom,
  login: address,
  loginEmail: email,
  signUp: address,
  codes: caller,
  codesPerNumber: phone,
  codesPerCaller: caller,
  codesPerEmail: email,
  auditEvents: caller,
  crateEdit: caller,
  suggestions: caller,
  chatImage: inRoom,
  providerProxy: caller
}

const refused: Record<RateLimitName, string> = {
  chat: 'chat messages',
  directMessage: 'direct messages',
  vote: 'votes',
  animation: 'animations',
  reaction: 'reactions',
  freeConsumable: 'free consumables in this room',
  login: 'logins from this address',
  loginEmail: 'logins to this account',
  signUp: 'sign-ups from this address',
  codes: 'code requests',
  codesPerNumber: 'codes sent to this number',
  codesPerCaller: 'phone codes requested',
  codesPerEmail: 'codes mailed to this address',
  auditEvents: 'audit events',
  crateEdit: 'crate changes',
  suggestions: 'suggestion requests',
  chatImage: 'pictures in this room',
  providerProxy: 'requests to the provider proxies'
}

export async function createRateLimits(config: Config, metrics: Metrics, log: Logger): Promise<RateLimits> {
  // Imported only with Redis, as the event bus's modules are.
  // No offline queue: while Redis is away a count fails at once, and each process counts on its own meanwhile.
  const redis = config.redisUrl
    ? (await import('redis')).createClient({ url: config.redisUrl, disableOfflineQueue: true })
    : undefined
  if (redis) watchRedis(redis, 'rate limits', log)
  await redis?.connect()
  const limiter = (name: RateLimitName): RateLimiterAbstract => {
    const { points, seconds: duration } = config.rateLimits[name]
    const keyPrefix = `${config.redisPrefix}:rate-limit:${name}`
    const memory = new RateLimiterMemory({ keyPrefix, points, duration })
    // Should Redis fail, each process counts on its own rather than refusing every call.
    return redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: true,
          keyPrefix,
          points,
          duration,
          insuranceLimiter: memory
        })
      : memory
  }
  const limiters = Object.fromEntries(rateLimitNames.map((name) => [name, limiter(name)])) as Record<
    RateLimitName,
    RateLimiterAbstract
  >
  return {
    async spend(name, spender) {
      try {
        await limiters[name].consume(keys[name](spender))
      } catch (outcome) {
        if (!(outcome instanceof RateLimiterRes)) throw outcome
        metrics.rateLimitRefusals.inc({ limit: name })
        const retryAfter = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000))
        const { points, seconds } = config.rateLimits[name]
        throw new TooManyRequests(
          `Too many ${refused[name]}: at most ${points} every ${seconds} s. Try again in ${retryAfter} s.`,
          { limit: name, retryAfter }
        )
      }
    },
    async refund(name, spender) {
      await limiters[name].reward(keys[name](spender))
    },
    async close() {
      if (redis) await closeRedis(redis)
    }
  }
}

/** Spends a limit of the app's (a no-op for an undeclared one). */
export const spendRateLimit = (app: Application, name: RateLimitName | undefined, spender: Spender) =>
  name ? app.get('rateLimits').spend(name, spender) : Promise.resolve()
