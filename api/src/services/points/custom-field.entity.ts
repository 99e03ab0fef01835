import { CustomFieldSchema, customFieldListFields, type CustomField } from '@spinroom/schemas'
import { defineEntity } from '../../lib/entity.ts'

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
