import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  bases,
  isAdmin,
  isModerator,
  type SongListQueryType,
  type MyUploadsQueryType,
  type SongMetadata,
  type SongSearchQueryType,
  type TranscoderReport,
  type UploadListQueryType,
  type UploadedSongPatch,
  UploadedSongPatchSchema,
  uploadedSongRoutes
} from '@spinroom/schemas'
import type { Knex } from 'knex'
import type { Caller } from '../../../declarations.ts'
import type { Call } from '../../../lib/endpoint.ts'
import type { Handlers } from '../../../lib/domain.ts'
import { storageOf } from '../../../lib/storage/index.ts'
import { BadRequest, Conflict, Forbidden, NotAuthenticated, NotFound } from '../../../errors.ts'
import { requireSettings } from '../../../providers/settings.ts'
import { announceSong, findSong, songsQuery, toUploadedSong, type UploadedSongRow } from './entity.ts'
import {
  failTranscode,
  hasMetadata,
  queueTranscode,
  artworkKey,
  songFolder,
  switchRendition,
  transcodeQueue,
  verifySong,
  catalogueData
} from './lifecycle.ts'
import { CatalogueWrites, retagSong } from '../catalogue/catalogue.ts'
import { ingestSong } from './ingest.ts'
import { sentArtwork } from './artwork.ts'
import { setArtwork } from './artwork-writes.ts'
import { KEY_URI_PLACEHOLDER, PLAYLIST_NAME } from './media.ts'
import { SEGMENT_HEADERS, segmentBytes } from './segments.ts'
import { assertPlaybackToken } from './playback-token.ts'

const R = uploadedSongRoutes
const B = bases.songs.base
const refuse = (field: string, message: string) =>
  new BadRequest(`Invalid body: '${field}' ${message}`, { errors: [{ field, message }] })

const canReview = (caller: Caller | null) => !!caller && isModerator(caller.roles)
/** Whether a caller may see (and review) a song whatever its status: its uploader and moderators. */
const canSeeAll = (caller: Caller | null, row: UploadedSongRow) => canReview(caller) || caller?.id === row.userId

const LIMIT = 50
type Page = { limit?: number; offset?: number; page?: number }

/** A page of songs, newest first. */
async function page(query: Knex.QueryBuilder, paging: Page) {
  const limit = Math.min(paging.limit ?? LIMIT, 1000)
  const offset = paging.offset ?? (paging.page ? (paging.page - 1) * limit : 0)
  const [{ total }] = await query.clone().clearSelect().count<{ total: string | number }[]>({ total: '*' })
  const rows: UploadedSongRow[] = await query
    .orderBy('uploaded_songs.createdAt', 'desc')
    .orderBy('uploaded_songs.id')
    .limit(limit)
    .offset(offset)
  return { data: rows.map(toUploadedSong), total: Number(total), limit, offset }
}

const verified = (call: Call, query: SongListQueryType) => {
  const q = songsQuery(call.app.get('knex')).where('uploaded_songs.status', 'VERIFIED')
  if (query.userId) q.where('uploaded_songs.userId', query.userId)
  return q
}

/** A song the caller may see: verified, or theirs, or any for a moderator; else the same 404 as a missing one. */
async function visibleSong(call: Call, id: string): Promise<UploadedSongRow> {
  const row = await findSong(call.app.get('knex'), id)
  if (row.status !== 'VERIFIED' && !canSeeAll(call.caller, row)) throw new NotFound(R.getUploadedSong.errors[404])
  return row
}

/**
 * A song whose HLS the caller may fetch: verified, or (segments ready) theirs or any for a moderator. Without a caller,
 * the song's playback token stands in for a guest's: a verified song only.
 */
async function playableSong(
  call: Call,
  id: string,
  token: string | undefined
): Promise<UploadedSongRow & { hlsPrefix: string; hlsKey: Buffer }> {
  if (!call.caller) assertPlaybackToken(call.app, token ?? '', id)
  const row = await findSong(call.app.get('knex'), id)
  const allowed = row.status === 'VERIFIED' || canSeeAll(call.caller, row)
  if (!allowed || !row.hlsPrefix || !row.hlsKey) throw new Forbidden(R.getSongPlaylist.errors[403])
  return row as UploadedSongRow & { hlsPrefix: string; hlsKey: Buffer }
}

