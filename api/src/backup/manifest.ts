import { Type, type Static } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

/** Rows of each table (`schema.table`) in the database's snapshot: a restore checks it got every one. */
export const RowCounts = Type.Record(Type.String(), Type.Integer({ minimum: 0 }))
export type RowCounts = Static<typeof RowCounts>

/** `manifest.json`, the archive's first entry: what it holds and what made it. */
export const Manifest = Type.Object({
  format: Type.Literal(1),
  createdAt: Type.String(),
  /** The root package.json's version of the code that made it. */
  version: Type.String(),
  database: Type.Object({
    kind: Type.Union([Type.Literal('embedded'), Type.Literal('postgresql')]),
    /** The archive's entry holding it: PGlite's data directory as a tar, or pg_dump's plain SQL. */
    file: Type.String(),
    bytes: Type.Integer({ minimum: 0 }),
    /** The newest migration it has run: a restore refuses an archive newer than its code. */
    lastMigration: Type.Union([Type.String(), Type.Null()]),
    tables: RowCounts
  }),
  media: Type.Object({
    storage: Type.Union([Type.Literal('local'), Type.Literal('s3')]),
    /** Files under `media/` in the archive (none when the media live in S3). */
    files: Type.Integer({ minimum: 0 }),
    bytes: Type.Integer({ minimum: 0 })
  }),
  /** Whether `jwt-private.pem` is in the archive (not when JWT_PRIVATE_KEY configures the key). */
  signingKey: Type.Boolean()
})
export type Manifest = Static<typeof Manifest>

export const MANIFEST_FILE = 'manifest.json'
export const MEDIA_DIR = 'media'

/** Parses a manifest, saying what is wrong with one that is not this format's. */
export function parseManifest(text: string): Manifest {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new Error(`${MANIFEST_FILE} is not JSON: this is not a Spinroom backup`)
  }
  const [error] = Value.Errors(Manifest, value)
  if (error) throw new Error(`${MANIFEST_FILE} is not a Spinroom backup's (${error.path || '/'}: ${error.message})`)
  return value as Manifest
}
