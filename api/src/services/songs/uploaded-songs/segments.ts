import type { Middleware } from '@feathersjs/koa'
import { bases } from '@spinroom/schemas'
import type { Application } from '../../../declarations.ts'
import { storageOf } from '../../../lib/storage/index.ts'

export const SEGMENT_HEADERS = {
  'Content-Type': 'video/mp2t',
  // A rendition's folder never changes once written (a new transcode writes a new one).
  'Cache-Control': 'public, max-age=31536000, immutable'
}

/**
 * Where each song's current rendition lives, remembered: segments are the hot path. A stale folder (a newer rendition,
 * a deleted song) has no files any more, so a miss asks the database again.
 */
const renditions = new Map<string, string>()
const RENDITIONS_KEPT = 10_000

/** The bytes of one segment of a song's current rendition, or null. */
export async function segmentBytes(app: Application, id: string, name: string): Promise<Buffer | null> {
  const storage = storageOf(app)
  const known = renditions.get(id)
  const cached = known ? await storage.get(`${known}/${name}`) : null
  if (cached) return cached
  renditions.delete(id)
  const row: { hlsPrefix: string | null } | undefined = await app
    .get('knex')('uploaded_songs')
    .where('id', id)
    .first('hlsPrefix')
  if (!row?.hlsPrefix || row.hlsPrefix === known) return null
  const bytes = await storage.get(`${row.hlsPrefix}/${name}`)
  if (bytes) {
    if (renditions.size >= RENDITIONS_KEPT) renditions.delete(renditions.keys().next().value!)
    renditions.set(id, row.hlsPrefix)
  }
  return bytes
}

const SEGMENT_PATH = new RegExp(
  `^${bases.songs.base}/songs/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/hls/(segment-[0-9]{1,6}\\.ts)$`,
  'i'
)

/**
 * Koa fast path of GET /songs/{id}/hls/{segment} (public, no body, no hooks to run): a found segment is answered here,
 * before Feathers' REST layer; anything else falls through to the declared route, which answers the same way.
 */
export const segmentFastPath =
  (app: Application): Middleware =>
  async (ctx, next) => {
    const match = ctx.method === 'GET' || ctx.method === 'HEAD' ? SEGMENT_PATH.exec(ctx.path) : null
    const bytes = match ? await segmentBytes(app, match[1]!.toLowerCase(), match[2]!) : null
    if (!bytes) return next()
    ctx.set(SEGMENT_HEADERS)
    ctx.body = bytes
  }
