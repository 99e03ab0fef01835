import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Application } from '../../declarations.ts'
import { localStorage } from './local.ts'
import { s3Storage } from './s3.ts'

/** Where media files live: keys are `/`-separated paths (`songs/<id>/original`, `songs/<id>/hls/<attempt>/…`). */
export interface Storage {
  /** `local` or `s3`, for the logs. */
  readonly kind: string
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The bytes of a key, or null when there is none. */
  get(key: string): Promise<Buffer | null>
  exists(key: string): Promise<boolean>
  /** Copies a key to a local file (ffmpeg reads files). */
  download(key: string, path: string): Promise<void>
  /** Removes every key below a prefix (a song's files, an abandoned rendition). */
  removePrefix(prefix: string): Promise<void>
}

const storages = new WeakMap<Application, { storage: Storage; cleanup?: string }>()

/**
 * The app's storage: S3-compatible when S3_BUCKET is set, else the local disk under DATA_DIR/media (a temporary folder,
 * removed at teardown, when the app has no data folder — the tests).
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
  } else if (config.dataDir) {
    entry = { storage: localStorage(join(config.dataDir, 'media')) }
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
