import pg from 'pg'
import { checkToolVersion, libpqTarget, runPgTool } from './postgres-tools.ts'
import { countRows, lastMigration, type Queryable } from './row-counts.ts'
import type { RowCounts } from './manifest.ts'

async function connect(databaseUrl: string): Promise<{ client: pg.Client; db: Queryable; versionNum: number }> {
  const client = new pg.Client({ connectionString: databaseUrl })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(`Could not connect to DATABASE_URL: ${(error as Error).message}`, { cause: error })
  }
  // pg types its rows loosely; the callers name what their SQL selects.
  const db: Queryable = { query: async <T>(sql: string) => ({ rows: (await client.query(sql)).rows as T[] }) }
  const { rows } = await client.query<{ v: string }>('show server_version_num')
  return { client, db, versionNum: Number(rows[0]!.v) }
}

/**
 * Dumps the database with pg_dump (plain SQL, without owners or grants) into `file`, and counts its rows in the same
 * snapshot: a transaction exports it, pg_dump reads it, so the counts are the dump's even while the API writes.
 */
export async function dumpPostgres(
  databaseUrl: string,
  file: string
): Promise<{ tables: RowCounts; lastMigration: string | null }> {
  const { client, db, versionNum } = await connect(databaseUrl)
  try {
    await checkToolVersion('pg_dump', versionNum)
    await client.query('begin isolation level repeatable read read only')
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id')
    const tables = await countRows(db)
    const migration = await lastMigration(db, tables)
    const { url, env } = libpqTarget(databaseUrl)
    await runPgTool(
      'pg_dump',
      [
        '--format=plain',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${rows[0]!.id}`,
        `--file=${file}`,
        `--dbname=${url}`
      ],
      env
    )
    await client.query('commit')
    return { tables, lastMigration: migration }
  } finally {
    await client.end()
  }
}

/** Schemas that are the database's own, not PostgreSQL's. */
const USER_SCHEMAS = `select nspname as name from pg_namespace where nspname !~ '^pg_' and nspname <> 'information_schema'`

/** How many tables the database holds outside PostgreSQL's own schemas. */
export async function tablesIn(databaseUrl: string): Promise<number> {
  const { client, db } = await connect(databaseUrl)
  try {
    const { rows } = await db.query<{ n: number | string }>(
      `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`
    )
    return Number(rows[0]!.n)
  } finally {
    await client.end()
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * Loads a plain SQL dump with psql in one transaction: a failure leaves the database as it was. `replace` first drops
 * every schema of the database's own (in that same transaction) and makes `public` anew.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  replace: boolean
): Promise<{ tables: RowCounts }> {
  const { client, db, versionNum } = await connect(databaseUrl)
  try {
    await checkToolVersion('psql', versionNum)
    const schemas = replace ? (await db.query<{ name: string }>(USER_SCHEMAS)).rows.map((r) => r.name) : []
    const prelude = schemas.length
      ? `${schemas.map((s) => `drop schema ${quoted(s)} cascade;`).join('\n')}\ncreate schema public;\n`
      : ''
    const { url, env } = libpqTarget(databaseUrl)
    await runPgTool(
      'psql',
      ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--dbname=${url}`, '--file=-'],
      env,
      { input: prelude, file }
    )
    return { tables: await countRows(db) }
  } finally {
    await client.end()
  }
}
