import knexFactory, { type Knex } from 'knex'
import { logKnexThrough, type Logger } from './log.ts'

/**
 * The database as readiness asks it: on PostgreSQL a connection of its own beside the pool the API's calls share, so
 * that a full pool does not make a working process look dead to the balancer; the embedded database is one connection
 * for all. Follows the app's database when it changes.
 */
export function readinessConnection(pooled: () => Knex, log: Logger) {
  let own: { of: Knex; knex: Knex } | undefined
  return {
    knex(): Knex {
      const source = pooled()
      if (source.client.config.client !== 'pg') return source
      if (own?.of !== source) {
        void own?.knex.destroy()
        const knex = knexFactory({ ...source.client.config, pool: { min: 0, max: 1 } })
        logKnexThrough(knex, log)
        own = { of: source, knex }
      }
      return own.knex
    },
    async close(): Promise<void> {
      await own?.knex.destroy()
    }
  }
}
