import type { Middleware } from '@feathersjs/koa'
import { Forbidden, NotFound } from '../errors.ts'
import type { Health } from './health.ts'
import { metricsGate, type MetricsAccess } from './metrics-access.ts'
import type { Metrics } from './metrics.ts'

export const HEALTH_LIVE_PATH = '/health/live'
export const HEALTH_READY_PATH = '/health/ready'
export const METRICS_PATH = '/metrics'

/**
 * Koa middleware for machines, outside the API's bases: liveness, readiness (503 naming what is down) and the
 * Prometheus metrics of this process (loopback, `METRICS_ALLOW` or `METRICS_TOKEN` only: 403 for anyone else).
 */
export function operatorEndpoints(options: { health: Health; metrics: Metrics; access: MetricsAccess }): Middleware {
  const mayRead = metricsGate(options.access)
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    if (ctx.path === HEALTH_LIVE_PATH) {
      ctx.set('Cache-Control', 'no-store')
      ctx.body = { status: 'live' }
      return
    }
    if (ctx.path === HEALTH_READY_PATH) {
      const readiness = await options.health.readiness()
      ctx.set('Cache-Control', 'no-store')
      ctx.status = readiness.ready ? 200 : 503
      ctx.body = { status: readiness.ready ? 'ready' : 'unavailable', ...readiness }
      return
    }
    if (ctx.path === METRICS_PATH) {
      // Answered here, or the player's pages (served for any other path) would answer it.
      if (!options.metrics.enabled) throw new NotFound('The metrics are off on this server (METRICS=false)')
      if (!mayRead(ctx.ip, ctx.get('authorization') || undefined))
        throw new Forbidden('The metrics answer only to loopback, METRICS_ALLOW addresses or the METRICS_TOKEN bearer')
      ctx.set('Content-Type', options.metrics.registry.contentType)
      ctx.set('Cache-Control', 'no-store')
      ctx.body = await options.metrics.exposition()
      return
    }
    return next()
  }
}
