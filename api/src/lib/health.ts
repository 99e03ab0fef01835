import type { Knex } from 'knex'
import type { Logger } from './log.ts'
import type { Metrics } from './metrics.ts'
import { readinessConnection } from './readiness-connection.ts'

/** How long readiness waits for the database or Redis before calling it down. */
export const READY_TIMEOUT_MS = 2000

export interface Check {
  up: boolean
  latencyMs: number | null
  error: string | null
}

export interface Readiness {
  ready: boolean
  /** What is down, by name (`database`, `redis`). */
  down: string[]
  checks: Record<string, Check>
}

type RedisPing = { ping(): Promise<unknown>; destroy(): void }

async function timed(what: string, call: () => Promise<unknown>): Promise<Check> {
  const started = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${READY_TIMEOUT_MS} ms`)),
      READY_TIMEOUT_MS
    )
  })
  try {
    await Promise.race([call(), timeout])
    return { up: true, latencyMs: Math.round((performance.now() - started) * 100) / 100, error: null }
  } catch (error) {
    return { up: false, latencyMs: null, error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Readiness of one process: the database answers (on a connection of its own) and, with `redisUrl`, Redis does (a
 * client of its own that refuses commands while disconnected, so a Redis that is away is reported at once rather than
 * queued for). Checks that overlap share one round of questions.
 */
export async function createHealth(options: { knex: () => Knex; redisUrl?: string; log: Logger }) {
  const database = readinessConnection(options.knex, options.log)
  let checking: Promise<Readiness> | undefined
  let redis: RedisPing | undefined
  if (options.redisUrl) {
    const { createClient } = await import('redis')
    const client = createClient({ url: options.redisUrl, disableOfflineQueue: true })
    client.on('error', (error: Error) => options.log.debug({ err: error }, 'readiness: redis'))
    // Not awaited: a Redis that is away at start makes the process unready, not unable to start.
    client.connect().catch(() => undefined)
    redis = client
  }
  const ask = async (): Promise<Readiness> => {
    const checks: Record<string, Check> = {
      database: await timed('the database', () => database.knex().raw('select 1'))
    }
    if (redis) checks.redis = await timed('Redis', () => redis.ping())
    const down = Object.entries(checks)
      .filter(([, check]) => !check.up)
      .map(([name]) => name)
    return { ready: !down.length, down, checks }
  }
  return {
    readiness(): Promise<Readiness> {
      checking ??= ask().finally(() => (checking = undefined))
      return checking
    },
    // Redis at once: a client still trying to reach an absent Redis would hold a graceful quit until it answered.
    async close(): Promise<void> {
      redis?.destroy()
      await database.close()
    }
  }
}

export type Health = Awaited<ReturnType<typeof createHealth>>

/** Readiness as a metric too, checked before each scrape: an alert fires on it without a probe of its own. */
export function probeReadiness(metrics: Metrics, health: Health): void {
  metrics.addProbe(async () => {
    const { checks } = await health.readiness()
    for (const [dependency, check] of Object.entries(checks)) metrics.dependencyUp.set({ dependency }, check.up ? 1 : 0)
  })
}
