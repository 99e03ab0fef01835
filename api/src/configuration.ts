import { join, resolve } from 'node:path'
import { playerBrands, type PlayerBrand } from '@spinroom/schemas'
import { parseOutboundAllowedHosts, type OutboundAllowance } from './lib/outbound-url.ts'
import {
  rateLimitSettings,
  socketLimitSettings,
  type RateLimitSettings,
  type SocketLimits
} from './lib/rate-limit-settings.ts'
import { logFormatOf, logLevelOf, type LogSettings } from './lib/log.ts'
import { parseMetricsAllow, type MetricsAccess } from './lib/metrics-access.ts'
import { loginLockSettings, type LoginLockSettings } from './lib/login-lock-settings.ts'

/** argon2id's memory (KiB, at least 1024) and passes (at least 1). */
export interface PasswordHashing {
  memoryKib: number
  passes: number
}

export interface Config {
  port: number
  host: string
  /** `LISTEN_SOCKETS`: sockets accepting on the port, each taking one waiting connection a turn of the event loop. */
  listenSockets: number
  /** Folder of the embedded database and the token key pair; undefined means in memory (tests). */
  dataDir?: string
  /** `MEDIA_DIR`: where uploaded songs live on local disk, when not under DATA_DIR (a disk of their own). */
  mediaDir?: string
  /** `MEDIA_MIN_FREE_MB`: space kept free on the media disk, so that a full disk refuses uploads, not the database. */
  mediaMinFreeMb: number
  databaseUrl?: string
  /** `DATABASE_POOL_MAX`: the most connections this process's pool opens to PostgreSQL; unset: knexfile's default. */
  databasePoolMax?: number
  redisUrl?: string
  /** What this deployment's Redis channels start with: deployments (or test files) sharing one Redis stay apart. */
  redisPrefix: string
  demoData: boolean
  /** What the demo DJs look for at the configured music providers when the demo data is made; undefined: nothing. */
  demoProviderSearch?: string
  adminEmail?: string
  adminPassword?: string
  jwtPrivateKey?: string
  /** Lifetime of access tokens, in seconds, by token type. */
  tokenTtl: { user: number; guest: number; bot: number; service: number }
  /** Public URL of this server, used in links printed and sent. */
  publicUrl: string
  /** `LOG_LEVEL` and `LOG_FORMAT`: what the logger writes, and in which form. */
  log: LogSettings
  /** `METRICS`: whether `/metrics` is served and requests are timed; `METRICS_ALLOW`, `METRICS_TOKEN`: who reads it. */
  metrics: MetricsAccess & { enabled: boolean }
  /** Proxies in front of the API (0: none): the client is the X-Forwarded-For entry the outermost one appended. */
  trustProxy: number
  /** The least time between two verification e-mails (or password resets) to one address. */
  emailResendIntervalSeconds: number
  /** Sentry project that receives every masked 500; unset: the log only. */
  sentryDsn?: string
  /** A token hold neither committed nor voided within this many seconds is voided by itself. */
  tokenHoldTtlSeconds: number
  /** Settings of outside providers (chat, audio, music, OAuth, SMS, mail), by environment variable name. */
  providers: Record<string, string | undefined>
  /** How long a live room keeps a user (and their DJ seat) after their last connection drops, in ms. */
  liveGraceMs: number
  /** Joins and leaves of a live room within this many ms go out as one numbered patch. */
  livePresenceWindowMs: number
  /**
   * An API process that has not beaten for this long (ms) is taken for dead: its live room connections count as
   * dropped.
   */
  liveProcessTimeoutMs: number
  /**
   * `LIVE_JOINS_AT_ONCE`, `LIVE_JOINS_WAITING`: live room joins one process runs together, and how many may wait their
   * turn before a join is refused for now.
   */
  liveJoins: { atOnce: number; waiting: number }
  /** Each named rate limit's size (docs/configuration "Rate limits"). */
  rateLimits: RateLimitSettings
  /** When failed password logins lock an account for an address, an account, an address (docs: "Rate limits"). */
  loginLocks: LoginLockSettings
  /** What one socket.io connection may have in flight and send per window (docs/configuration "Rate limits"). */
  socketLimits: SocketLimits
  /** The most distinct emoji one user keeps on one chat message. */
  maxReactionsPerMessage: number
  /** The argon2id cost of new password hashes (a hash made at another cost still verifies). */
  passwordHashing: PasswordHashing
  /** Hosts that user-steered requests (web push) may reach though private (docs/configuration "Outbound requests"). */
  outboundAllowedHosts: OutboundAllowance[]
  /** `BRAND`: the brand variant and so the playback order (seed 002 §1, §9). */
  brand: PlayerBrand
}

/** Environment variables that configure outside providers; each provider says which of them it is missing. */
export const PROVIDER_SETTING =
  /^(AGORA|COMETCHAT|SPOTIFY|YOUTUBE|SOUNDCLOUD|APPLE_MUSIC|AUDIUS|SEVEN_DIGITAL|CYANITE|DISCORD|TWILIO|SMTP|PROVIDER|S3|TRANSCODER?|JOBS|STRIPE|APP_STORE|VAPID|FCM|APNS|PUSH)_[A-Z0-9_]+$/

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !['false', '0', 'no', 'off'].includes(value.toLowerCase())

const seconds = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

const count = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : fallback
}

const nonNegative = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value && Number.isFinite(n) && n >= 0 ? n : fallback
}

