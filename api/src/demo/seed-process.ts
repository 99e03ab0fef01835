import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import type { Knex } from 'knex'
import type { Config } from '../configuration.ts'
import { embeddedDatabaseDir, openDatabase } from '../db.ts'
import { createApp } from '../app.ts'
import { seedOnStart } from './on-start.ts'
import { wantsDemoData } from './seed.ts'

/** The argument that makes the API's entry seed the demo data and exit: the child process below. */
export const SEED_AND_EXIT = '--seed-demo-data-and-exit'

/** Seeds the embedded database in a child process running this process's entry; resolves with the banner's lines. */
async function seedInChildProcess(): Promise<string[]> {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, SEED_AND_EXIT], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc']
  })
  let lines: string[] = []
  child.on('message', (message) => (lines = message as string[]))
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null]
  if (code !== 0) throw new Error(`seeding the demo data failed (${code ?? signal})`)
  return lines
}

/**
 * Opens the database for `npm start`. A new or empty embedded database with demo data on is first created and seeded
 * by a child process: migrating and seeding grow a process's memory by hundreds of MB that are never given back (the
 * database's WASM heap, the allocator's arenas). Resolves with the banner's lines about the demo accounts it created.
 */
export async function openForStart(config: Config): Promise<{ knex: Knex; demoLines: string[] }> {
  const open = () => openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolMax: config.databasePoolMax })
  if (!config.demoData || config.databaseUrl) return { knex: await open(), demoLines: [] }
  if (existsSync(embeddedDatabaseDir(config.dataDir!))) {
    const knex = await open()
    if (!(await wantsDemoData(knex))) return { knex, demoLines: [] }
    // The embedded database is one process's: let go of it while the child seeds it.
    await knex.destroy()
  }
  const demoLines = await seedInChildProcess()
  return { knex: await open(), demoLines }
}

/** The child's side: seeds the demo data as `npm start` would (ADMIN_EMAIL is the parent's), hands its lines over. */
export async function seedAndExit(config: Config): Promise<never> {
  const knex = await openDatabase({ dataDir: config.dataDir })
  const app = await createApp(config, knex)
  const { lines } = await seedOnStart(app, { ...config, adminEmail: undefined, adminPassword: undefined })
  await app.teardown()
  await app.get('errorReporter').flush()
  await knex.destroy()
  await new Promise((resolve) => process.send!(lines, resolve))
  process.exit(0)
}
