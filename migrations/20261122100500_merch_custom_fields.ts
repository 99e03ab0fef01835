import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('custom_fields', (t) => {
    t.uuid('id').primary()
    t.string('key', 64).notNullable()
    t.string('label', 100).notNullable()
    t.string('entity', 20).notNullable()
    t.string('type', 20).notNullable()
    t.boolean('required').notNullable().defaultTo(false)
    t.string('description', 500)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['entity', 'key'], { indexName: 'custom_fields_entity_key_unique' })
  })
  await knex.schema.createTable('custom_field_values', (t) => {
    t.uuid('fieldId').notNullable().references('custom_fields.id').onDelete('CASCADE')
    t.string('entityId', 200).notNullable()
    t.jsonb('value').notNullable()
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.unique(['fieldId', 'entityId'], { indexName: 'custom_field_values_field_entity_unique' })
    t.index(['entityId'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('custom_field_values')
  await knex.schema.dropTable('custom_fields')
}
