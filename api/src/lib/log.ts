import type { Knex } from 'knex'
import { pino, type DestinationStream, type Logger } from 'pino'
import pretty from 'pino-pretty'

export type { Logger } from 'pino'

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof logLevels)[number]
export type LogFormat = 'json' | 'pretty'

export interface LogSettings {
  level: LogLevel
  format: LogFormat
}

/** Fields that grant access: censored wherever a line carries them, at the top or in a container below. */
const secretFields = [
  'password',
  'newPassword',
  'oldPassword',
  'accessToken',
  'refreshToken',
  'token',
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'stripe-signature',
  'x-hub-signature-256'
]
const containers = ['headers', 'body', 'query', 'data', 'params', 'req.headers', 'request.headers']

// Named paths rather than wildcards: pino's redaction of `*.x` walks every key of every line, six times the cost of
// the line itself.
export const redactedPaths = [
  ...secretFields.map((field) => `["${field}"]`),
  ...containers.flatMap((container) => secretFields.map((field) => `${container}["${field}"]`))
]

/** The API's one logger: JSON lines (or a human form), secrets censored; `destination` captures the lines (tests). */
export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  const options = {
    level: settings.level,
    base: { pid: process.pid },
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: { err: pino.stdSerializers.err, error: pino.stdSerializers.err }
  }
  if (destination) return pino(options, destination)
  // In-process rather than a worker transport: one process to run and to stop, and lines in order with stdout.
  if (settings.format === 'pretty') return pino(options, pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l' }))
  return pino(options)
}

/**
 * knex writes its warnings (a connection lost while PostgreSQL restarts) to the console: they go to the log instead,
 * as JSON lines among the others. Its logger keeps them as fields it was given at construction.
 */
export function logKnexThrough(knex: Knex, log: Logger): void {
  const line = (level: 'warn' | 'error') => (message: unknown) =>
    log[level]({ source: 'knex' }, `database: ${String(message)}`)
  Object.assign((knex.client as { logger: object }).logger, {
    _warn: line('warn'),
    _error: line('error'),
    _deprecate: line('warn')
  })
}

/** `LOG_LEVEL`: one of pino's levels or `silent`; anything else stops the start, naming the setting. */
export function logLevelOf(value: string | undefined): LogLevel {
  if (!value) return 'info'
  const level = value.trim().toLowerCase()
  if ((logLevels as readonly string[]).includes(level)) return level as LogLevel
  throw new Error(`LOG_LEVEL must be one of ${logLevels.join(', ')}: got '${value.replace(/\0/g, '')}'`)
}

/** `LOG_FORMAT`: `json` or `pretty`; unset, pretty in development (`NODE_ENV=development`) and JSON elsewhere. */
export function logFormatOf(value: string | undefined, nodeEnv: string | undefined): LogFormat {
  if (!value) return nodeEnv === 'development' ? 'pretty' : 'json'
  if (value === 'json' || value === 'pretty') return value
  throw new Error(`LOG_FORMAT must be json or pretty: got '${value.replace(/\0/g, '')}'`)
}
