import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type { Knex } from 'knex'
import type { DestinationStream } from 'pino'
import { createApp } from '../src/app.ts'
import { rateLimitNames } from '@spinroom/schemas'
import { loadConfig } from '../src/configuration.ts'
import { rateLimitVariable } from '../src/lib/rate-limit-settings.ts'
import type { Application } from '../src/declarations.ts'

export interface BenchApi {
  app: Application
  /** `http://127.0.0.1:<port>` of the listening API. */
  url: string
}

// A benchmark measures the API's speed, so no rate limit stands in its way (BENCH_VOTES may exceed the vote limit).
const unlimited = Object.fromEntries(rateLimitNames.map((name) => [rateLimitVariable(name), '1000000000/1s']))
// Settings the benchmarks compare: the presence window (live-room), the socket limits (socket-flood).
const passed = (name: string) => (process.env[name] ? { [name]: process.env[name] } : {})

/**
 * The API on `knex`, listening on a free local port: no demo data, files under `dataDir` when given, Redis (under
 * `redis.prefix`) only when given.
 */
export async function startBenchApi(
  knex: Knex,
  dataDir?: string,
  redis?: { url: string; prefix: string },
  observe: { env?: Record<string, string>; logDestination?: DestinationStream } = {}
): Promise<BenchApi> {
  const app = await createApp(
    loadConfig(
      {
        ...unlimited,
        // Quiet unless a bench asks: the request log would fill the tables' output (api/bench/observability.ts
        // measures what logs and metrics cost).
        LOG_LEVEL: process.env.LOG_LEVEL || 'silent',
        // The metrics, on by default: `METRICS=false` measures a suite without them (observability sets its own).
        ...passed('METRICS'),
        ...observe.env,
        ...passed('LIVE_PRESENCE_WINDOW_MS'),
        ...passed('SOCKET_CALLS_IN_FLIGHT'),
        ...passed('SOCKET_CALLS_AT_ONCE'),
        ...passed('RATE_LIMIT_SOCKET_CALLS'),
        // The notify-fans bench's local push service (private, plain http).
        ...passed('OUTBOUND_ALLOWED_HOSTS')
      },
      {
        port: 0,
        host: '127.0.0.1',
        dataDir,
        demoData: false,
        redisUrl: redis?.url,
        ...(redis ? { redisPrefix: redis.prefix } : {})
      }
    ),
    knex,
    { logDestination: observe.logDestination }
  )
  const server: Server = await app.listen(0)
  return { app, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
