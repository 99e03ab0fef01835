import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { repoRoot } from '../../src/lib/repo-root.ts'
import type { SiteFacts } from './site.ts'

/** The backup made by the previous release's code (docs/self-hosting/upgrading.md says how to refresh it). */
export const FIXTURE_ARCHIVE = join(repoRoot, 'api/test/backup/fixtures/previous-release.tar.gz')
/** What the fixture's site holds: its members' passwords (their tokens have long expired), crate, ledgers, song. */
export const FIXTURE_FACTS = join(repoRoot, 'api/test/backup/fixtures/previous-release.json')

export interface FixtureFacts {
  /** The version (root package.json) and commit of the code that made the fixture. */
  version: string
  commit: string
  facts: Omit<SiteFacts, 'members'> & { members: Omit<SiteFacts['members'][number], 'token'>[] }
  counts: Record<string, number>
}

export const readFixtureFacts = async (): Promise<FixtureFacts> => JSON.parse(await readFile(FIXTURE_FACTS, 'utf8'))
