import { Hello, ServiceStatusSchema, type ServiceStatus } from '@spinroom/schemas'
import type { Application } from '../../declarations.ts'
import { endpoint, type Endpoint } from '../../lib/endpoint.ts'
import { bases, type BaseName } from './bases.ts'

async function databaseStatus(app: Application): Promise<ServiceStatus['database']> {
  const knex = app.get('knex')
  const dialect = app.get('config').databaseUrl ? 'postgresql' : 'pglite'
  const started = performance.now()
  try {
    await knex.raw('select 1')
    return { reachable: true, latencyMs: Math.round((performance.now() - started) * 100) / 100, dialect }
  } catch {
    return { reachable: false, latencyMs: null, dialect }
  }
}

/** `GET /` of a base: the hello check. */
export const helloEndpoint = (name: BaseName): Endpoint =>
  endpoint({
    method: 'GET',
    path: '/',
    access: 'public',
    summary: 'hello check',
    result: Hello,
    tags: ['status'],
    handler: async () => ({
      service: bases[name].service,
      version: bases[name].version,
      message: `Hello from the ${bases[name].service}`
    })
  })

/** `GET /info-admin/<name>-status`: version label, uptime and database reachability. */
export const statusEndpoint = (name: BaseName, path: string): Endpoint =>
  endpoint({
    method: 'GET',
    path,
    access: 'admin',
    summary: 'service status: version, uptime, database',
    result: ServiceStatusSchema,
    tags: ['status'],
    handler: async ({ app }): Promise<ServiceStatus> => {
      const startedAt = app.get('startedAt')
      return {
        service: bases[name].service,
        version: bases[name].version,
        uptimeSeconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
        startedAt: startedAt.toISOString(),
        database: await databaseStatus(app),
        node: process.version
      }
    }
  })
