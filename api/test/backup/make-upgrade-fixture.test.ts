import { execFileSync } from 'node:child_process'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { describe, expect, it } from 'vitest'
import { embeddedDatabaseDir } from '../../src/db.ts'
import { repoRoot } from '../../src/lib/repo-root.ts'
import { needing } from '../helpers/needs.ts'
import { runCommand } from './cli.ts'
import { fillSite, keptCounts, siteServer } from './site.ts'
import { FIXTURE_ARCHIVE, FIXTURE_FACTS, type FixtureFacts } from './upgrade-fixture.ts'

/**
 * Not a check: run at a release (`MAKE_UPGRADE_FIXTURE=1 npx vitest run api/test/backup/make-upgrade-fixture.test.ts`)
 * to make the fixture that the next release's upgrade test starts on.
 */
describe(
  'the upgrade fixture of this release',
  needing(
    process.env.MAKE_UPGRADE_FIXTURE
      ? undefined
      : 'writes the upgrade fixture, at a release: set MAKE_UPGRADE_FIXTURE=1'
  ),
  () => {
    it('fills a site, backs it up and writes what it holds', async () => {
      const root = await mkdtemp(join(tmpdir(), 'spinroom-fixture-'))
      try {
        const dataDir = join(root, 'data')
        const site = await siteServer(dataDir)
        const facts = await fillSite(site, { openHolds: false })
        const counts = await keptCounts(site)
        await site.close()
        // A fresh WAL segment (zeros) instead of the one initdb filled: the archive shrinks from about 6 MB to 3.
        const db = await PGlite.create({
          dataDir: embeddedDatabaseDir(dataDir),
          startParams: [...PGlite.defaultStartParams, '-c', 'wal_recycle=off']
        })
        await db.query('select pg_switch_wal()')
        await db.query('checkpoint')
        await db.close()
        const made = await runCommand('backup', [FIXTURE_ARCHIVE], { DATA_DIR: dataDir })
        expect(made.stderr).toBe('')
        expect((await stat(FIXTURE_ARCHIVE)).size).toBeLessThan(4_000_000)
        const record: FixtureFacts = {
          version: JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')).version,
          commit: execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot }).toString().trim(),
          facts: { ...facts, members: facts.members.map(({ token: _token, ...member }) => member) },
          counts
        }
        await writeFile(FIXTURE_FACTS, `${JSON.stringify(record, null, 2)}\n`)
      } finally {
        await rm(root, { recursive: true, force: true })
      }
    }, 300_000)
  }
)
