import type { Knex } from 'knex'

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('moderation_actions', (t) => {
    t.uuid('id').primary()
    t.string('actionType', 32).notNullable()
    t.uuid('targetUserUuid').notNullable().references('users.id').onDelete('CASCADE')
    // The record outlives the moderator's account.
    t.uuid('moderatorUuid').references('users.id').onDelete('SET NULL')
    t.string('reason', 500)
    t.jsonb('details').notNullable().defaultTo('{}')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['targetUserUuid', 'createdAt'])
    t.index(['createdAt'])
  })
  await knex.schema.createTable('moderation_comments', (t) => {
    t.uuid('id').primary()
    t.uuid('userUuid').notNullable().references('users.id').onDelete('CASCADE')
    t.uuid('authorUuid').references('users.id').onDelete('SET NULL')
    t.string('text', 2000).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(knex.fn.now())
    t.index(['userUuid', 'createdAt'])
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('moderation_comments')
  await knex.schema.dropTable('moderation_actions')
}
