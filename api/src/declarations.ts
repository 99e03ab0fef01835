import type { HookContext as FeathersHookContext, Params } from '@feathersjs/feathers'
import type { Application as FeathersApplication } from '@feathersjs/koa'
import type { Knex } from 'knex'
import type { Guest, TokenType } from '@spinroom/schemas'
import type { Config } from './configuration.ts'
import type { Keys } from './auth/keys.ts'
import type { ErrorReporter } from './lib/error-reporter.ts'
import type { RateLimits } from './lib/rate-limits.ts'
import type { UserRow } from './services/accounts/users/entity.ts'

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

// Services are registered from route tables at run time, so Feathers' type map stays open.
export type ServiceTypes = Record<string, never>

export interface AppSettings {
  config: Config
  knex: Knex
  keys: Keys
  startedAt: Date
  errorReporter: ErrorReporter
  rateLimits: RateLimits
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
    /** The caller's network address (REST and socket.io). */
    ip?: string
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
