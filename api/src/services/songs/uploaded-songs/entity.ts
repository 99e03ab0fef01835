import type { Knex } from 'knex'
import { UploadedSongSchema, uploadedSongListFields, type UploadedSong } from '@spinroom/schemas'
import { MODERATORS, userChannel } from '../../../channels.ts'
import type { Application } from '../../../declarations.ts'
import { defineEntity, emitEntityEvent, type EntityEvent } from '../../../lib/entity.ts'
import { NotFound } from '../../../errors.ts'

/** A row of `uploaded_songs` with its uploader's nickname. */
export type UploadedSongRow = Omit<
  UploadedSong,
  'uploaderNickname' | 'hlsReady' | 'verifiedAt' | 'createdAt' | 'updatedAt'
> & {
  uploaderNickname?: string | null
  fileKey: string
  hlsPrefix: string | null
  hlsKey: Buffer | null
  verifiedAt: Date | null
  createdAt: Date
  updatedAt: Date
}

export const uploadedSongsEntity = defineEntity({
  table: 'uploaded_songs',
  path: 'api/upload-service/uploaded-song-records',
  resource: 'uploaded-songs',
  schema: UploadedSongSchema,
  listFields: uploadedSongListFields,
  searchFields: ['trackName', 'artistName', 'albumName', 'genre'],
  defaultSort: { createdAt: -1 },
  // The uploader follows their song (transcode progress); moderators review every upload.
  publish: (song, app) => [app.channel(userChannel(song.userId)), app.channel(MODERATORS)]
})

/** The external shape: whether segments exist, never where they are or their key. */
export const toUploadedSong = (row: UploadedSongRow): UploadedSong =>
  uploadedSongsEntity.external({
    ...row,
    uploaderNickname: row.uploaderNickname ?? null,
    hlsReady: row.hlsPrefix !== null
  })

/** Rows with the uploader's nickname, for lists and single reads. */
export const songsQuery = (knex: Knex) =>
  knex('uploaded_songs')
    .leftJoin('users', 'users.id', 'uploaded_songs.userId')
    .select<UploadedSongRow[]>('uploaded_songs.*', 'users.nickname as uploaderNickname')

export async function findSong(knex: Knex, id: string): Promise<UploadedSongRow> {
  const row = await songsQuery(knex).where('uploaded_songs.id', id).first()
  if (!row) throw new NotFound('Song not found')
  return row
}

/** After a knex write committed: the song's event with its uploader's nickname. */
export async function announceSong(app: Application, event: EntityEvent, row: UploadedSongRow): Promise<void> {
  const nickname =
    row.uploaderNickname ??
    ((await app.get('knex')('users').where('id', row.userId).first('nickname')) as { nickname?: string } | undefined)
      ?.nickname ??
    null
  emitEntityEvent(app, uploadedSongsEntity, event, {
    ...row,
    uploaderNickname: nickname,
    hlsReady: row.hlsPrefix !== null
  })
}
