import type { Knex } from 'knex'
import * as identityUsers from './20261122000000_identity_users.ts'
import * as identityApiKeys from './20261122000100_identity_api_keys.ts'

type Migration = Knex.Migration

// Imported statically: knex's directory loader uses a native import() that fails under vitest.
const migrations: Record<string, Migration> = {
  '20261122000000_identity_users': identityUsers,
  '20261122000100_identity_api_keys': identityApiKeys
}

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]
}
