import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import {
  CustomFieldRefSchema,
  type CustomFieldData,
  type CustomFieldPatch,
  type CustomFieldRef
} from '@spinroom/schemas'
import type { Call } from '../../lib/endpoint.ts'
import { adminList } from '../../lib/list.ts'
import { compileValidator } from '../../lib/validate.ts'
import { Conflict, NotFound } from '../../errors.ts'
import { customFieldsEntity, type CustomFieldRow } from './custom-field.entity.ts'

const checkRef = compileValidator(CustomFieldRefSchema, 'body') as (value: unknown) => CustomFieldRef

async function existing(knex: Knex, id: string): Promise<CustomFieldRow> {
  const row: CustomFieldRow | undefined = await knex('custom_fields').where('id', id).first()
  if (!row) throw new NotFound('Custom field not found')
  return row
}

/** `POST /custom-fields`: the unique index decides between two concurrent creations of one key. */
export async function createCustomField(call: Call<unknown, unknown, CustomFieldData>) {
  const now = new Date()
  const [row] = await call.app
    .get('knex')('custom_fields')
    .insert({ description: null, ...call.body, id: randomUUID(), createdAt: now, updatedAt: now })
    .onConflict(['entity', 'key'])
    .ignore()
    .returning('*')
  if (!row) throw new Conflict(`Custom field ${call.body.key} already exists for ${call.body.entity}`, { field: 'key' })
  return customFieldsEntity.external(row)
}

/** `DELETE /custom-fields`: `{ entity, key }` from the body, or the query; the field's values go with it. */
export async function deleteCustomField(
  call: Call<unknown, Partial<CustomFieldRef>, Partial<CustomFieldRef> | undefined>
) {
  const { entity, key } = checkRef({ ...call.query, ...call.body })
  const [row] = await call.app.get('knex')('custom_fields').where({ entity, key }).delete().returning('*')
  if (!row) throw new NotFound(`Custom field ${key} does not exist for ${entity}`)
  return customFieldsEntity.external(row)
}

/** `PATCH /custom-fields/{id}`: label, description and required only. */
export async function updateCustomField(call: Call<{ id: string }, unknown, CustomFieldPatch>) {
  const knex = call.app.get('knex')
  await existing(knex, call.params.id)
  const [row] = await knex('custom_fields')
    .where('id', call.params.id)
    .update({ ...call.body, updatedAt: new Date() })
    .returning('*')
  return customFieldsEntity.external(row)
}

export const listCustomFields = (call: Call) => adminList(call, customFieldsEntity)

export const getCustomField = async (call: Call<{ id: string }>) =>
  customFieldsEntity.external(await existing(call.app.get('knex'), call.params.id))
