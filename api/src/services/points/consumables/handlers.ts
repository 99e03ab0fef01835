import type { ConsumableData, ConsumablePatch, consumableRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { assertFilesExist } from '../../../lib/stored-files.ts'
import { readConsumableFile, uploadConsumableFile } from './consumable-files.ts'
import { assertNeverBought, consumableOrder } from './consumables.ts'
import { consumables } from './entity.ts'

export const consumableHandlers: Handlers<typeof consumableRoutes> = {
  listConsumables: consumables.list(consumableOrder),
  createConsumable: consumables.create<ConsumableData>(async ({ app, body }) => {
    await assertFilesExist(app.get('knex'), { imageFileId: body.imageFileId, fileId: body.fileId })
    return { description: null, imageFileId: null, fileId: null, ...body }
  }),
  countConsumables: consumables.count,
  getConsumable: consumables.get,
  updateConsumable: consumables.patch<ConsumablePatch>(async ({ app, body }) => {
    await assertFilesExist(app.get('knex'), { imageFileId: body.imageFileId, fileId: body.fileId })
    return body
  }),
  deleteConsumable: consumables.remove({ before: assertNeverBought }),
  uploadConsumableFile,
  getConsumableFile: readConsumableFile
}