const tagNames = new Set(Object.keys(UploadedSongPatchSchema.properties))

/** The tags a body gives, each a column of its name: a tag the schema gains is written without a line here. */
const tagColumns = (body: Partial<UploadedSongPatch>) =>
  Object.fromEntries(Object.entries(body).filter(([name, value]) => value !== undefined && tagNames.has(name)))

/**
 * Writes tag changes; a song in MISSING_METADATA whose title and artist are now known moves on to its transcode (in the
 * same transaction as its job); a verified song's catalogue song takes the new tags.
 */
async function writeTags(call: Call, id: string, changes: Record<string, unknown>) {
  await transcodeQueue(call.app).ready()
  const catalogue = new CatalogueWrites()
  const row = await call.app.get('knex').transaction(async (trx) => {
    const current: UploadedSongRow | undefined = await trx('uploaded_songs').where('id', id).forUpdate().first()
    if (!current) throw new NotFound(R.editSongTags.errors[404])
    const [updated] = await trx<UploadedSongRow>('uploaded_songs')
      .where('id', id)
      .update({ ...changes, updatedAt: new Date() })
      .returning('*')
    const next = updated as UploadedSongRow
    if (next.status === 'MISSING_METADATA' && hasMetadata(next)) return queueTranscode(call.app, trx, id)
    if (next.status === 'VERIFIED' && next.songId) await retagSong(trx, next.songId, catalogueData(next), catalogue)
    return next
  })
  await catalogue.emit(call.app)
  await announceSong(call.app, 'patched', row)
  return toUploadedSong(await findSong(call.app.get('knex'), id))
}

const ownerOf = async (call: Call<{ id: string }>) => (await findSong(call.app.get('knex'), call.params.id)).userId

/** The upload (multipart `song`): checks who uploads and what, then the same ingestion as the demo songs. */
async function uploadSong(call: Call) {
  const caller = call.caller!
  if (!caller.user?.capabilities.includes('uploadMusic') && !isAdmin(caller.roles))
    throw new Forbidden(R.uploadSong.errors[403])
  const file = call.files.song?.[0]
  if (!file) throw refuse('song', 'is required (a multipart file field)')
  const artwork = await sentArtwork(call.files.artwork?.[0])
  const id = await ingestSong(call.app, caller.id, file.filepath, file.originalFilename ?? 'song', { artwork })
  return toUploadedSong(await findSong(call.app.get('knex'), id))
}

/** The stored playlist with the key URI and segment paths this API serves. */
async function playlist(call: Call<{ id: string }, { playbackToken?: string }>) {
  const token = call.query.playbackToken
  const row = await playableSong(call, call.params.id, token)
  const text = await storageOf(call.app).get(`${row.hlsPrefix}/${PLAYLIST_NAME}`)
  if (!text) throw new Forbidden(R.getSongPlaylist.errors[403])
  // A player that fetched the playlist with the token (no header) fetches the key the same way.
  const keyUri = `${B}/songs/hls/key?songId=${row.id}${token && !call.caller ? `&playbackToken=${encodeURIComponent(token)}` : ''}`
  const body = text
    .toString('utf8')
    .split('\n')
    .map((line) => {
      if (line.startsWith('#EXT-X-KEY')) return line.replace(`URI="${KEY_URI_PLACEHOLDER}"`, `URI="${keyUri}"`)
      if (line && !line.startsWith('#')) return `${B}/songs/${row.id}/hls/${line.trim()}`
      return line
    })
    .join('\n')
  call.setHeader('Content-Type', 'application/vnd.apple.mpegurl')
  call.setHeader('Cache-Control', 'private, no-cache')
  return body
}

async function key(call: Call<unknown, { songId: string; playbackToken?: string }>) {
  const row = await playableSong(call, call.query.songId, call.query.playbackToken)
  call.setHeader('Content-Type', 'application/octet-stream')
  call.setHeader('Cache-Control', 'private, no-store')
  return Buffer.from(row.hlsKey)
}

async function segment(call: Call<{ id: string; segment: string }>) {
  const bytes = await segmentBytes(call.app, call.params.id, call.params.segment)
  if (!bytes) throw new NotFound(R.getSongSegment.errors[404])
  for (const [name, value] of Object.entries(SEGMENT_HEADERS)) call.setHeader(name, value)
  return bytes
}

