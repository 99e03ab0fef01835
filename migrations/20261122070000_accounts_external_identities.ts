import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('external_identities', (t) => {
    t.string('provider', 30).notNullable()
    t.string('externalId', 100).notNullable()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.string('username', 100)
    t.string('email', 320)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.primary(['provider', 'externalId'])
    t.unique(['userUuid', 'provider'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('external_identities')
}
