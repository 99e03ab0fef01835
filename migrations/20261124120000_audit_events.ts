import type { Knex } from 'knex'

// Events the clients record at POST /kinesis (seed 002 §Audit), e.g. play tracking.
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_events', (t) => {
    t.uuid('id').primary()
    t.string('topic', 64).notNullable()
    t.jsonb('record').notNullable()
    t.jsonb('device').notNullable()
    t.string('userUuid', 64)
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['userUuid', 'createdAt'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_events')
}