/** A song's artwork for whoever may see the song, else a song without artwork's 404; public once verified. */
async function artwork(call: Call<{ id: string }>) {
  const missing = new NotFound(R.getSongArtwork.errors[404])
  const row = await findSong(call.app.get('knex'), call.params.id).catch((error: unknown) => {
    throw error instanceof NotFound ? missing : error
  })
  const verified = row.status === 'VERIFIED'
  const bytes = verified || canSeeAll(call.caller, row) ? await storageOf(call.app).get(artworkKey(row.id)) : null
  if (!bytes) throw missing
  call.setHeader('Content-Type', 'image/png')
  call.setHeader('Cache-Control', verified ? 'public, max-age=86400' : 'private, no-cache')
  return bytes
}

const headerOf = (call: Call, name: string) =>
  // Feathers' Koa transport puts the request headers in params.headers.
  String(((call.context.params as { headers?: Record<string, unknown> }).headers ?? {})[name] ?? '')

/** Signature of the raw body: HMAC-SHA256 hex under TRANSCODER_WEBHOOK_SECRET, compared in constant time. */
function checkSignature(call: Call) {
  const { TRANSCODER_WEBHOOK_SECRET: secret } = requireSettings(call.app, 'The transcoder hook', [
    'TRANSCODER_WEBHOOK_SECRET'
  ])
  // The route is declared with `rawBody`, so the body parser keeps the bytes that were sent.
  const raw = call.context.params.rawBody ?? ''
  const given = headerOf(call, 'x-transcoder-signature')
  const expected = createHmac('sha256', secret).update(raw, 'utf8').digest()
  const received = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0)
  if (received.length !== expected.length || !timingSafeEqual(received, expected))
    throw new NotAuthenticated(R.reportTranscode.errors[401])
}

async function report(call: Call<unknown, unknown, TranscoderReport>) {
  checkSignature(call)
  const { songId, status, error } = call.body
  const row = await findSong(call.app.get('knex'), songId)
  if (status === 'FAILED') {
    await failTranscode(call.app, songId, error || 'The outside transcoder failed')
  } else {
    // The outside transcoder writes its rendition in the song's folder (`songs/<id>/hls/external/`) with the key.
    const prefix = `${songFolder(songId)}/hls/external`
    const storage = storageOf(call.app)
    const keyBytes = await storage.get(`${prefix}/key`)
    if (!(await storage.exists(`${prefix}/${PLAYLIST_NAME}`)) || keyBytes?.length !== 16)
      throw refuse('status', `COMPLETED needs ${prefix}/${PLAYLIST_NAME} and a 16-byte ${prefix}/key in storage`)
    await switchRendition(call.app, songId, prefix, keyBytes)
  }
  const after = await findSong(call.app.get('knex'), row.id)
  return { songId, status: after.status }
}

