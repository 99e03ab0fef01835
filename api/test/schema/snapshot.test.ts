import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationSource } from '../../../migrations/index.ts'
import { repoRoot } from '../../src/lib/repo-root.ts'
import { emptyDatabase } from '../helpers/database.ts'
import { schemaSnapshot } from '../helpers/schema-snapshot.ts'

const SNAPSHOT = join(repoRoot, 'migrations', 'schema.snapshot.sql')
const REGENERATE = 'npm run schema:snapshot'
const HEADER =
  `-- The schema every migration builds from an empty database (api/test/schema/snapshot.test.ts), not run.\n` +
  `-- After adding a migration: ${REGENERATE}, read the difference and commit it.\n\n`

let db: Knex
let drop: () => Promise<void>
let newest: string
const schema = { beforeNewest: '', latest: '', afterNewestDown: '' }

// Every migration but the newest, then the newest up and down again: its down must leave what the others built.
beforeAll(async () => {
  ;({ knex: db, drop } = await emptyDatabase())
  const names = await migrationSource.getMigrations([])
  newest = names[names.length - 1]
  const allButNewest = { ...migrationSource, getMigrations: async () => names.slice(0, -1) }
  await db.migrate.latest({ migrationSource: allButNewest })
  schema.beforeNewest = await schemaSnapshot(db)
  await db.migrate.latest()
  schema.latest = await schemaSnapshot(db)
  await db.migrate.down({ name: newest })
  schema.afterNewestDown = await schemaSnapshot(db)
})
afterAll(() => drop())

const DIFFERS =
  `The migrations build another schema than migrations/schema.snapshot.sql (- committed, + built). After adding a ` +
  `migration, run ${REGENERATE} and commit the file; an old migration does not change: a new one changes the schema.`

describe('the migrations, from an empty database', () => {
  it('build the schema of migrations/schema.snapshot.sql', async () => {
    const built = HEADER + schema.latest
    if (process.env.UPDATE_SCHEMA_SNAPSHOT) await writeFile(SNAPSHOT, built)
    expect(built, DIFFERS).toBe(await readFile(SNAPSHOT, 'utf8'))
  })

  it("the newest one's down leaves the schema the ones before it built", () => {
    expect(schema.afterNewestDown, `${newest}'s down leaves another schema than the migrations before it`).toBe(
      schema.beforeNewest
    )
  })
})
