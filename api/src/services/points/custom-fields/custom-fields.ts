import { randomUUID } from 'node:crypto'
import { CustomFieldRefSchema, type CustomFieldData, type CustomFieldRef } from '@spinroom/schemas'
import type { Call } from '../../../lib/endpoint.ts'
import { emitEntityEvent } from '../../../lib/entity.ts'
import { compileValidator } from '../../../lib/validate.ts'
import { Conflict, NotFound } from '../../../errors.ts'
import { customFieldsEntity } from './entity.ts'

const checkRef = compileValidator(CustomFieldRefSchema, 'body') as (value: unknown) => CustomFieldRef

/** One guarded statement: the unique index decides between two concurrent creations of one key. */
export async function createCustomField(call: Call<unknown, unknown, CustomFieldData>) {
  const now = new Date()
  const [row] = await call.app
    .get('knex')('custom_fields')
    .insert({ description: null, ...call.body, id: randomUUID(), createdAt: now, updatedAt: now })
    .onConflict(['entity', 'key'])
    .ignore()
    .returning('*')
  if (!row) throw new Conflict(`Custom field ${call.body.key} already exists for ${call.body.entity}`, { field: 'key' })
  emitEntityEvent(call.app, customFieldsEntity, 'created', row)
  return customFieldsEntity.external(row)
}

/** `{ entity, key }` from the body, or the query; the field's values go with it (the database cascades). */
export async function deleteCustomField(
  call: Call<unknown, Partial<CustomFieldRef>, Partial<CustomFieldRef> | undefined>
) {
  const { entity, key } = checkRef({ ...call.query, ...call.body })
  const [row] = await call.app.get('knex')('custom_fields').where({ entity, key }).delete().returning('*')
  if (!row) throw new NotFound(`Custom field ${key} does not exist for ${entity}`)
  emitEntityEvent(call.app, customFieldsEntity, 'removed', row)
  return customFieldsEntity.external(row)
}
