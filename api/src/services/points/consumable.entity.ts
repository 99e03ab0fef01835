import { ConsumableSchema, consumableListFields, type Consumable } from '@spinroom/schemas'
import { defineEntity } from '../../lib/entity.ts'
import { fileUrlOf } from './consumable-files.ts'

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
