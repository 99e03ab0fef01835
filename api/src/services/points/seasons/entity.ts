import { SeasonSchema, seasonListFields, type Season } from '@spinroom/schemas'
import { crud } from '../../../lib/crud.ts'
import { defineEntity } from '../../../lib/entity.ts'

export type SeasonRow = Omit<Season, 'seasonStart' | 'seasonEnd' | 'createdAt' | 'updatedAt'> & {
  seasonStart: Date
  seasonEnd: Date
  createdAt: Date
  updatedAt: Date
}

export const seasonsEntity = defineEntity({
  table: 'seasons',
  path: 'api/merch-service/season-records',
  resource: 'seasons',
  schema: SeasonSchema,
  listFields: seasonListFields,
  searchFields: ['seasonName'],
  defaultSort: { seasonStart: -1 }
})

export const seasons = crud<SeasonRow, Season>({ entity: seasonsEntity, notFound: 'Season not found' })
