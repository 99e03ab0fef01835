import type { Middleware } from '@feathersjs/koa'
import type { Logger } from './log.ts'
import { statusClass, type Metrics } from './metrics.ts'

/** What a request learns on its way (the route it matched, who called), read back when it is answered. */
export interface Observed {
  /** The route template (`/api/room-service/rooms/{id}`), set by the router. */
  route?: string
  /** The caller's id (user id, guest uuid or API key id) and type, set when the call is identified. */
  user?: string
  callerType?: string
}

/** Requests that machines repeat every second or so: logged at debug, so the request log stays readable. */
const quiet = new Set(['/health/live', '/health/ready', '/metrics'])

/**
 * Koa middleware, outermost: one log line per request (request id, caller, route template, status, duration) and its
 * timing into the HTTP histogram. The request id is the one the error handler inside sets.
 */
export const observeRequests =
  (log: Logger, metrics: Metrics): Middleware =>
  async (ctx, next) => {
    const started = performance.now()
    const observed: Observed = {}
    ctx.feathers = { ...ctx.feathers, observed }
    try {
      await next()
    } finally {
      const durationMs = Math.round((performance.now() - started) * 100) / 100
      const status = ctx.status
      const route = observed.route ?? (quiet.has(ctx.path) ? ctx.path : 'unmatched')
      if (metrics.enabled) {
        metrics.httpDuration.observe(
          { method: ctx.method, route, status_class: statusClass(status) },
          durationMs / 1000
        )
        metrics.recent.record(status)
      }
      const line = {
        requestId: ctx.feathers?.requestId,
        method: ctx.method,
        route,
        status,
        durationMs,
        user: observed.user,
        callerType: observed.callerType,
        ip: ctx.ip
      }
      if (status >= 500) log.error(line, 'request')
      else if (quiet.has(ctx.path)) log.debug(line, 'request')
      else log.info(line, 'request')
    }
  }
