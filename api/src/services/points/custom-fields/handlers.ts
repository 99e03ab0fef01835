import type { CustomFieldPatch, customFieldRoutes } from '@spinroom/schemas'
import type { Handlers } from '../../../lib/domain.ts'
import { createCustomField, deleteCustomField } from './custom-fields.ts'
import { customFields } from './entity.ts'
import { getCustomFieldValues, putCustomFieldValues } from './values.ts'

export const customFieldHandlers: Handlers<typeof customFieldRoutes> = {
  createCustomField,
  deleteCustomField,
  listCustomFields: customFields.adminList,
  getCustomField: customFields.get,
  // Label, description and required only (the patch schema allows no more).
  updateCustomField: customFields.patch<CustomFieldPatch>(({ body }) => body),
  getCustomFieldValues,
  replaceCustomFieldValues: putCustomFieldValues
}
