import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Knex } from 'knex'

const dir = dirname(fileURLToPath(import.meta.url))

/**
 * Every `<timestamp>_<domain>_<change>.ts` beside this file, in timestamp order: adding a migration is adding a file.
 */
const names = readdirSync(dir)
  .filter((file) => /^\d{14}_[a-z0-9_]+\.ts$/.test(file))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort()

// Loaded by our own import(), which vitest and tsx both transform; knex's directory loader is not.
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => names,
  getMigrationName: (name) => name,
  getMigration: (name) => import(pathToFileURL(join(dir, `${name}.ts`)).href) as Promise<Knex.Migration>
}
