import { randomUUID } from 'node:crypto'
import { BadRequest, FeathersError, GeneralError, NotFound } from '@feathersjs/errors'
import type { Middleware } from '@feathersjs/koa'
import type { Application } from './declarations.ts'
import type { ErrorReporter } from './lib/error-reporter.ts'
import { databaseUnavailable } from './lib/database-errors.ts'

export {
  BadRequest,
  Conflict,
  Forbidden,
  GeneralError,
  MethodNotAllowed,
  NotAuthenticated,
  NotFound,
  TooManyRequests,
  Unavailable
} from '@feathersjs/errors'

/** 400 for one field of a body, worded and listed as the schema validator words its own refusals. */
export const invalidBodyField = (field: string, message: string) =>
  new BadRequest(`Invalid body: '${field}' ${message}`, { errors: [{ field, message }] })

/** 415: a request body of a media type the endpoint does not take (@feathersjs/errors has no class for it). */
export class UnsupportedMediaType extends FeathersError {
  constructor(message: string, data?: unknown) {
    super(message, 'UnsupportedMediaType', 415, 'unsupported-media-type', data)
  }
}

/** 507: the media disk has no room for what was sent (@feathersjs/errors has no class for it). */
export class InsufficientStorage extends FeathersError {
  constructor(message = 'The media disk is full: uploads are refused until space is freed') {
    super(message, 'InsufficientStorage', 507, 'insufficient-storage', {})
  }
}

/**
 * Message of a 500: the details go to the error reporter (the log, or Sentry) with the request id, never to the client.
 */
const INTERNAL = 'Internal server error'

/** Koa middleware: request id, Feathers error JSON for every failure, 404 for what nothing answered. */
export const errorHandler = (): Middleware => async (ctx, next) => {
  const requestId = (ctx.get('x-request-id') || randomUUID()).slice(0, 100)
  ctx.set('X-Request-Id', requestId)
  ctx.feathers = { ...ctx.feathers, requestId }
  try {
    await next()
    if (ctx.body === undefined && ctx.status === 404) throw new NotFound(`Route not found: ${ctx.method} ${ctx.path}`)
  } catch (raw: unknown) {
    const error = toFeathersError(
      raw,
      requestId,
      `${ctx.method} ${ctx.path}`,
      // Koa's context types its app as plain Koa; it is the Feathers app that carries the settings.
      (ctx.app as unknown as Application).get('errorReporter')
    )
    ctx.status = error.code
    ctx.body = error.toJSON()
    const retryAfter = (error.data as { retryAfter?: unknown } | undefined)?.retryAfter
    if ((error.code === 429 || error.code === 503) && typeof retryAfter === 'number')
      ctx.set('Retry-After', String(retryAfter))
  }
}

/** App error hook: every transport (REST and socket.io) gets safe Feathers errors, never a stack or internal detail. */
export function maskErrors(context: {
  app: Application
  error?: unknown
  params: { requestId?: string; provider?: string }
  path: string
  method: string
}) {
  // An internal call's failure is masked once, by the call of a client that carries the request id.
  if (!context.params.provider) return
  if (context.error)
    context.error = toFeathersError(
      context.error,
      context.params.requestId ?? randomUUID(),
      `${context.path}.${context.method}`,
      context.app.get('errorReporter')
    )
}

/** Turns anything thrown into a FeathersError safe to send; unexpected failures go to the reporter and are masked. */
export function toFeathersError(
  raw: unknown,
  requestId: string,
  where: string,
  reporter: ErrorReporter
): FeathersError {
  if (raw instanceof FeathersError && raw.code < 500) return raw
  if (raw instanceof GeneralError && raw.message === INTERNAL) return raw
  const unavailable = databaseUnavailable(raw)
  if (unavailable) return unavailable
  const status = (raw as { status?: number })?.status
  if (!(raw instanceof FeathersError) && typeof status === 'number' && status >= 400 && status < 500) {
    // Koa's own errors (body too large, malformed JSON) carry an http status and a safe message.
    return new FeathersError((raw as Error).message, 'BadRequest', status, 'bad-request', {})
  }
  if (raw instanceof FeathersError && raw.code !== 500) return raw
  reporter.report(raw, { requestId, where })
  return new GeneralError(INTERNAL, { requestId })
}
