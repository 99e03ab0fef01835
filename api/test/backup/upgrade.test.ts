import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationSource } from '../../../migrations/index.ts'
import type { TestServer } from '../helpers/server.ts'
import { runCommand } from './cli.ts'
import { expectSite, keptCounts, siteServer, type SiteFacts } from './site.ts'
import { FIXTURE_ARCHIVE, readFixtureFacts, type FixtureFacts } from './upgrade-fixture.ts'

let root: string
let fixture: FixtureFacts
let site: TestServer
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'spinroom-upgrade-'))
  fixture = await readFixtureFacts()
}, 60_000)
afterAll(async () => {
  await site?.close()
  await rm(root, { recursive: true, force: true })
})

describe("the previous release's data directory on this code", () => {
  it('restores, starts with every migration run, and keeps members, crates, ledgers, chat and songs', async () => {
    const restored = await runCommand('restore', [FIXTURE_ARCHIVE], { DATA_DIR: join(root, 'data') })
    expect(restored.stderr).toBe('')
    expect(restored.stdout).toContain(`by Spinroom ${fixture.version}`)

    site = await siteServer(join(root, 'data'))
    const ran = await site.knex('knex_migrations').orderBy('name').pluck('name')
    expect(ran).toEqual(await migrationSource.getMigrations([]))
    const { knex_migrations: migrationsBefore, ...before } = fixture.counts
    const { knex_migrations: migrationsNow, ...now } = await keptCounts(site)
    expect(now).toEqual(before)
    expect(migrationsNow).toBeGreaterThanOrEqual(migrationsBefore!)

    // The members sign in with the passwords they had: their hashes came through.
    const signIn = async ({ email, password }: { email: string; password: string }) => {
      const login = await site.request('POST', '/api/user-service/auth/login', { body: { email, password } })
      expect(login.status).toBe(200)
      return login.body.accessToken as string
    }
    const facts: SiteFacts = { ...fixture.facts, members: fixture.facts.members.map((m) => ({ ...m, token: '' })) }
    await expectSite(site, facts, signIn)
  }, 240_000)
})
