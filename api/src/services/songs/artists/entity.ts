import { ArtistSchema, type Artist } from '@spinroom/schemas'
import { defineEntity } from '../../../lib/entity.ts'

export interface ArtistRow {
  id: string
  shortId: string
  name: string
  createdAt: Date
  updatedAt: Date
}

export const artistsEntity = defineEntity({
  table: 'artists',
  path: 'api/playlist-service/artist-records',
  resource: 'artists',
  schema: ArtistSchema,
  columns: { artistId: 'id', artistShortId: 'shortId' },
  listFields: ['id', 'shortId', 'name', 'createdAt', 'updatedAt'],
  searchFields: ['name'],
  defaultSort: { name: 1 }
})

export const toArtist = (row: ArtistRow): Artist => artistsEntity.external({ ...row })
