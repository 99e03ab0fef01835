import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('seasons', (t) => {
    t.uuid('id').primary()
    t.string('seasonName', 100).notNullable().unique()
    t.timestamp('seasonStart', { useTz: true }).notNullable()
    t.timestamp('seasonEnd', { useTz: true }).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['seasonStart'])
  })
  await knex.raw('alter table seasons add constraint seasons_start_before_end check ("seasonStart" < "seasonEnd")')
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('seasons')
}
