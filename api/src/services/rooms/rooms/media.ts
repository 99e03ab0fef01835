import { loadSharp } from '../../../lib/sharp.ts'
import { MAX_POSTER_BYTES, type PinnedMessage, type Room, type RoomPinnedMessages } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest } from '../../../errors.ts'
import { readUpload, storeFile } from '../../../lib/stored-files.ts'
import { findRoom } from '../room-lookup.ts'
import { patchRoom } from './writes.ts'

const ACCEPTED = ['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']
// Refuses decompression bombs before any pixel is decoded.
const MAX_INPUT_PIXELS = 40_000_000
const POSTER_BOX = 1600

const refuse = (message: string) =>
  new BadRequest(`Invalid body: 'file' ${message}`, { errors: [{ field: 'file', message }] })

/** Any accepted image, sniffed from its bytes, as a WebP that fits the poster box. */
async function toPoster(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp()
  const format = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined)
  if (!format) throw refuse('is not an image')
  if (!ACCEPTED.includes(format)) throw refuse(`is ${format}; send JPEG, PNG, WebP, GIF or AVIF`)
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: POSTER_BOX, height: POSTER_BOX, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
}

/** Replaces the poster, kept in the shared file store. */
export async function uploadPoster(call: Call<{ id: string }>): Promise<Room> {
  const knex = call.app.get('knex')
  const room = await findRoom(knex, call.params.id)
  const poster = await toPoster(await readUpload(call.files.file?.[0], 'file', MAX_POSTER_BYTES))
  const file = await storeFile(knex, 'image/webp', poster)
  const updated = await patchRoom(call.app, room, { posterFileId: file.id })
  if (room.posterFileId) await knex('consumable_files').where('id', room.posterFileId).delete()
  return updated
}

export async function deletePoster(call: Call<{ id: string }>): Promise<Room> {
  const knex = call.app.get('knex')
  const room = await findRoom(knex, call.params.id)
  const updated = await patchRoom(call.app, room, { posterFileId: null })
  if (room.posterFileId) await knex('consumable_files').where('id', room.posterFileId).delete()
  return updated
}

/** Replaces the list; a message pinned before keeps who pinned it and when. */
export async function pinMessages(call: Call<{ id: string }, unknown, RoomPinnedMessages>): Promise<Room> {
  const room = await findRoom(call.app.get('knex'), call.params.id)
  const ids = call.body.pinnedMessages.map((m) => m.id)
  const twice = ids.find((id, i) => ids.indexOf(id) !== i)
  if (twice)
    throw new BadRequest(`Invalid body: 'pinnedMessages' has the id '${twice}' twice`, {
      errors: [{ field: 'pinnedMessages', message: 'duplicate id' }]
    })
  const before = new Map(room.pinnedMessages.map((m) => [m.id, m]))
  const now = new Date().toISOString()
  const pinnedMessages: PinnedMessage[] = call.body.pinnedMessages.map(({ id, message }) => {
    const kept = before.get(id)
    return { id, message, userUuid: kept?.userUuid ?? call.caller!.id, pinnedAt: kept?.pinnedAt ?? now }
  })
  return patchRoom(call.app, room, { pinnedMessages })
}
