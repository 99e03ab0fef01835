import { loadConfig } from '../configuration.ts'
import { backup, type BackupReport } from './backup.ts'
import { size } from './media.ts'
import { restore, type RestoreReport } from './restore.ts'
import { totalRows } from './row-counts.ts'
import type { Manifest } from './manifest.ts'

const USAGE = 'Usage: npm run backup -- FILE.tar.gz | npm run restore -- FILE.tar.gz [--force]'

const count = (n: number) => n.toLocaleString('en-US')

const databaseLine = (db: Manifest['database']) =>
  `${db.kind === 'embedded' ? 'embedded PostgreSQL' : 'PostgreSQL'}: ${Object.keys(db.tables).length} tables, ` +
  `${count(totalRows(db.tables))} rows (dump ${size(db.bytes)})`

const mediaLine = (manifest: Manifest, bucket: string | undefined) =>
  manifest.media.storage === 's3'
    ? `in the S3 bucket ${bucket ?? ''}, not copied: keep them with the bucket's versioning or replication`
    : `${count(manifest.media.files)} files, ${size(manifest.media.bytes)}`

const keyLine = (manifest: Manifest) =>
  manifest.signingKey ? 'the signing key (jwt-private.pem)' : 'none: JWT_PRIVATE_KEY gives it, keep it with the backup'

function backupLines(report: BackupReport, bucket: string | undefined): string[] {
  const { manifest } = report
  return [
    `Backed up to ${report.file} (${size(report.bytes)})`,
    `  database  ${databaseLine(manifest.database)}, read through ${report.through}`,
    `  media     ${mediaLine(manifest, bucket)}`,
    `  keys      ${keyLine(manifest)}`
  ]
}

function restoreLines(report: RestoreReport, file: string, bucket: string | undefined): string[] {
  const { manifest } = report
  return [
    `Restored ${file} (made ${manifest.createdAt} by Spinroom ${manifest.version}) into ${report.dataDir}`,
    `  database  ${databaseLine(manifest.database)}: every table's rows counted and equal`,
    `  media     ${mediaLine(manifest, bucket)}`,
    `  keys      ${keyLine(manifest)}`,
    'Start the server on it (npm start): migrations newer than the backup run then.'
  ]
}

/** `backup FILE` or `restore FILE [--force]`: prints what it did, or one sentence and exit code 1. */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv
  const force = rest.includes('--force')
  const files = rest.filter((arg) => arg !== '--force')
  const unknown = files.find((arg) => arg.startsWith('--'))
  if (unknown) throw new Error(`Unknown option ${unknown}. ${USAGE}`)
  if (files.length !== 1 || (command === 'backup' && force)) throw new Error(USAGE)
  const file = files[0]!
  const config = loadConfig()
  const bucket = config.providers.S3_BUCKET
  if (command === 'backup') console.log(backupLines(await backup(config, file), bucket).join('\n'))
  else if (command === 'restore')
    console.log(restoreLines(await restore(config, file, { replace: force }), file, bucket).join('\n'))
  else throw new Error(USAGE)
}

try {
  await main(process.argv.slice(2))
} catch (error) {
  console.error(`${process.argv[2] === 'restore' ? 'Restore' : 'Backup'} failed: ${(error as Error).message}`)
  process.exitCode = 1
}
