import type { HookContext as FeathersHookContext, Params } from '@feathersjs/feathers'
import type { Application as FeathersApplication } from '@feathersjs/koa'
import type { Knex } from 'knex'
import type { Config } from './configuration.ts'
import type { Keys } from './auth/keys.ts'
import type { ErrorReporter } from './lib/error-reporter.ts'
import type { RateLimits } from './lib/rate-limit-types.ts'
import type { Logger } from './lib/log.ts'
import type { Metrics } from './lib/metrics.ts'
import type { Health } from './lib/health.ts'
import type { Observed } from './lib/observe-requests.ts'
import type { Caller } from './caller.ts'

// Caller has a file of its own, which the rate limits' types can import without coming back here.
export type { Caller }

// Services are registered from route tables at run time, so Feathers' type map stays open.
export type ServiceTypes = Record<string, never>

export interface AppSettings {
  config: Config
  knex: Knex
  keys: Keys
  startedAt: Date
  errorReporter: ErrorReporter
  rateLimits: RateLimits
  log: Logger
  metrics: Metrics
  health: Health
}

export type Application = FeathersApplication<ServiceTypes, AppSettings>
export type HookContext = FeathersHookContext<Application>

export interface CallParams extends Params {
  caller?: Caller | null
  requestId?: string
}

declare module '@feathersjs/feathers' {
  interface Params {
    caller?: Caller | null
    requestId?: string
    /** The caller's network address (REST, socket.io and Primus). */
    ip?: string
    /** What the request log reads back once a REST request is answered (route template, caller). */
    observed?: Observed
    /** Set by the Primus transport alone: it takes a reconnected ttfm-socket client back into a room it was in. */
    resumeRoom?: boolean
    /** Files of a multipart REST request, by field name. */
    files?: Record<string, unknown[]>
    /** The bytes sent to a route declared with `rawBody` (signed callbacks check their signature over them). */
    rawBody?: string
    /** The JSON body of a REST DELETE, which Feathers does not pass to `remove`. */
    deleteBody?: unknown
    /** The hook context of an endpoint call, handed to its handler. */
    __context?: FeathersHookContext
  }
}

/** A registered service as the app sees it (paths are dynamic, so the typed map cannot name them). */
export interface AnyService {
  hooks(hooks: object): void
  publish(publisher: (data: unknown, context: HookContext) => unknown): void
}