/** `TRUST_PROXY`: `true` is one proxy, a number that many, anything false none. */
const proxyHops = (value: string | undefined) => {
  const n = Number(value)
  return value && Number.isInteger(n) && n >= 0 ? n : flag(value, false) ? 1 : 0
}

/** `DEMO_PROVIDER_SONGS`: words to search for (`lofi` when unset or a plain yes), or a false flag for none. */
function demoSearchOf(value: string | undefined): string | undefined {
  if (!flag(value, true)) return undefined
  const words = (value ?? '').replace(/\0/g, '').trim().slice(0, 100)
  return !words || ['true', '1', 'yes', 'on'].includes(words.toLowerCase()) ? 'lofi' : words
}

/**
 * A whole number of `what` from `min` to `max`, `fallback` when unset; anything else stops the start, naming the
 * setting.
 */
function wholeSetting(name: string, value: string | undefined, what: string, range: [number, number, number]): number {
  const [min, fallback, max] = range
  if (!value) return fallback
  const n = Number(value)
  if (!/^\s*\d+\s*$/.test(value) || n < min || n > max)
    throw new Error(`${name} must be a number of ${what} from ${min} to ${max}, such as ${fallback}: got '${value}'`)
  return n
}

/** `BRAND`: default or hangout; anything else stops the start, naming the setting. */
function brandOf(value: string | undefined): PlayerBrand {
  if (!value) return 'default'
  if ((playerBrands as readonly string[]).includes(value)) return value as PlayerBrand
  throw new Error(`BRAND must be one of ${playerBrands.join(', ')}: got '${value}'`)
}

/** The folder of local media: MEDIA_DIR, else DATA_DIR/media; undefined without either (tests: a temporary one). */
export const mediaFolderOf = (config: Pick<Config, 'dataDir' | 'mediaDir'>): string | undefined =>
  config.mediaDir ?? (config.dataDir ? join(config.dataDir, 'media') : undefined)

/** Reads the configuration from the environment; see the docs/configuration. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 3030)
  const host = env.HOST ?? '0.0.0.0'
  return {
    port,
    host,
    listenSockets: wholeSetting('LISTEN_SOCKETS', env.LISTEN_SOCKETS, 'sockets', [1, 32, 64]),
    dataDir: resolve(env.DATA_DIR || '.data'),
    mediaDir: env.MEDIA_DIR ? resolve(env.MEDIA_DIR) : undefined,
    mediaMinFreeMb: nonNegative(env.MEDIA_MIN_FREE_MB, 256),
    databaseUrl: env.DATABASE_URL || undefined,
    // Unset, each database sizes its own pool (20 on PostgreSQL).
    databasePoolMax: env.DATABASE_POOL_MAX
      ? wholeSetting('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 'connections', [1, 20, 1000])
      : undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'spinroom',
    demoData: flag(env.DEMO_DATA, true),
    demoProviderSearch: demoSearchOf(env.DEMO_PROVIDER_SONGS),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtPrivateKey: env.JWT_PRIVATE_KEY || undefined,
    tokenTtl: {
      user: seconds(env.TOKEN_TTL_USER, 7 * 24 * 3600),
      guest: seconds(env.TOKEN_TTL_GUEST, 7 * 24 * 3600),
      bot: seconds(env.TOKEN_TTL_BOT, 30 * 24 * 3600),
      service: seconds(env.TOKEN_TTL_SERVICE, 3600)
    },
    publicUrl: (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`).replace(/\/$/, ''),
    log: { level: logLevelOf(env.LOG_LEVEL), format: logFormatOf(env.LOG_FORMAT, env.NODE_ENV) },
    metrics: {
      enabled: flag(env.METRICS, true),
      allow: parseMetricsAllow(env.METRICS_ALLOW),
      token: env.METRICS_TOKEN || undefined
    },
    trustProxy: proxyHops(env.TRUST_PROXY),
    emailResendIntervalSeconds: nonNegative(env.EMAIL_RESEND_INTERVAL_SECONDS, 60),
    sentryDsn: env.SENTRY_DSN || undefined,
    tokenHoldTtlSeconds: seconds(env.TOKEN_HOLD_TTL_SECONDS, 300),
    liveGraceMs: nonNegative(env.LIVE_GRACE_MS, 20_000),
    livePresenceWindowMs: nonNegative(env.LIVE_PRESENCE_WINDOW_MS, 25),
    liveProcessTimeoutMs: seconds(env.LIVE_PROCESS_TIMEOUT_MS, 15_000),
    liveJoins: {
      atOnce: wholeSetting('LIVE_JOINS_AT_ONCE', env.LIVE_JOINS_AT_ONCE, 'joins', [1, 64, 10_000]),
      waiting: wholeSetting('LIVE_JOINS_WAITING', env.LIVE_JOINS_WAITING, 'joins', [0, 10_000, 1_000_000])
    },
    rateLimits: rateLimitSettings(env),
    loginLocks: loginLockSettings(env),
    socketLimits: socketLimitSettings(env),
    maxReactionsPerMessage: count(env.MAX_REACTIONS_PER_MESSAGE, 6),
    passwordHashing: {
      memoryKib: Math.max(1024, count(env.PASSWORD_HASH_MEMORY_KIB, 65_536)),
      passes: count(env.PASSWORD_HASH_PASSES, 3)
    },
    outboundAllowedHosts: parseOutboundAllowedHosts(env.OUTBOUND_ALLOWED_HOSTS),
    brand: brandOf(env.BRAND),
    providers: Object.fromEntries(Object.entries(env).filter(([name, value]) => PROVIDER_SETTING.test(name) && value)),
    ...overrides
  }
}
