import { CustomFieldSchema, customFieldListFields, type CustomField } from '@spinroom/schemas'
import { crud } from '../../../lib/crud.ts'
import { defineEntity } from '../../../lib/entity.ts'

export type CustomFieldRow = Omit<CustomField, 'createdAt' | 'updatedAt'> & { createdAt: Date; updatedAt: Date }

export const customFieldsEntity = defineEntity({
  table: 'custom_fields',
  path: 'api/merch-service/custom-field-records',
  resource: 'custom-fields',
  schema: CustomFieldSchema,
  listFields: customFieldListFields,
  searchFields: ['key', 'label'],
  defaultSort: { entity: 1, key: 1 }
})

export const customFields = crud<CustomFieldRow, CustomField>({
  entity: customFieldsEntity,
  notFound: 'Custom field not found'
})
