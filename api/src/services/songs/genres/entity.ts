import { GenreSchema, type Genre } from '@spinroom/schemas'
import { defineEntity } from '../../../lib/entity.ts'

export interface GenreRow {
  id: string
  name: string
  createdAt: Date
  updatedAt: Date
}

export const genresEntity = defineEntity({
  table: 'genres',
  path: 'api/playlist-service/genre-records',
  resource: 'genres',
  schema: GenreSchema,
  columns: { genreId: 'id' },
  listFields: ['id', 'name', 'createdAt', 'updatedAt'],
  searchFields: ['name'],
  defaultSort: { name: 1 }
})

export const toGenre = (row: GenreRow): Genre => genresEntity.external({ ...row })
