import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import * as tar from 'tar'
import { SIGNING_KEY_FILE } from '../auth/keys.ts'
import { mediaFolderOf, type Config } from '../configuration.ts'
import { embeddedDatabaseDir } from '../db.ts'
import { repoRoot } from '../lib/repo-root.ts'
import { databaseFromServer, holdDataDir } from './control-socket.ts'
import { dumpDatabaseDir, loadDatabaseDir } from './embedded.ts'
import { MANIFEST_FILE, MEDIA_DIR, type Manifest } from './manifest.ts'
import { filesUnder } from './media.ts'
import { dumpPostgres } from './postgres.ts'

export const EMBEDDED_DUMP = 'database.tar'
export const POSTGRES_DUMP = 'database.sql'

export interface BackupReport {
  file: string
  bytes: number
  manifest: Manifest
  /** How the database was read: from the running server, from its data directory, or by pg_dump. */
  through: 'the running server' | 'its data directory' | 'pg_dump'
}

/** The embedded database's dump: asked of the server running on the data directory, or read while holding it. */
async function embeddedDump(dataDir: string): Promise<{ dump: Buffer; through: BackupReport['through'] }> {
  if (!existsSync(dataDir)) throw new Error(`DATA_DIR (${dataDir}) does not exist: nothing to back up`)
  const served = await databaseFromServer(dataDir)
  if (served) return { dump: served, through: 'the running server' }
  const hold = await holdDataDir(dataDir, 'backup')
  try {
    return { dump: await dumpDatabaseDir(embeddedDatabaseDir(dataDir)), through: 'its data directory' }
  } finally {
    await hold.release()
  }
}

/** Writes the database, the media and the signing key into one `.tar.gz` at `file` (written aside, then renamed). */
export async function backup(config: Config, file: string): Promise<BackupReport> {
  const target = resolve(file)
  if (!existsSync(dirname(target))) throw new Error(`The folder of ${target} does not exist`)
  const dataDir = config.dataDir
  if (!dataDir) throw new Error('DATA_DIR is not set')
  const staging = await mkdtemp(join(dirname(target), `.${basename(target)}.staging-`))
  const partial = `${target}.${process.pid}.partial`
  try {
    let database: Manifest['database']
    let through: BackupReport['through']
    if (config.databaseUrl) {
      const dumped = await dumpPostgres(config.databaseUrl, join(staging, POSTGRES_DUMP))
      const { size: bytes } = await stat(join(staging, POSTGRES_DUMP))
      database = { kind: 'postgresql', file: POSTGRES_DUMP, bytes, ...dumped }
      through = 'pg_dump'
    } else {
      const { dump, through: how } = await embeddedDump(dataDir)
      await writeFile(join(staging, EMBEDDED_DUMP), dump)
      // Opening the dump proves it is whole and gives the counts a restore checks.
      const check = join(staging, 'check')
      const loaded = await loadDatabaseDir(dump, check)
      await rm(check, { recursive: true, force: true })
      database = { kind: 'embedded', file: EMBEDDED_DUMP, bytes: dump.length, ...loaded }
      through = how
    }
    const entries = [MANIFEST_FILE, database.file]
    const s3 = !!config.providers.S3_BUCKET
    const mediaDir = mediaFolderOf(config)!
    const { paths, ...media } = s3 ? { files: 0, bytes: 0, paths: [] } : await filesUnder(mediaDir)
    if (paths.length) {
      await symlink(mediaDir, join(staging, MEDIA_DIR))
      // The files counted, by name: one written meanwhile is in the next backup, the counts stay the archive's.
      entries.push(...paths.map((path) => `${MEDIA_DIR}/${path}`))
    }
    const keyFile = join(dataDir, SIGNING_KEY_FILE)
    const signingKey = !config.jwtPrivateKey && existsSync(keyFile)
    if (signingKey) {
      await symlink(keyFile, join(staging, SIGNING_KEY_FILE))
      entries.push(SIGNING_KEY_FILE)
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      version: JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')).version,
      database,
      media: { storage: s3 ? 's3' : 'local', ...media },
      signingKey
    }
    await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2))
    // `follow` packs what the links point at: the media folder and the key stay where they are.
    await tar.create({ gzip: true, cwd: staging, file: partial, follow: true, portable: true }, entries)
    await rename(partial, target)
    return { file: target, bytes: (await stat(target)).size, manifest, through }
  } finally {
    await rm(partial, { force: true })
    await rm(staging, { recursive: true, force: true })
  }
}
