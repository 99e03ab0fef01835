import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import knex, { type Knex } from 'knex'
import { inject } from 'vitest'
import { openDatabase } from '../../src/db.ts'
import { databaseUrl } from './template-database.ts'

/**
 * A fresh, migrated database for one test file, a copy of the run's template database: a new PostgreSQL database when
 * TEST_DATABASE_URL is set, else in-memory PGlite. `url` is the PostgreSQL database's, for other processes to open.
 */
export async function testDatabase(): Promise<{ knex: Knex; drop: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const template = inject('templateDatabase')
  if (!serverUrl) {
    const dump = template ? new Blob([await readFile(template)]) : undefined
    const db = await openDatabase({ inMemory: true, template: dump })
    return { knex: db, drop: () => db.destroy() }
  }
  const name = `spinroom_test_${randomBytes(6).toString('hex')}`
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } })
  await admin.raw(`create database ${name}${template ? ` template ${template}` : ''}`)
  const url = databaseUrl(serverUrl, name)
  const db = await openDatabase({ url })
  return {
    knex: db,
    url,
    drop: async () => {
      await db.destroy()
      await admin.raw(`drop database if exists ${name} with (force)`)
      await admin.destroy()
    }
  }
}
