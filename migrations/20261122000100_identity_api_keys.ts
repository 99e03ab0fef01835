import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('api_keys', (t) => {
    t.uuid('id').primary()
    t.string('name', 100).notNullable()
    t.string('prefix', 16).notNullable()
    t.string('secretHash', 64).notNullable().unique()
    t.uuid('createdBy').references('users.id').onDelete('SET NULL')
    t.timestamp('lastUsedAt', { useTz: true })
    t.timestamp('revokedAt', { useTz: true })
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('api_keys')
}