export const uploadedSongHandlers: Handlers<typeof R> = {
  async searchSongs(call) {
    const { term, ...paging } = call.query as SongSearchQueryType
    const words = term.replace(/\0/g, '').split(/\s+/).filter(Boolean).slice(0, 10)
    const limit = Math.min(paging.limit ?? LIMIT, 1000)
    if (!words.length) return { data: [], total: 0, limit, offset: paging.offset ?? 0 }
    const q = verified(call, {})
    for (const word of words) {
      const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      q.where((w) =>
        w
          .whereILike('uploaded_songs.trackName', like)
          .orWhereILike('uploaded_songs.artistName', like)
          .orWhereILike('uploaded_songs.albumName', like)
          .orWhereILike('uploaded_songs.genre', like)
      )
    }
    return page(q, paging)
  },
  // Access 'user' (the seed's): the song named in the body must be the caller's, unless an administrator calls.
  async completeSongMetadata(call) {
    const { songId, ...tags } = call.body as SongMetadata
    const song = await findSong(call.app.get('knex'), songId)
    if (song.userId !== call.caller!.id && !isAdmin(call.caller!.roles))
      throw new Forbidden(R.completeSongMetadata.errors[403])
    return writeTags(call, songId, tagColumns(tags))
  },
  listPublicSongs: (call) => page(verified(call, call.query).where('uploaded_songs.isPublic', true), call.query),
  listVerifiedSongs: (call) => page(verified(call, call.query), call.query),
  listUploads(call) {
    const query = call.query as UploadListQueryType
    const q = songsQuery(call.app.get('knex'))
    if (query.status) q.where('uploaded_songs.status', query.status)
    if (query.userId) q.where('uploaded_songs.userId', query.userId)
    return page(q, query)
  },
  listMyUploads(call) {
    const query = call.query as MyUploadsQueryType
    const q = songsQuery(call.app.get('knex')).where('uploaded_songs.userId', call.caller!.id)
    if (query.status) q.where('uploaded_songs.status', query.status)
    return page(q, query)
  },
  getUploadedSong: async (call) => toUploadedSong(await visibleSong(call, call.params.id)),
  editSongTags: {
    handler: (call) => writeTags(call, call.params.id, tagColumns(call.body)),
    owner: ownerOf
  },
  deleteUploadedSong: {
    async handler(call) {
      const knex = call.app.get('knex')
      const row = await findSong(knex, call.params.id)
      await knex.transaction(async (trx) => {
        await trx('uploaded_songs').where('id', row.id).delete()
        // The catalogue song stays for the crates that hold it; it can no longer be played from here.
        if (row.songId)
          await trx.raw(
            `update songs set "musicProviders" = "musicProviders" - 'uploadService', "updatedAt" = now() where id = ? and "musicProviders"->>'uploadService' = ?`,
            [row.songId, row.id]
          )
      })
      await storageOf(call.app).removePrefix(songFolder(row.id))
      await announceSong(call.app, 'removed', row)
      return toUploadedSong(row)
    },
    owner: ownerOf
  },
  getSongPlaylist: playlist,
  getSongKey: key,
  getSongSegment: segment,
  getSongArtwork: artwork,
  replaceSongArtwork: {
    async handler(call) {
      const png = await sentArtwork(call.files.artwork?.[0])
      if (!png) throw refuse('artwork', 'is required (a multipart file field)')
      return toUploadedSong(await setArtwork(call.app, call.params.id, png))
    },
    owner: ownerOf
  },
  removeSongArtwork: {
    handler: async (call) => toUploadedSong(await setArtwork(call.app, call.params.id, null)),
    owner: ownerOf
  },
  uploadSong,
  reportTranscode: report,
  async approveSong(call) {
    const row = await call.app.get('knex').transaction(async (trx) => {
      const song: UploadedSongRow | undefined = await trx('uploaded_songs')
        .where('id', call.params.id)
        .forUpdate()
        .first()
      if (!song) throw new NotFound(R.approveSong.errors[404])
      if (!song.hlsPrefix || !song.hlsKey) throw new Conflict(R.approveSong.errors[409])
      if (!hasMetadata(song)) throw new Conflict('Song has no title or artist yet')
      return verifySong(trx, song, call.caller!.id)
    })
    await announceSong(call.app, 'patched', row)
    return toUploadedSong(await findSong(call.app.get('knex'), row.id))
  },
  async rejectSong(call) {
    const knex = call.app.get('knex')
    await findSong(knex, call.params.id)
    const [row] = await knex<UploadedSongRow>('uploaded_songs')
      .where('id', call.params.id)
      .update({
        status: 'UNVERIFIED',
        error: call.body.reason,
        verifiedBy: call.caller!.id,
        verifiedAt: new Date(),
        updatedAt: new Date()
      })
      .returning('*')
    await announceSong(call.app, 'patched', row as UploadedSongRow)
    return toUploadedSong(await findSong(knex, call.params.id))
  },
  async retrySongTranscode(call) {
    await transcodeQueue(call.app).ready()
    const row = await call.app.get('knex').transaction(async (trx) => {
      const song: UploadedSongRow | undefined = await trx('uploaded_songs')
        .where('id', call.params.id)
        .forUpdate()
        .first()
      if (!song) throw new NotFound(R.retrySongTranscode.errors[404])
      if (song.status !== 'VERIFICATION_ERROR') throw new Conflict(R.retrySongTranscode.errors[409])
      return queueTranscode(call.app, trx, song.id)
    })
    await announceSong(call.app, 'patched', row)
    return toUploadedSong(await findSong(call.app.get('knex'), row.id))
  }
}
