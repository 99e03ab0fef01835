import {
  ConsumableSchema,
  consumableListFields,
  type Consumable,
  type ConsumableFilter,
  type ConsumableQueryType
} from '@spinroom/schemas'
import { crud } from '../../../lib/crud.ts'
import { defineEntity } from '../../../lib/entity.ts'
import type { FeathersQuery } from '../../../lib/list-query.ts'
import { fileUrlOf } from '../../../lib/stored-files.ts'

export type ConsumableRow = Omit<Consumable, 'imageUrl' | 'fileUrl' | 'createdAt' | 'updatedAt'> & {
  createdAt: Date
  updatedAt: Date
}

export const consumablesEntity = defineEntity({
  table: 'consumables',
  path: 'api/merch-service/consumable-records',
  resource: 'consumables',
  schema: ConsumableSchema,
  listFields: consumableListFields,
  searchFields: ['name', 'description'],
  defaultSort: { createdAt: -1 }
})

/** The external shape, with the download URLs of its files. */
export const toConsumable = (row: ConsumableRow): Consumable =>
  consumablesEntity.external({ ...row, imageUrl: fileUrlOf(row.imageFileId), fileUrl: fileUrlOf(row.fileId) })

/** The list's and the count's conditions. */
function conditions(filter: ConsumableFilter): FeathersQuery {
  const where: FeathersQuery = {}
  if (filter.id) where.id = filter.id
  if (filter.createdBefore) where.createdAt = { $lt: new Date(filter.createdBefore) }
  if (filter.displayType) where.displayType = filter.displayType
  return where
}

export const consumables = crud<ConsumableRow, Consumable, ConsumableQueryType>({
  entity: consumablesEntity,
  notFound: 'Consumable not found',
  external: toConsumable,
  filter: conditions
})
