import { bases, type DomainName, type ServiceStatus } from '@spinroom/schemas'
import type { Application } from '../declarations.ts'
import type { Call } from './endpoint.ts'

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

/** The hello check of a domain's base. */
export const hello = (name: DomainName) => async () => ({
  service: bases[name].service,
  version: bases[name].version,
  message: `Hello from the ${bases[name].service}`
})

/** A domain's status: version label, uptime and database reachability. */
export const status =
  (name: DomainName) =>
  async ({ app }: Call): Promise<ServiceStatus> => {
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
