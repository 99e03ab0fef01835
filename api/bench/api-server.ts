import type { AddressInfo } from 'node:net'
import type { Server } from 'node:http'
import type { Knex } from 'knex'
import { createApp } from '../src/app.ts'
import { loadConfig } from '../src/configuration.ts'
import type { Application } from '../src/declarations.ts'

export interface BenchApi {
  app: Application
  /** `http://127.0.0.1:<port>` of the listening API. */
  url: string
}

/** The API on `knex`, listening on a free local port: no demo data, no Redis, files under `dataDir` when given. */
export async function startBenchApi(knex: Knex, dataDir?: string): Promise<BenchApi> {
  const app = await createApp(
    loadConfig({}, { port: 0, host: '127.0.0.1', dataDir, demoData: false, redisUrl: undefined }),
    knex
  )
  const server: Server = await app.listen(0)
  return { app, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}
