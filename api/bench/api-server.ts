import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type { Knex } from 'knex'
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

/** The API on `knex`, listening on a free local port: no demo data, no Redis, files under `dataDir` when given. */
export async function startBenchApi(knex: Knex, dataDir?: string): Promise<BenchApi> {
  const app = await createApp(
    loadConfig(unlimited, { port: 0, host: '127.0.0.1', dataDir, demoData: false, redisUrl: undefined }),
    knex
  )
  const server: Server = await app.listen(0)
  return { app, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
