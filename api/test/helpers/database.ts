import { randomBytes } from 'node:crypto'
import knex, { type Knex } from 'knex'
import { openDatabase } from '../../src/db.ts'

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when TEST_DATABASE_URL is set, else in-memory
 * PGlite. `url` is the PostgreSQL database's, for other processes to open.
 */
export async function testDatabase(): Promise<{ knex: Knex; drop: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const db = await openDatabase({ inMemory: true })
    return { knex: db, drop: () => db.destroy() }
  }
  const name = `spinroom_test_${randomBytes(6).toString('hex')}`
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } })
  await admin.raw(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const db = await openDatabase({ url: url.toString() })
  return {
    knex: db,
    url: url.toString(),
    drop: async () => {
      await db.destroy()
      await admin.raw(`drop database if exists ${name} with (force)`)
      await admin.destroy()
    }
  }
}
