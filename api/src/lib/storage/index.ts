import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mediaFolderOf } from '../../configuration.ts'
import type { Application } from '../../declarations.ts'
import { InsufficientStorage } from '../../errors.ts'
import { localStorage } from './local.ts'
import { s3Storage } from './s3.ts'
import type { Storage } from './storage.ts'

const storages = new WeakMap<Application, { storage: Storage; cleanup?: string }>()

/**
 * The app's storage: S3-compatible when S3_BUCKET is set, else the local disk in MEDIA_DIR or DATA_DIR/media (a
 * temporary folder, removed at teardown, when the app has neither — the tests).
 */
export function storageOf(app: Application): Storage {
  const known = storages.get(app)
  if (known) return known.storage
  const config = app.get('config')
  const s3 = config.providers
  let entry: { storage: Storage; cleanup?: string }
  if (s3.S3_BUCKET) {
    entry = {
      storage: s3Storage({
        bucket: s3.S3_BUCKET,
        region: s3.S3_REGION || 'us-east-1',
        endpoint: s3.S3_ENDPOINT,
        accessKeyId: s3.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.S3_SECRET_ACCESS_KEY,
        forcePathStyle: !!s3.S3_ENDPOINT
      })
    }
  } else if (mediaFolderOf(config)) {
    entry = { storage: localStorage(mediaFolderOf(config)!) }
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'spinroom-media-'))
    entry = { storage: localStorage(dir), cleanup: dir }
  }
  storages.set(app, entry)
  return entry.storage
}

/** Removes the temporary media folder of an app that had no data folder. */
export async function closeStorage(app: Application): Promise<void> {
  const entry = storages.get(app)
  storages.delete(app)
  // An aborted ffmpeg may still be writing its last segment: rm retries a folder that is not empty yet.
  if (entry?.cleanup) await rm(entry.cleanup, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
}

/**
 * Refuses (507) what would leave the media disk with less free space than MEDIA_MIN_FREE_MB: a full media disk stops
 * uploads, never the database or the rooms that share the machine.
 */
export async function ensureMediaSpace(app: Application, bytes: number): Promise<void> {
  const free = await storageOf(app).freeBytes()
  if (free === null) return
  if (free - bytes < app.get('config').mediaMinFreeMb * 1024 * 1024) throw new InsufficientStorage()
}
