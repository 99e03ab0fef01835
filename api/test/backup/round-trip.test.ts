import { randomBytes } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import knex, { type Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdDataDir } from '../../src/backup/control-socket.ts'
import { testDatabase } from '../helpers/database.ts'
import { databaseUrl } from '../helpers/template-database.ts'
import type { TestServer } from '../helpers/server.ts'
import { runCommand } from './cli.ts'
import { expectSite, fillSite, keptCounts, siteServer, type SiteFacts } from './site.ts'

const serverUrl = process.env.TEST_DATABASE_URL
let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'spinroom-backup-'))
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('a backup of a running site on the embedded database, restored into a new data directory', () => {
  let source: TestServer
  let facts: SiteFacts
  let counts: Record<string, number>
  const archive = () => join(root, 'embedded.tar.gz')
  beforeAll(async () => {
    source = await siteServer(join(root, 'a'))
    facts = await fillSite(source, { openHolds: true })
    counts = await keptCounts(source)
  }, 240_000)
  afterAll(() => source?.close())

  it('refuses a second process on a data directory a server holds', async () => {
    await expect(holdDataDir(join(root, 'a'), 'server')).rejects.toThrow(
      `Another Spinroom process (a server or a backup) holds DATA_DIR (${join(root, 'a')}): stop it first`
    )
  })

  it('backs up through the running server, which keeps answering', async () => {
    const made = await runCommand('backup', [archive()], { DATA_DIR: join(root, 'a') })
    expect(made.stderr).toBe('')
    expect(made.code).toBe(0)
    expect(made.stdout).toMatch(/^Backed up to .*embedded\.tar\.gz \(\d+(\.\d)? [kM]B\)/)
    expect(made.stdout).toMatch(
      /database {2}embedded PostgreSQL: \d+ tables, [\d,]+ rows .*read through the running server/
    )
    expect(made.stdout).toMatch(/media {5}[1-9]\d* files/)
    expect(made.stdout).toContain('keys      the signing key (jwt-private.pem)')
    // Nothing is left beside the archive.
    expect((await readdir(root)).sort()).toEqual(['a', 'embedded.tar.gz'])
    expect((await source.request('GET', '/api/user-service/auth/guest')).status).toBe(200)
  }, 120_000)

  it('restores into an empty folder, refuses a folder that is not empty, and the site is all there', async () => {
    const b = join(root, 'b')
    const restored = await runCommand('restore', [archive()], { DATA_DIR: b })
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect(restored.stdout).toContain(`into ${b}`)
    expect(restored.stdout).toContain("every table's rows counted and equal")
    expect((await readdir(b)).sort()).toEqual(['db', 'jwt-private.pem', 'media'])

    const again = await runCommand('restore', [archive()], { DATA_DIR: b })
    expect(again.code).toBe(1)
    expect(again.stderr.trim()).toBe(
      `Restore failed: DATA_DIR (${b}) is not empty: restore into an empty or new folder (move this one aside)`
    )
    expect((await readdir(b)).sort()).toEqual(['db', 'jwt-private.pem', 'media'])

    const copy = await siteServer(b)
    try {
      expect(await keptCounts(copy)).toEqual(counts)
      // The signing key came back: the tokens the first server signed still open the copy.
      await expectSite(copy, facts, async (member) => member.token)
    } finally {
      await copy.close()
    }
  }, 240_000)

  it('restores the media into MEDIA_DIR when it is set apart, and refuses one that is not empty', async () => {
    const data = join(root, 'apart')
    const media = join(root, 'apart-media')
    const restored = await runCommand('restore', [archive()], { DATA_DIR: data, MEDIA_DIR: media })
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    expect((await readdir(data)).sort()).toEqual(['db', 'jwt-private.pem'])
    const files = async (dir: string) => (await readdir(dir, { recursive: true })).sort()
    expect(await files(media)).toEqual(await files(join(root, 'a', 'media')))

    const again = await runCommand('restore', [archive()], { DATA_DIR: join(root, 'apart-again'), MEDIA_DIR: media })
    expect(again.code).toBe(1)
    expect(again.stderr.trim()).toBe(
      `Restore failed: MEDIA_DIR (${media}) is not empty: restore into an empty or new folder (move this one aside)`
    )
  }, 240_000)

  it('backs up a data directory no server runs on by opening it, and refuses what is not a backup', async () => {
    const made = await runCommand('backup', [join(root, 'offline.tar.gz')], { DATA_DIR: join(root, 'b') })
    expect(made.code).toBe(0)
    expect(made.stdout).toContain('read through its data directory')
    const missing = await runCommand('backup', [join(root, 'none.tar.gz')], { DATA_DIR: join(root, 'nowhere') })
    expect(missing.code).toBe(1)
    expect(missing.stderr.trim()).toBe(
      `Backup failed: DATA_DIR (${join(root, 'nowhere')}) does not exist: nothing to back up`
    )
    const bogus = await runCommand('restore', [join(root, 'a', 'jwt-private.pem')], { DATA_DIR: join(root, 'c') })
    expect(bogus.code).toBe(1)
    expect(bogus.stderr).toMatch(/^Restore failed: .*jwt-private\.pem is not a readable \.tar\.gz/)
    expect(await readdir(root)).not.toContain('c')
  }, 120_000)
})

