import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import knex, { type Knex } from 'knex'
import { inject } from 'vitest'
import { knexConfig } from '../../../knexfile.ts'
import { openDatabase } from '../../src/db.ts'
import { databaseUrl } from './template-database.ts'

/** A new database on the PostgreSQL server of `serverUrl`, a copy of `template` when given; `drop` drops it. */
async function serverDatabase(
  serverUrl: string,
  template?: string
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `spinroom_test_${randomBytes(6).toString('hex')}`
  const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } })
  await admin.raw(`create database ${name}${template ? ` template ${template}` : ''}`)
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await admin.raw(`drop database if exists ${name} with (force)`)
      await admin.destroy()
    }
  }
}

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
  const server = await serverDatabase(serverUrl, template)
  const db = await openDatabase({ url: server.url, poolMax: Number(process.env.DATABASE_POOL_MAX) || undefined })
  return {
    knex: db,
    url: server.url,
    drop: async () => {
      await db.destroy()
      await server.drop()
    }
  }
}

/** An empty database, not migrated: a new PostgreSQL database when TEST_DATABASE_URL is set, else in-memory PGlite. */
export async function emptyDatabase(): Promise<{ knex: Knex; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  const server = serverUrl ? await serverDatabase(serverUrl) : undefined
  const db = knex(knexConfig({ url: server?.url }))
  return {
    knex: db,
    drop: async () => {
      await db.destroy()
      await server?.drop()
    }
  }
}
