import { existsSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { Knex } from 'knex'
import { countRows, lastMigration } from './row-counts.ts'
import type { RowCounts } from './manifest.ts'

const tarOf = async (pglite: PGlite) => Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer())

/**
 * A running server's embedded database as a tar: its one connection is taken first, so no transaction is half-way in
 * the snapshot, and the snapshot waits for no query of its own.
 */
export async function dumpServedDatabase(knex: Knex): Promise<Buffer> {
  const pglite: PGlite = await knex.client.acquireConnection()
  try {
    await pglite.query('checkpoint')
    return await tarOf(pglite)
  } finally {
    await knex.client.releaseConnection(pglite)
  }
}

/** The embedded database of a data directory no server runs on, as a tar; opened as it is, without migrating. */
export async function dumpDatabaseDir(dbDir: string): Promise<Buffer> {
  if (!existsSync(dbDir)) throw new Error(`There is no embedded database in ${dbDir}: nothing to back up`)
  const pglite = await PGlite.create({ dataDir: dbDir })
  try {
    await pglite.query('checkpoint')
    return await tarOf(pglite)
  } finally {
    await pglite.close()
  }
}

/**
 * Makes an embedded database in `dbDir` from a dump (which proves the dump opens) and counts its rows. `dbDir` is a
 * temporary folder when a backup checks its own dump, the new data directory's when a restore writes it.
 */
export async function loadDatabaseDir(
  dump: Buffer,
  dbDir: string
): Promise<{ tables: RowCounts; lastMigration: string | null }> {
  const pglite = await PGlite.create({ dataDir: dbDir, loadDataDir: new Blob([new Uint8Array(dump)]) })
  try {
    const tables = await countRows(pglite)
    return { tables, lastMigration: await lastMigration(pglite, tables) }
  } finally {
    await pglite.close()
  }
}