describe.runIf(serverUrl)('a backup of a running site on PostgreSQL, restored into a new database', () => {
  const target = `spinroom_test_restore_${randomBytes(6).toString('hex')}`
  let admin: Knex
  let targetUrl: string
  let database: Awaited<ReturnType<typeof testDatabase>>
  let source: TestServer
  let facts: SiteFacts
  let counts: Record<string, number>
  const archive = () => join(root, 'postgres.tar.gz')
  beforeAll(async () => {
    admin = knex({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } })
    targetUrl = databaseUrl(serverUrl!, target)
    database = await testDatabase()
    source = await siteServer(join(root, 'pa'), database.url)
    facts = await fillSite(source, { openHolds: true })
    counts = await keptCounts(source)
    await admin.raw(`create database ${target}`)
  }, 240_000)
  afterAll(async () => {
    await source?.close()
    await database?.drop()
    await admin?.raw(`drop database if exists ${target} with (force)`)
    await admin?.destroy()
  })

  it('dumps with pg_dump while the server runs, restores into an empty database, refuses one with tables', async () => {
    const made = await runCommand('backup', [archive()], { DATA_DIR: join(root, 'pa'), DATABASE_URL: database.url })
    expect(made.stderr).toBe('')
    expect(made.stdout).toMatch(/database {2}PostgreSQL: \d+ tables, [\d,]+ rows .*read through pg_dump/)

    const refused = await runCommand('restore', [archive()], { DATA_DIR: join(root, 'pb'), DATABASE_URL: database.url })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toMatch(/^Restore failed: The database of DATABASE_URL already holds \d+ tables: .*--force/)

    const restored = await runCommand('restore', [archive()], { DATA_DIR: join(root, 'pb'), DATABASE_URL: targetUrl })
    expect(restored.stderr).toBe('')
    expect(restored.code).toBe(0)
    const copy = await siteServer(join(root, 'pb'), targetUrl)
    try {
      expect(await keptCounts(copy)).toEqual(counts)
      await expectSite(copy, facts, async (member) => member.token)
    } finally {
      await copy.close()
    }

    // --force replaces what the database holds, in one transaction.
    const forced = await runCommand('restore', [archive(), '--force'], {
      DATA_DIR: join(root, 'pc'),
      DATABASE_URL: targetUrl
    })
    expect(forced.stderr).toBe('')
    expect(forced.code).toBe(0)
    const again = await siteServer(join(root, 'pc'), targetUrl)
    try {
      expect(await keptCounts(again)).toEqual(counts)
    } finally {
      await again.close()
    }
  }, 300_000)
})
