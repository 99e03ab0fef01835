import { PGlite } from '@electric-sql/pglite'
import type { Knex } from 'knex'
import ClientPgLite from 'knex-pglite'
import pg from 'pg'
import { migrationSource } from './migrations/index.ts'

// PostgreSQL's default 128 MB buffer pool sits in PGlite's WASM heap, written at start; 16 MB holds a small site.
const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

// pg returns bigint (count(*)) as a string; PGlite as a number. Make both numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10))

export interface DatabaseSettings {
  /** PostgreSQL URL; unset means the embedded PGlite database. */
  url?: string
  /** Folder of the embedded database; unset (with no url) means in memory. */
  dataDir?: string
  /** A dump (`dumpDataDir`) the embedded database starts as: tests start each from one migrated database. */
  template?: Blob
  /** The most connections the pool opens to PostgreSQL (`DATABASE_POOL_MAX`). */
  poolMax?: number
}

/**
 * Connections a process opens to PostgreSQL at most, unless `DATABASE_POOL_MAX` says otherwise: a pool of 10 ran dry
 * when a killed process's listeners came back to the other, and four processes of 20 (+1 for readiness) still fit
 * PostgreSQL's default `max_connections` of 100.
 */
const DEFAULT_POOL_MAX = 20

/** Knex settings: PostgreSQL through pg when a URL is given, embedded PGlite otherwise. */
export function knexConfig({ url, dataDir, template, poolMax }: DatabaseSettings): Knex.Config {
  const migrations = { migrationSource, tableName: 'knex_migrations' }
  if (url) {
    // While PostgreSQL is away a call fails within seconds (a 503), never waits a minute for a connection.
    return {
      client: 'pg',
      connection: { connectionString: url, connectionTimeoutMillis: 3000 },
      pool: { min: 0, max: poolMax ?? DEFAULT_POOL_MAX },
      acquireConnectionTimeout: 5000,
      migrations
    }
  }
  let pglite: PGlite | undefined
  return {
    client: ClientPgLite,
    dialect: 'postgres',
    // Made on first use (and once: knex and its PGlite dialect both ask), not when this file is imported.
    connection: () => ({
      pglite: (pglite ??= new PGlite({ dataDir, loadDataDir: template, startParams: EMBEDDED_START_PARAMS }))
    }),
    migrations
  } as Knex.Config
}

export default knexConfig({ url: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? '.data/db' })
