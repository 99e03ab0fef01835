import { existsSync } from 'node:fs'
import { chmod, cp, mkdir, mkdtemp, readFile, readdir, rename, rm, rmdir } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import * as tar from 'tar'
import { migrationSource } from '../../../migrations/index.ts'
import { SIGNING_KEY_FILE } from '../auth/keys.ts'
import type { Config } from '../configuration.ts'
import { embeddedDatabaseDir } from '../db.ts'
import { loadDatabaseDir } from './embedded.ts'
import { MANIFEST_FILE, MEDIA_DIR, parseManifest, type Manifest, type RowCounts } from './manifest.ts'
import { filesUnder } from './media.ts'
import { restorePostgres, tablesIn } from './postgres.ts'
import { differences } from './row-counts.ts'

export interface RestoreReport {
  dataDir: string
  manifest: Manifest
  tables: RowCounts
}

/** What a data directory holds; nothing when it does not exist. */
const entriesOf = async (dir: string) => (existsSync(dir) ? readdir(dir) : [])

/** Refuses an archive the configuration or the code cannot take, before anything is written. */
async function checkArchive(manifest: Manifest, config: Config): Promise<void> {
  const kind = manifest.database.kind
  if (kind === 'embedded' && config.databaseUrl)
    throw new Error('This backup holds an embedded database: unset DATABASE_URL to restore it into DATA_DIR')
  if (kind === 'postgresql' && !config.databaseUrl)
    throw new Error('This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore into')
  const known = await migrationSource.getMigrations([])
  const last = manifest.database.lastMigration
  if (last && !known.includes(last))
    throw new Error(`This backup was made by a newer Spinroom (its migration ${last} is unknown here): upgrade first`)
}

const expectSame = (what: string, expected: RowCounts, found: RowCounts) => {
  const changed = differences(expected, found)
  if (changed.length) throw new Error(`The restored ${what} differs from the backup's: ${changed.join(', ')}`)
}

/**
 * Brings a backup back into an empty DATA_DIR (its media into an empty MEDIA_DIR when that is set apart; and, for a
 * PostgreSQL backup, into DATABASE_URL's database, which must hold no table unless `replace`). The data directory is
 * assembled aside and renamed into place at the end.
 */
export async function restore(config: Config, file: string, { replace }: { replace: boolean }): Promise<RestoreReport> {
  const archive = resolve(file)
  if (!existsSync(archive)) throw new Error(`${archive} does not exist`)
  const dataDir = config.dataDir
  if (!dataDir) throw new Error('DATA_DIR is not set')
  if ((await entriesOf(dataDir)).length)
    throw new Error(`DATA_DIR (${dataDir}) is not empty: restore into an empty or new folder (move this one aside)`)
  const mediaDir = config.mediaDir
  if (mediaDir && (await entriesOf(mediaDir)).length)
    throw new Error(`MEDIA_DIR (${mediaDir}) is not empty: restore into an empty or new folder (move this one aside)`)
  if (config.databaseUrl && !replace) {
    const tables = await tablesIn(config.databaseUrl)
    if (tables)
      throw new Error(
        `The database of DATABASE_URL already holds ${tables} tables: restore into an empty database, ` +
          'or pass --force to replace everything it holds'
      )
  }
  await mkdir(dirname(dataDir), { recursive: true })
  const staging = await mkdtemp(join(dirname(dataDir), `.${basename(dataDir)}.restoring-`))
  try {
    const unpacked = join(staging, 'archive')
    await mkdir(unpacked)
    try {
      await tar.extract({ file: archive, cwd: unpacked, strict: true })
    } catch (error) {
      throw new Error(`${archive} is not a readable .tar.gz: ${(error as Error).message}`, { cause: error })
    }
    if (!existsSync(join(unpacked, MANIFEST_FILE))) throw new Error(`${archive} has no ${MANIFEST_FILE}: not a backup`)
    const manifest = parseManifest(await readFile(join(unpacked, MANIFEST_FILE), 'utf8'))
    await checkArchive(manifest, config)
    const media = await filesUnder(join(unpacked, MEDIA_DIR))
    if (media.files !== manifest.media.files || media.bytes !== manifest.media.bytes)
      throw new Error(
        `The backup's media are incomplete: ${media.files} files (${media.bytes} bytes) where it lists ` +
          `${manifest.media.files} (${manifest.media.bytes} bytes)`
      )
    const data = join(staging, 'data')
    await mkdir(data, { mode: 0o700 })
    if (media.files && !mediaDir) await rename(join(unpacked, MEDIA_DIR), join(data, MEDIA_DIR))
    if (manifest.signingKey) {
      await rename(join(unpacked, SIGNING_KEY_FILE), join(data, SIGNING_KEY_FILE))
      await chmod(join(data, SIGNING_KEY_FILE), 0o600)
    }
    const dump = join(unpacked, manifest.database.file)
    let tables: RowCounts
    if (config.databaseUrl) {
      tables = (await restorePostgres(config.databaseUrl, dump, replace)).tables
    } else {
      tables = (await loadDatabaseDir(await readFile(dump), embeddedDatabaseDir(data))).tables
    }
    expectSame('database', manifest.database.tables, tables)
    // An empty folder is taken by the rename; anything written into it meanwhile makes the rename fail.
    if (existsSync(dataDir)) await rmdir(dataDir)
    await rename(data, dataDir)
    // A media folder of its own is often another disk, where a rename cannot reach.
    if (media.files && mediaDir) await cp(join(unpacked, MEDIA_DIR), mediaDir, { recursive: true })
    return { dataDir, manifest, tables }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
