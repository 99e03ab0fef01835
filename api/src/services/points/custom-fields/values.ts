import type {
  CustomFieldType,
  CustomFieldValues,
  CustomFieldValuesData,
  CustomFieldValuesParamsType
} from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { BadRequest } from '../../../errors.ts'
import type { CustomFieldRow } from './entity.ts'

type Value = CustomFieldValues['values'][string]

const MAX_STRING = 2000
const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/

const refuse = (key: string, message: string) =>
  new BadRequest(`Invalid body: 'values.${key}' ${message}`, { errors: [{ field: `values.${key}`, message }] })

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** A value as its field's type wants it (dates with a time as ISO instants), or the 400 naming the key. */
function coerce(type: CustomFieldType, key: string, value: unknown): Value {
  switch (type) {
    case 'string':
      if (typeof value !== 'string') throw refuse(key, 'must be a string')
      if (value.length > MAX_STRING) throw refuse(key, `must be at most ${MAX_STRING} characters`)
      return value
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw refuse(key, 'must be a number')
      return value
    case 'boolean':
      if (typeof value !== 'boolean') throw refuse(key, 'must be true or false')
      return value
    case 'date':
      if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value)))
        throw refuse(key, 'must be a date (YYYY-MM-DD or an ISO date-time)')
      return value.length === 10 ? value : new Date(value).toISOString()
    case 'url':
      if (typeof value !== 'string' || value.length > MAX_STRING || !isHttpUrl(value))
        throw refuse(key, 'must be an http(s) URL')
      return value
  }
}

async function read(call: Call<CustomFieldValuesParamsType>): Promise<CustomFieldValues> {
  const { entity, entityId } = call.params
  const rows: { key: string; value: Value }[] = await call.app
    .get('knex')('custom_field_values as v')
    .join('custom_fields as f', 'f.id', 'v.fieldId')
    .where({ 'f.entity': entity, 'v.entityId': entityId })
    .orderBy('f.key')
    .select('f.key', 'v.value')
  return { entity, entityId, values: Object.fromEntries(rows.map((r) => [r.key, r.value])) }
}

export const getCustomFieldValues = (call: Call<CustomFieldValuesParamsType>) => read(call)

/** Every value of the entity at once: a 400 for any value leaves everything as it was. */
export async function putCustomFieldValues(call: Call<CustomFieldValuesParamsType, unknown, CustomFieldValuesData>) {
  const { entity, entityId } = call.params
  const given = call.body.values
  await call.app.get('knex').transaction(async (trx) => {
    // The fields stay as they are while their values are checked and written.
    const fields: CustomFieldRow[] = await trx('custom_fields').where('entity', entity).forShare()
    const byKey = new Map(fields.map((f) => [f.key, f]))
    const unknown = Object.keys(given).find((key) => !byKey.has(key))
    if (unknown) throw refuse(unknown, `is not a custom field of ${entity}`)
    const rows = []
    for (const field of fields) {
      const value = given[field.key]
      if (value === undefined || value === null) {
        if (field.required) throw refuse(field.key, 'is required')
        continue
      }
      rows.push({
        fieldId: field.id,
        entityId,
        value: JSON.stringify(coerce(field.type, field.key, value)),
        updatedAt: new Date()
      })
    }
    const kept = rows.map((r) => r.fieldId)
    await trx('custom_field_values')
      .where('entityId', entityId)
      .whereIn(
        'fieldId',
        fields.map((f) => f.id)
      )
      .whereNotIn('fieldId', kept)
      .delete()
    if (rows.length)
      await trx('custom_field_values').insert(rows).onConflict(['fieldId', 'entityId']).merge(['value', 'updatedAt'])
  })
  return read(call)
}
