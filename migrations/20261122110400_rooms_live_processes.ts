import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  // Each API process beats here; connections of a process that stopped beating are treated as dropped.
  await knex.schema.createTable('live_processes', (t) => {
    t.uuid('id').primary()
    t.timestamp('startedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('heartbeatAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['heartbeatAt'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('live_processes')
}
