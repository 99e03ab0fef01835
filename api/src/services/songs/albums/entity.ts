import type { Knex } from 'knex'
import { AlbumSchema, type Album } from '@spinroom/schemas'
import { defineEntity } from '../../../lib/entity.ts'

/** A row of `albums` as `albumRows` reads it: with its artist's short id and name and its song count. */
export interface AlbumRow {
  id: string
  shortId: string
  name: string
  artistId: string | null
  artistShortId: string | null
  artistName: string | null
  releaseYear: number | null
  thumbnails: Record<string, string>
  songCount: number
  createdAt: Date
  updatedAt: Date
}

export const albumsEntity = defineEntity({
  table: 'albums',
  path: 'api/playlist-service/album-records',
  resource: 'albums',
  schema: AlbumSchema,
  columns: { albumId: 'id', albumShortId: 'shortId' },
  listFields: ['id', 'shortId', 'name', 'artistId', 'releaseYear', 'createdAt', 'updatedAt'],
  searchFields: ['name'],
  defaultSort: { name: 1 }
})

export const toAlbum = (row: AlbumRow): Album => albumsEntity.external({ ...row })

/** Albums with their artist and song count, by name (case-insensitive); callers add conditions and paging. */
export const albumRows = (knex: Knex) =>
  knex('albums as al')
    .leftJoin('artists as ar', 'ar.id', 'al.artistId')
    .select(
      'al.*',
      'ar.shortId as artistShortId',
      'ar.name as artistName',
      knex.raw('(select count(*)::int from songs s where s."albumId" = al.id) as "songCount"')
    )
    .orderByRaw('lower(al.name), al.id')
