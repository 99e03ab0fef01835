import {
  EMAIL_CODES_PER_ADDRESS_PER_HOUR,
  fraudConstants,
  MAX_AUDIT_EVENTS_PER_MINUTE,
  rateLimitNames,
  type RateLimitName
} from '@spinroom/schemas'

/** A limit's size: at most `points` calls in each window of `seconds`. */
export interface RateLimitSize {
  points: number
  seconds: number
}
export type RateLimitSettings = Record<RateLimitName, RateLimitSize>

/** Defaults: far above what a person (or the player, the demo DJs, the tests) does, far below a flood. */
export const defaultRateLimits: RateLimitSettings = {
  chat: { points: 60, seconds: 60 },
  directMessage: { points: 60, seconds: 60 },
  vote: { points: 60, seconds: 60 },
  animation: { points: 60, seconds: 60 },
  reaction: { points: 60, seconds: 60 },
  login: { points: 100, seconds: 60 },
  loginEmail: { points: 20, seconds: 60 },
  signUp: { points: 30, seconds: 600 },
  codes: { points: 60, seconds: 600 },
  codesPerNumber: { points: fraudConstants.codesPerNumberPerHour, seconds: 3600 },
  codesPerCaller: { points: fraudConstants.codesPerCallerPerHour, seconds: 3600 },
  codesPerEmail: { points: EMAIL_CODES_PER_ADDRESS_PER_HOUR, seconds: 3600 },
  freeConsumable: { points: 10, seconds: 60 },
  auditEvents: { points: MAX_AUDIT_EVENTS_PER_MINUTE, seconds: 60 },
  crateEdit: { points: 300, seconds: 60 },
  // Each call asks Cyanite up to 8 times and the catalogue for each answer.
  suggestions: { points: 20, seconds: 60 },
  // A picture is up to 256 KiB kept in a history of 300 messages: a few a minute is a person, more fills the history.
  chatImage: { points: 5, seconds: 60 },
  // A Discord activity's page fetches each song's artwork and audio (its seeks as ranges) through the proxies.
  providerProxy: { points: 600, seconds: 60 }
}

/** `signUp` → `RATE_LIMIT_SIGN_UP`. */
export const rateLimitVariable = (name: RateLimitName) =>
  `RATE_LIMIT_${name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`

const units: Record<string, number> = { s: 1, m: 60, h: 3600 }

/** Reads `20/10s` (20 calls every 10 seconds; units s, m, h, seconds when none). */
export function parseRateLimit(variable: string, value: string): RateLimitSize {
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh]?)\s*$/.exec(value)
  const points = Number(match?.[1])
  const seconds = Number(match?.[2]) * units[match?.[3] || 's']
  if (!match || points < 1 || seconds < 1) throw new Error(`${variable}: expected calls/duration such as 20/10s`)
  return { points, seconds }
}

/** Each limit's size from its `RATE_LIMIT_*` variable, or its default. */
export function rateLimitSettings(env: NodeJS.ProcessEnv): RateLimitSettings {
  const entries = rateLimitNames.map((name) => {
    const variable = rateLimitVariable(name)
    const value = env[variable]
    return [name, value ? parseRateLimit(variable, value) : defaultRateLimits[name]] as const
  })
  return Object.fromEntries(entries) as RateLimitSettings
}

/**
 * What one socket.io connection may send (docs: "Rate limits"): calls not yet answered, how many of them run at once
 * (the others wait their turn), and calls in each window.
 */
export interface SocketLimits {
  inFlight: number
  atOnce: number
  calls: RateLimitSize
}

/**
 * Far above what the player, the demo DJs or the tests keep in flight or send a minute, far below a flood. On the
 * embedded database (one connection, on the API's own thread) a connection's calls run one at a time: more would give
 * it no parallelism, only a larger share of everyone's queue.
 */
export const defaultSocketLimits = (embedded: boolean): SocketLimits => ({
  inFlight: 32,
  atOnce: embedded ? 1 : 4,
  calls: { points: 1200, seconds: 60 }
})

const callCount = (variable: string, value: string | undefined, fallback: number) => {
  if (value && !/^\s*[1-9]\d*\s*$/.test(value)) throw new Error(`${variable}: expected a number of calls such as 8`)
  return value ? Number(value) : fallback
}

/** `SOCKET_CALLS_IN_FLIGHT`, `SOCKET_CALLS_AT_ONCE` and `RATE_LIMIT_SOCKET_CALLS`, or their defaults. */
export function socketLimitSettings(env: NodeJS.ProcessEnv): SocketLimits {
  const calls = env.RATE_LIMIT_SOCKET_CALLS
  const defaults = defaultSocketLimits(!env.DATABASE_URL)
  return {
    inFlight: callCount('SOCKET_CALLS_IN_FLIGHT', env.SOCKET_CALLS_IN_FLIGHT, defaults.inFlight),
    atOnce: callCount('SOCKET_CALLS_AT_ONCE', env.SOCKET_CALLS_AT_ONCE, defaults.atOnce),
    calls: calls ? parseRateLimit('RATE_LIMIT_SOCKET_CALLS', calls) : defaults.calls
  }
}
