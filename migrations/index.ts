import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { repoRoot } from '../api/src/lib/repo-root.ts'

/**
 * Every `<timestamp>_<domain>_<change>.ts` in this folder, in timestamp order: adding a migration is adding a file.
 */
const names = readdirSync(join(repoRoot, 'migrations'))
  .filter((file) => /^\d{14}_[a-z0-9_]+\.ts$/.test(file))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort()

// Our own import(), which vitest and tsx transform; a relative pattern, which esbuild bundles as every file it matches
// (Vite's own expansion refuses a pattern over its importer's folder: it leaves it to vitest's runtime import).
export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => names,
  getMigrationName: (name) => name,
  getMigration: (name) => import(/* @vite-ignore */ `./${name}.ts`) as Promise<Knex.Migration>
}
