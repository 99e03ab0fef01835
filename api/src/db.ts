import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import knex, { type Knex } from 'knex'
import { knexConfig } from '../../knexfile.ts'

/** Where the embedded database of a data folder lives. */
export const embeddedDatabaseDir = (dataDir: string) => join(dataDir, 'db')

/**
 * Opens the database (PostgreSQL when a URL is given, at most `poolMax` connections, else embedded PGlite in
 * `dataDir/db`, else in memory, from `template` when given) and migrates it.
 */
export async function openDatabase(options: {
  url?: string
  dataDir?: string
  inMemory?: boolean
  template?: Blob
  poolMax?: number
}): Promise<Knex> {
  let dataDir: string | undefined
  if (!options.url && !options.inMemory && options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true })
    dataDir = embeddedDatabaseDir(options.dataDir)
  }
  const db = knex(knexConfig({ url: options.url, dataDir, template: options.template, poolMax: options.poolMax }))
  await db.migrate.latest()
  return db
}
