import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import knex from 'knex'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../../src/db.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file's copies: a database on TEST_DATABASE_URL, else a PGlite dump's path. */
    templateDatabase: string
  }
}

/** A database's URL on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/**
 * Vitest's global setup: migrates one database for the whole run (migrating one per test file took seconds each),
 * which each test file's database copies; dropped at the end.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const name = `spinroom_template_${randomBytes(6).toString('hex')}`
    const admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } })
    await admin.raw(`create database ${name}`)
    await (await openDatabase({ url: databaseUrl(serverUrl, name) })).destroy()
    project.provide('templateDatabase', name)
    return async () => {
      await admin.raw(`drop database if exists ${name} with (force)`)
      await admin.destroy()
    }
  }
  const db = await openDatabase({ inMemory: true })
  const pglite: PGlite = await db.client.acquireConnection()
  const path = join(tmpdir(), `spinroom-template-${randomBytes(6).toString('hex')}.tar`)
  await writeFile(path, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()))
  await db.client.releaseConnection(pglite)
  await db.destroy()
  project.provide('templateDatabase', path)
  return () => rm(path, { force: true })
}
